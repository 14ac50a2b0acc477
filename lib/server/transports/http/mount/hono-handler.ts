import type { HttpEntry } from '../entry/http-entry.js';

/** The parts of a Hono context the handler reads: the web request, and its body as Hono keeps it. */
export interface HonoContextLike {
  readonly req: {
    readonly raw: Request;
    text(): Promise<string>;
  };
}

/**
 * Serves the entry from a Hono route (on `@hono/node-server`, Bun, Deno or a worker): the web `Request` goes to
 * the entry as it is. When a middleware or validator already read the body (`c.req.json()`), Hono keeps it, and
 * that text is handed on instead, within the same limit.
 * @example app.all('/mcp', honoHandler(createHttpEntry(server))); // see test/server/transports/http/mount/hono-handler.spec.ts
 */
export function honoHandler(entry: HttpEntry): (c: HonoContextLike) => Promise<Response> {
  return async (c) => {
    const request = c.req.raw;
    if (!request.bodyUsed) return entry.fetch(request);
    return entry.fetch(new Request(request, { body: await c.req.text() }));
  };
}
