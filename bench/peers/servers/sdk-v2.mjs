// The raw official SDK v2 (@modelcontextprotocol/server 2.4): McpServer + zod, over stdio (serveStdio) or over
// Streamable HTTP (createMcpHandler, fetch-shaped, behind node:http) — as bench/servers/http-sdk.ts, with the
// peers' shared tool shapes.
import { McpServer } from '@modelcontextprotocol/server';
import { createUserSchema, echoSchema, text } from '../tools.mjs';

export function sdkV2Server() {
  const server = new McpServer({ name: 'bench-sdk', version: '1.0.0' });
  server.registerTool('echo', { description: 'Echoes', inputSchema: echoSchema }, async ({ text: value }) => text(value));
  server.registerTool('create_user', { description: 'Creates a user', inputSchema: createUserSchema }, async ({ name }) => text(name));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === 'stdio') {
    const { serveStdio } = await import('@modelcontextprotocol/server/stdio');
    serveStdio(() => sdkV2Server());
  } else {
    const { createMcpHandler } = await import('@modelcontextprotocol/server');
    const { nodeListener } = await import('../node-fetch.mjs');
    const handler = createMcpHandler(() => sdkV2Server());
    await nodeListener((request) => handler.fetch(request));
  }
}
