import type { RequestHeaders } from '../../model/handler-context.js';

/**
 * Credentials handlers never see through `ctx.headers`: the bearer token the resource server checks
 * (`authorization`), and a proxy's credentials (`proxy-authorization`). Cookies are not the framework's and stay
 * visible.
 */
export const HIDDEN_HEADERS: ReadonlySet<string> = new Set(['authorization', 'proxy-authorization']);

/**
 * Made per request, so a class rather than an object literal: V8 may decide a literal's allocation site is long-lived
 * and place its objects in old space, where they would keep each request (its view, its node request and response)
 * alive until a full collection.
 */
class HandlerHeaders implements RequestHeaders {
  constructor(private readonly read: (name: string) => string | null | undefined) {}

  readonly get = (name: string): string | undefined => {
    const key = String(name).toLowerCase();
    return HIDDEN_HEADERS.has(key) ? undefined : (this.read(key) ?? undefined);
  };
}

/** The headers as handlers and middleware see them: read by name, without the credentials in {@link HIDDEN_HEADERS}. */
export function handlerHeaders(read: (name: string) => string | null | undefined): RequestHeaders {
  return new HandlerHeaders(read);
}

/** A read-only view of a web `Headers` object for handlers and middleware (credentials hidden). */
export function headersOf(headers: Headers): RequestHeaders {
  return handlerHeaders((name) => headers.get(name));
}
