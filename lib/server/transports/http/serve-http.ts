import { createServer as createNodeServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DecoratedMcpServer } from '../../engine/create-server.js';
import { createHttpEntry, entryRoute, entryWantsPeer, type HttpEntry, type HttpEntryOptions } from './http-entry.js';
import { noteRemoteAddress } from '../../access/request-facts.js';
import { answerUnreadBody, toWebRequest, unrepresentable, writeWebResponse } from './node-bridge.js';
import { httpError } from './http-errors.js';
import { RpcErrorCode } from '../../../vocabulary/rpc-error-codes.js';
import { BodyTooLargeError, readNodeBody, type BodyReader } from './http-body.js';

/** Options of serveHttp. */
export interface ServeHttpOptions extends HttpEntryOptions {
  /** Port to listen on; 0 picks a free one; default 3000. */
  readonly port?: number;
  /** Longest wait for a request's headers, in ms; default 10 s (a client that sends them slowly is cut off). */
  readonly headersTimeoutMs?: number;
  /** Longest wait for a whole request (headers and body), in ms; default 30 s. Streams of responses are not limited. */
  readonly requestTimeoutMs?: number;
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

/**
 * Adapts the entry to `node:http`, for use in your own HTTP server. Bodies are read straight from the node
 * stream within the entry's limit; an over-limit one gets 413 and the connection closes once the rest is drained.
 * @example createNodeServer(nodeHandler(createHttpEntry(server))).listen(3000, '127.0.0.1');
 */
export function nodeHandler(entry: HttpEntry): (req: IncomingMessage, res: ServerResponse) => void {
  const route = entryRoute(entry);
  return (req, res) => {
    const refused = unrepresentable(req);
    if (refused) {
      void writeWebResponse(httpError(refused.status, RpcErrorCode.HttpError, refused.message, refused.headers), res);
      return;
    }
    let request: Request;
    try {
      request = toWebRequest(req, res, route === undefined);
    } catch (error) {
      // A Host header or path that makes no URL (bad port, spaces, credentials) never reaches the entry.
      void writeWebResponse(httpError(400, RpcErrorCode.HttpError, `Bad Request: the request URL cannot be read (${(error as Error).message})`), res);
      return;
    }
    // A web Request has no peer address: noted only when a rate limit may count by it.
    if (entryWantsPeer(entry)) noteRemoteAddress(request, req.socket.remoteAddress);
    let unread = false;
    const readBody: BodyReader = (limit) =>
      readNodeBody(req, limit).catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) unread = true;
        throw error;
      });
    void (route ? route(request, readBody) : entry.fetch(request)).then((response) => (unread ? answerUnreadBody(response, req, res) : writeWebResponse(response, res)));
  };
}

/**
 * Serves a server over Streamable HTTP on `node:http`, bound to 127.0.0.1 unless told otherwise.
 * @example const http = await serveHttp(createAcmeServer(), { port: 3000 }); console.error(`MCP endpoint: ${http.url}`);
 */
export async function serveHttp(server: DecoratedMcpServer, options: ServeHttpOptions = {}): Promise<HttpServerHandle> {
  const host = options.host ?? '127.0.0.1';
  const entry = createHttpEntry(server, { ...options, host });
  const http = createNodeServer(
    {
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      // How often node looks for requests past those limits; the default (30 s) would let one linger that long.
      connectionsCheckingInterval: Math.max(100, Math.min(options.headersTimeoutMs ?? 10_000, options.requestTimeoutMs ?? 30_000, 1000)),
    },
    nodeHandler(entry),
  );
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
