import type { RequestHeaders } from '../../model/handler-context.js';

/** A read-only view of a web `Headers` object for handlers and middleware. */
export function headersOf(headers: Headers): RequestHeaders {
  return { get: (name) => headers.get(name) ?? undefined };
}
