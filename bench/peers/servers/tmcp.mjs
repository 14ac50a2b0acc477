// tmcp 1.20 with its zod adapter: stdio (@tmcp/transport-stdio) or Streamable HTTP (@tmcp/transport-http behind
// node:http; its sessionless per-request path serves 2026-07-28, initialize-based sessions serve 2025).
import { ZodJsonSchemaAdapter } from '@tmcp/adapter-zod';
import { McpServer } from 'tmcp';
import { createUserSchema, echoSchema, text } from '../tools.mjs';

export function tmcpServer() {
  const server = new McpServer({ name: 'bench-tmcp', version: '1.0.0', description: 'bench' }, { adapter: new ZodJsonSchemaAdapter(), capabilities: { tools: {} } });
  server.tool({ name: 'echo', description: 'Echoes', schema: echoSchema }, async ({ text: value }) => text(value));
  server.tool({ name: 'create_user', description: 'Creates a user', schema: createUserSchema }, async ({ name }) => text(name));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = tmcpServer();
  if (process.argv[2] === 'stdio') {
    const { StdioTransport } = await import('@tmcp/transport-stdio');
    new StdioTransport(server).listen();
  } else {
    const { HttpTransport } = await import('@tmcp/transport-http');
    const { nodeListener } = await import('../node-fetch.mjs');
    const transport = new HttpTransport(server, { path: '/mcp' });
    await nodeListener(async (request) => (await transport.respond(request)) ?? new Response(null, { status: 404 }));
  }
}
