import { createServer, type DecoratedMcpServer } from 'mcp-decorators';
import { EverythingPrompts } from './everything-prompts.js';
import { EverythingResources } from './everything-resources.js';
import { EverythingTools } from './everything-tools.js';

/** The server the official MCP conformance suite runs against: every fixture it names, declared with decorators. */
export function createEverythingServer(): DecoratedMcpServer {
  return createServer({
    name: 'mcp-decorators-everything',
    title: 'mcp-decorators everything server',
    version: '1.0.0',
    instructions: 'Test fixtures for the MCP conformance suite; every tool, resource and prompt answers with fixed test data.',
    classes: [EverythingTools, EverythingResources, EverythingPrompts],
  });
}

export default createEverythingServer;
