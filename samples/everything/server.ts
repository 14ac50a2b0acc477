import { createServer, type DecoratedMcpServer, type ServerOptions } from 'mcp-decorators';
import { EverythingPrompts } from './everything-prompts.js';
import { EverythingResources } from './everything-resources.js';
import { EverythingTools } from './everything-tools.js';

/** What a caller may change about the everything server; the catalogue itself is fixed. */
export type EverythingServerOptions = Pick<ServerOptions, 'diagnostics'>;

/**
 * The server the official MCP conformance suite runs against: every fixture it names, declared with decorators.
 * Callable without arguments, so `mcp-decorators serve dist/samples/everything` can build it.
 */
export function createEverythingServer(options: EverythingServerOptions = {}): DecoratedMcpServer {
  return createServer({
    name: 'mcp-decorators-everything',
    title: 'mcp-decorators everything server',
    version: '1.0.0',
    instructions: 'Test fixtures for the MCP conformance suite; every tool, resource and prompt answers with fixed test data.',
    classes: [EverythingTools, EverythingResources, EverythingPrompts],
    ...options,
  });
}

export default createEverythingServer;
