import type { DecoratedMcpServer } from '../../../engine/create-server.js';
import type { HttpServerHandle, ServeHttpOptions } from './serve-http.js';

/**
 * Serves a server over Streamable HTTP on `node:http` (serve-http.ts). This is the one the package's root exports: it
 * loads the HTTP transport on its first call, so a server that only serves stdio never loads (parses) it at start.
 * @example const http = await serveHttp(createAcmeServer(), { port: 3000 }); console.error(`MCP endpoint: ${http.url}`);
 */
export async function serveHttp(server: DecoratedMcpServer, options: ServeHttpOptions = {}): Promise<HttpServerHandle> {
  return (await import('./serve-http.js')).serveHttp(server, options);
}
