import type { ServerResponse } from 'node:http';
import type { HttpEntry } from '../entry/http-entry.js';
import type { MountedRequest } from './node-bridge.js';
import { serveNodeRequest } from './serve-http.js';

/** An Express 5 request as the handler reads it: a node request, with `req.body` when a JSON middleware parsed it. */
export type ExpressRequestLike = MountedRequest & { readonly body?: unknown };

/**
 * Serves the entry from an Express 5 app, mounted at the entry's path or above it (Express's `originalUrl` is
 * what the entry sees), behind `express.json()` or not: a body the middleware parsed (`req.body`) is used as it is.
 * A broken connection is handed to `next`.
 * @example app.all('/mcp', expressHandler(createHttpEntry(server, { port: 3000 }))); // see test/server/transports/http/mount/express-handler.spec.ts
 */
export function expressHandler(entry: HttpEntry): (req: ExpressRequestLike, res: ServerResponse, next?: (error?: unknown) => void) => void {
  return (req, res, next) => {
    void serveNodeRequest(entry, req, res, req.body).catch((error: unknown) => (next ? next(error) : res.destroy()));
  };
}
