import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DecoratedMcpServer } from '../../../engine/create-server.js';
import { createHttpEntry, RoutedEntry, type HttpEntry, type HttpEntryOptions } from '../entry/http-entry.js';
import { answerUnreadBody, toWebRequest, unrepresentable, UnreadableRequestError, writeWebResponse, type MountedRequest } from './node-bridge.js';
import { isPlain, writePlain, type PlainAnswer } from '../wire/http-answer.js';
import { nodeView, type NodeRequestView } from './node-view.js';
import { httpError } from '../wire/http-errors.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { PortUnavailableError } from '../../../../errors/port-unavailable.error.js';
import { NodeOnlyError } from '../../../../errors/node-only.error.js';
import { nodeBuiltin } from '../../../../vocabulary/node-builtin.js';

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
 * Serves one node request through the entry and resolves once the answer is written. `preParsed` is a body a
 * middleware already parsed (`req.body`); otherwise the body is read from the node stream within the entry's
 * limit, and an over-limit one gets 413 with the connection closed once the rest is drained.
 */
export async function serveNodeRequest(entry: HttpEntry, req: MountedRequest, res: ServerResponse, preParsed?: unknown): Promise<void> {
  const refused = unrepresentable(req);
  if (refused) return writePlain(httpError(refused.status, RpcErrorCode.HttpError, refused.message, refused.headers), res);
  // An entry of createHttpEntry reads the node request in place: no web Request is built unless a session needs one.
  // Any other HttpEntry gets a web Request.
  if (!(entry instanceof RoutedEntry)) return servedByFetch(entry, req, res);
  let view: NodeRequestView;
  try {
    view = nodeView(req, res, preParsed);
  } catch (error) {
    return writePlain(unreadable(error), res);
  }
  // A request carries no peer address past this point: noted only when a rate limit may count by it.
  if (entry.wantsPeer()) view.remoteAddress = req.socket.remoteAddress;
  const answer = await entry.route(view);
  if (view.bodyUnread) return answerUnreadBody(answer, req, res);
  // Plain answers (errors, JSON results) are written in one go; streams go through the web body reader.
  return isPlain(answer) ? writePlain(answer, res) : writeWebResponse(answer, res);
}

/** A Host header, path or header value that makes no request never reaches the entry: the 400 that says which. */
function unreadable(error: unknown): PlainAnswer {
  const why = error instanceof UnreadableRequestError ? error.message : `the request cannot be read (${error instanceof Error ? error.message : String(error)})`;
  return httpError(400, RpcErrorCode.HttpError, `Bad Request: ${why}`);
}

async function servedByFetch(entry: HttpEntry, req: MountedRequest, res: ServerResponse): Promise<void> {
  let request: Request;
  try {
    request = toWebRequest(req, res, true);
  } catch (error) {
    return writePlain(unreadable(error), res);
  }
  return writeWebResponse(await entry.fetch(request), res);
}

/**
 * Adapts the entry to `node:http` and to frameworks that hand on node requests (Express: `app.all('/mcp',
 * nodeHandler(entry))`, behind `express.json()` or not). A body a JSON middleware already parsed (`req.body`) is
 * used as it is; otherwise it is read from the node stream within the entry's limit.
 * @example createNodeServer(nodeHandler(createHttpEntry(server))).listen(3000, '127.0.0.1');
 */
export function nodeHandler(entry: HttpEntry): (req: MountedRequest & { readonly body?: unknown }, res: ServerResponse) => void {
  return (req, res) => {
    void serveNodeRequest(entry, req, res, req.body).catch(() => {
      // Only a broken socket gets here (the entry answers every failure itself): nothing more can be written.
      res.destroy();
    });
  };
}

/**
 * Serves a server over Streamable HTTP on `node:http`, bound to 127.0.0.1 unless told otherwise. A port that is
 * taken rejects with PortUnavailableError, which says which port and how to choose another.
 * @example const http = await serveHttp(createAcmeServer(), { port: 3000 }); console.error(`MCP endpoint: ${http.url}`);
 */
export async function serveHttp(server: DecoratedMcpServer, options: ServeHttpOptions = {}): Promise<HttpServerHandle> {
  const host = options.host ?? '127.0.0.1';
  // node:http is looked up here, not imported: the root entry that exports serveHttp loads on fetch runtimes too.
  const { createServer: createNodeServer } = nodeBuiltin('node:http', () => new NodeOnlyError('serveHttp', 'node:http', 'On a fetch runtime serve createHttpEntry(server).fetch from mcp-decorators/fetch (docs/guide/fetch-runtimes.md).'));
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
  const requested = options.port ?? 3000;
  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(requested, host, () => resolve());
    });
  } catch (error) {
    await entry.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') throw new PortUnavailableError(requested, host, code === 'EADDRINUSE' ? 'in-use' : 'denied', error);
    throw error;
  }
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
