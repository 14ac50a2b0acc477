import { createServer as createNodeServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DecoratedMcpServer } from '../../create-server.js';
import { createHttpEntry, type HttpEntry, type HttpEntryOptions } from './http-entry.js';
import { toWebRequest, writeWebResponse } from './node-bridge.js';
import { httpError } from './http-errors.js';

/** Options of serveHttp. */
export interface ServeHttpOptions extends HttpEntryOptions {
  /** Port to listen on; 0 picks a free one; default 3000. */
  readonly port?: number;
}

/** A listening HTTP server. */
export interface HttpServerHandle {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
  readonly url: string;
  readonly port: number;
  readonly entry: HttpEntry;
  /** Stops listening, closes every session and drops open streams. */
  close(): Promise<void>;
}

/** Adapts the fetch-shaped entry to `node:http`, for use in your own HTTP server. */
export function nodeHandler(entry: HttpEntry): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let request: Request;
    try {
      request = toWebRequest(req, res);
    } catch {
      // A Host header that makes no URL (bad port, spaces, credentials) never reaches the entry.
      void writeWebResponse(httpError(400, -32000, 'Bad Request: malformed Host header or URL'), res);
      return;
    }
    void entry.fetch(request).then((response) => writeWebResponse(response, res));
  };
}

/**
 * Serves a server over Streamable HTTP on `node:http`, bound to 127.0.0.1 unless told otherwise.
 * @example const http = await serveHttp(createAcmeServer(), { port: 3000 }); console.error(`MCP endpoint: ${http.url}`);
 */
export async function serveHttp(server: DecoratedMcpServer, options: ServeHttpOptions = {}): Promise<HttpServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const entry = createHttpEntry(server, { ...options, host });
  const http = createNodeServer(nodeHandler(entry));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 3000, host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${options.path ?? '/mcp'}`,
    port,
    entry,
    async close() {
      await entry.close();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
