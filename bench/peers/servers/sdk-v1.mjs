// The official SDK v1 (@modelcontextprotocol/sdk 1.32): McpServer + zod over stdio, or over Streamable HTTP in its
// documented stateless form (a server and a session-less transport per POST, behind plain node:http).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createUserSchema, echoSchema, text } from '../tools.mjs';

export function sdkV1Server() {
  const server = new McpServer({ name: 'bench-sdk-v1', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echoes', inputSchema: echoSchema }, async ({ text: value }) => text(value));
  server.registerTool('create_user', { description: 'Creates a user', inputSchema: createUserSchema }, async ({ name }) => text(name));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'stdio') {
    const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
    await sdkV1Server().connect(new StdioServerTransport());
  } else {
    const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
    const { createServer } = await import('node:http');
    const { announce } = await import('../tools.mjs');
    const http = createServer((req, res) => {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', async () => {
        const server = sdkV1Server();
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined);
      });
    });
    http.listen(0, '127.0.0.1', () => announce(http.address().port));
  }
}
