// FastMCP (TypeScript) 4.20: over stdio, or over its HTTP Stream transport in stateless mode.
import { FastMCP } from 'fastmcp';
import { createUserSchema, echoSchema, freePort, announce } from '../tools.mjs';

export function fastmcpServer() {
  const server = new FastMCP({ name: 'bench-fastmcp', version: '1.0.0' });
  server.addTool({ name: 'echo', description: 'Echoes', parameters: echoSchema, execute: async ({ text }) => text });
  server.addTool({ name: 'create_user', description: 'Creates a user', parameters: createUserSchema, execute: async ({ name }) => name });
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = fastmcpServer();
  if (process.argv[2] === 'stdio') {
    await server.start({ transportType: 'stdio' });
  } else {
    const port = await freePort();
    await server.start({ transportType: 'httpStream', httpStream: { port, host: '127.0.0.1', endpoint: '/mcp', stateless: true } });
    announce(port);
  }
}
