import type { HttpEntry } from '../entry/http-entry.js';
import { httpError } from '../wire/http-errors.js';
import type { PlainAnswer } from '../wire/http-answer.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';

/**
 * The event of an AWS Lambda function URL, or of an API Gateway HTTP API with payload format 2.0 (what both send):
 * the parts the handler reads. @example see docs/guide/fetch-runtimes.md (AWS Lambda)
 */
export interface LambdaHttpEvent {
  readonly rawPath: string;
  readonly rawQueryString?: string;
  readonly headers?: { readonly [name: string]: string | undefined };
  readonly cookies?: readonly string[];
  readonly body?: string;
  readonly isBase64Encoded?: boolean;
  readonly requestContext: { readonly domainName?: string; readonly http: { readonly method: string } };
}

/** What the handler answers, in the same payload format 2.0 (the body whole: a buffered Lambda sends no stream). @example see docs/guide/fetch-runtimes.md (AWS Lambda) */
export interface LambdaHttpResult {
  statusCode: number;
  headers: Record<string, string>;
  cookies?: string[];
  body: string;
  isBase64Encoded: boolean;
}

/** Content types whose body is text (sent as it is); any other body is sent base64-encoded. */
const TEXT = /^(?:text\/|application\/(?:json|[\w.+-]*\+json|javascript|xml))/i;

/** Methods a web `Request` cannot carry (it throws): answered 405, as the node mounts answer them. */
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** A Host header that is a host (name or bracketed IPv6, optional port): anything else would change the URL's path. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const plainResult = (answer: PlainAnswer): LambdaHttpResult => ({ statusCode: answer.status, headers: { ...answer.headers }, body: answer.body, isBase64Encoded: false });

/** The event as a web Request, or the answer to an event no Request can hold (bad base64, header value or Host). */
function requestOf(event: LambdaHttpEvent): Request | PlainAnswer {
  // A REST API or payload format 1.0 sends another shape (httpMethod, path): a deployment to change, said to whoever reads the answer.
  const method = typeof event?.requestContext?.http?.method === 'string' && typeof event.rawPath === 'string' ? event.requestContext.http.method.toUpperCase() : undefined;
  if (method === undefined) return httpError(500, RpcErrorCode.InternalError, 'lambdaHandler reads payload format 2.0 events (a function URL, or an HTTP API with payload format 2.0); this event is not one');
  if (UNREPRESENTABLE.has(method)) return httpError(405, RpcErrorCode.HttpError, `Method ${method} not allowed`, { allow: 'GET, POST, DELETE' });
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers.set(name, value);
    if (event.cookies && event.cookies.length > 0) headers.set('cookie', event.cookies.join('; '));
    const host = headers.get('host') ?? event.requestContext.domainName ?? 'localhost';
    if (!HOST.test(host)) return httpError(400, RpcErrorCode.HttpError, 'Bad Request: the Host header is not a host name');
    const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
    const hasBody = event.body !== undefined && method !== 'GET' && method !== 'HEAD';
    const body = hasBody ? (event.isBase64Encoded ? Uint8Array.from(atob(event.body!), (c) => c.charCodeAt(0)) : event.body!) : undefined;
    return new Request(`https://${host}${event.rawPath}${query}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  } catch {
    // Headers, atob and Request throw only on what the event carries (a header value, a body that is not base64…).
    return httpError(400, RpcErrorCode.HttpError, 'Bad Request: the event carries a header, URL or base64 body that is not well-formed');
  }
}

/**
 * An AWS Lambda handler for a function URL or an HTTP API (payload 2.0) serving the entry: the event becomes a web
 * `Request`, the entry's `Response` the result. A buffered function cannot stream, so serve with `jsonResponses: true`
 * (and, since requests of one client land on any instance, `sessionless: true`).
 * @example export const handler = lambdaHandler(createHttpEntry(server, { sessionless: true, jsonResponses: true, host: 'abc.lambda-url.eu-west-1.on.aws' }));
 */
export function lambdaHandler(entry: HttpEntry): (event: LambdaHttpEvent) => Promise<LambdaHttpResult> {
  return async (event) => {
    const request = requestOf(event);
    if (!(request instanceof Request)) return plainResult(request);
    const response = await entry.fetch(request);
    const result: LambdaHttpResult = { statusCode: response.status, headers: {}, body: '', isBase64Encoded: false };
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') result.headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) result.cookies = cookies;
    const type = response.headers.get('content-type') ?? '';
    if (response.body === null) return result;
    // A stream that stays open (a GET's server-to-client stream in a session) would hold a buffered function until it times out.
    if (event.requestContext.http.method.toUpperCase() === 'GET' && type.startsWith('text/event-stream')) {
      await response.body.cancel();
      return plainResult(httpError(405, RpcErrorCode.HttpError, 'Method GET not allowed: a buffered Lambda function cannot hold a stream open; serve with sessionless: true', { allow: 'POST' }));
    }
    if (type === '' || TEXT.test(type)) {
      result.body = await response.text();
      return result;
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    result.body = btoa(binary);
    result.isBase64Encoded = true;
    return result;
  };
}
