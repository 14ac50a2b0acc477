import type { RequestHeaders } from '../../../../model/handler-context.js';
import type { Principal } from '../../../../model/principal.js';
import { handlerHeaders } from '../../../engine/request-headers.js';
import { goneOf, type GoneWatch } from '../../../engine/one-shot.js';
import { readWebBody, type ParsedBody } from './http-body.js';

/** Who sent a request, as the entry learned it: the principal the bearer gate verified, and the peer's address. */
export interface RequestCaller {
  readonly principal?: Principal;
  readonly remoteAddress?: string;
}

/**
 * What the entry reads of an HTTP request, whether a web `Request` or a node request brought it: the method, the
 * path, headers by name, its body (read by the mount's own means, within a limit), a watch on the client going away, who sent it (principal and peer, noted on the view as the entry learns them) and, for the SDK's
 * session transport, only when a session is served, the request as a web `Request`.
 */
export interface RequestView extends RequestCaller {
  readonly method: string;
  readonly pathname: string;
  /** The host the request names (`Host`, or the URL's host). */
  readonly host: string;
  /** A header's value by lower-case name, or null; repeated headers are joined with ", ". */
  header(name: string): string | null;
  /** The headers as handlers see them (`ctx.headers`): credentials (`authorization`) hidden. */
  readonly headers: RequestHeaders;
  /** Tells when the client goes away (the node mounts listen on the response: no AbortController per request). */
  readonly whenGone: GoneWatch;
  /** The full URL, for diagnostics. */
  readonly url: string;
  /** The query of the URL (a token there is refused). */
  readonly searchParams: URLSearchParams;
  /** Reads the body as text (or hands on one a middleware parsed) within `limit` bytes; rejects with BodyTooLargeError past it. */
  readBody(limit: number): Promise<string | ParsedBody>;
  web(): Request;
  /** The principal the bearer gate verified, once it has. */
  principal?: Principal;
  /** The peer address, noted by the node bridge when a rate limit may count by it. */
  remoteAddress?: string;
}

/** Who sent a request, as its view records it: only the fields that are set. */
export function callerOf(request: RequestCaller): RequestCaller {
  const { principal, remoteAddress } = request;
  return { ...(principal ? { principal } : {}), ...(remoteAddress !== undefined ? { remoteAddress } : {}) };
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
    whenGone: goneOf(request.signal),
    url: request.url,
    searchParams: url.searchParams,
    readBody: (limit) => readWebBody(request, limit),
    web: () => request,
  };
}
