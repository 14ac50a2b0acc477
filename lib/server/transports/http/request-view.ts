import type { ServerResponse } from 'node:http';
import type { RequestHeaders } from '../../../model/handler-context.js';
import type { Principal } from '../../../model/principal.js';
import { handlerHeaders } from '../../engine/request-headers.js';
import { requestUrlOf, toWebRequest, type MountedRequest } from './node-bridge.js';

/**
 * What the entry reads of an HTTP request, whether a web `Request` or a node request brought it: the method, the
 * path, headers by name, the signal that aborts when the client goes away, and (for the SDK's session transport,
 * only when a session is served) the request as a web `Request`.
 */
export interface RequestView {
  readonly method: string;
  readonly pathname: string;
  /** The host the request names (`Host`, or the URL's host). */
  readonly host: string;
  /** A header's value by lower-case name, or null; repeated headers are joined with ", ". */
  header(name: string): string | null;
  /** The headers as handlers see them (`ctx.headers`): credentials (`authorization`) hidden. */
  readonly headers: RequestHeaders;
  readonly signal: AbortSignal;
  /** The full URL, for diagnostics. */
  readonly url: string;
  /** The query of the URL (a token there is refused). */
  readonly searchParams: URLSearchParams;
  web(): Request;
  /** The principal the bearer gate verified, once it has. */
  principal?: Principal;
  /** The peer address, noted by the node bridge when a rate limit may count by it. */
  remoteAddress?: string;
}

/** The view of a web `Request`. */
export function webView(request: Request): RequestView {
  const url = new URL(request.url);
  return {
    method: request.method,
    pathname: url.pathname,
    host: request.headers.get('host') ?? url.host,
    header: (name) => request.headers.get(name),
    headers: handlerHeaders((name) => request.headers.get(name)),
    signal: request.signal,
    url: request.url,
    searchParams: url.searchParams,
    web: () => request,
  };
}

/**
 * The view of a node request, read in place: no web `Request` (nor its headers or URL objects) is built unless a
 * session needs one. Throws UnreadableRequestError naming the header or path that cannot be read.
 */
export function nodeView(req: MountedRequest, res: ServerResponse): RequestView {
  const url = requestUrlOf(req);
  let controller: AbortController | undefined;
  let web: Request | undefined;
  const header = (name: string): string | null => {
    const value = req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: req.method ?? 'GET',
    pathname: url.pathname,
    host: req.headers.host ?? url.host,
    header,
    headers: handlerHeaders(header),
    get signal(): AbortSignal {
      if (!controller) {
        const made = new AbortController();
        controller = made;
        res.once('close', () => {
          if (!res.writableFinished) made.abort();
        });
      }
      return controller.signal;
    },
    url: url.href,
    searchParams: url.searchParams,
    web: () => (web ??= toWebRequest(req, res, false)),
  };
}
