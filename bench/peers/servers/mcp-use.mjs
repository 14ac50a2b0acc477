// mcp-use 2.5: its MCPServer, served statelessly over HTTP by listen() (2026-07-28 per request, 2025 requests in
// its default "stateless" legacy mode). It has no stdio transport. Its anonymous usage telemetry is turned off (the
// documented MCP_USE_ANONYMIZED_TELEMETRY=false): the bench reaches no network, and measures serving, not reporting.
import { announce, createUserSchema, echoSchema, text } from '../tools.mjs';

process.env.MCP_USE_ANONYMIZED_TELEMETRY = 'false';
const { MCPServer } = await import('mcp-use');

export function mcpUseServer() {
  const server = new MCPServer({ name: 'bench-mcp-use', version: '1.0.0' });
  server.tool({ name: 'echo', description: 'Echoes', inputSchema: echoSchema }, async ({ text: value }) => text(value));
  server.tool({ name: 'create_user', description: 'Creates a user', inputSchema: createUserSchema }, async ({ name }) => text(name));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'stdio') throw new Error('mcp-use has no stdio transport');
  const { port } = await mcpUseServer().listen(0, { host: '127.0.0.1' });
  announce(port);
}
