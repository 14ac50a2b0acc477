import { META } from '../../lib/server/era/envelope.js';

/** The stateless revision the 2026-07-28 helpers speak. */
export const STATELESS = '2026-07-28';

/** The headers a client sends with every JSON-RPC POST: a JSON body, and both answer types accepted. */
export const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' } as const;

/** What a 2026-07-28 request's `_meta` envelope says (each part optional). */
export interface EnvelopeParts {
  /** `io.modelcontextprotocol/protocolVersion`; default 2026-07-28. */
  readonly revision?: string;
  /** `io.modelcontextprotocol/clientCapabilities`; default `{}`. */
  readonly capabilities?: object;
  /** `io.modelcontextprotocol/clientInfo`; left out by default. */
  readonly clientInfo?: object;
  /** `io.modelcontextprotocol/logLevel`; left out by default. */
  readonly logLevel?: string;
}

/**
 * The 2026-07-28 per-request envelope, built from lib's own `META` keys (one copy for every spec).
 * @example { name: 'add', arguments: {}, _meta: envelope({ capabilities: { elicitation: {} } }) }
 */
export function envelope(parts: EnvelopeParts = {}): Record<string, unknown> {
  return {
    [META.protocolVersion]: parts.revision ?? STATELESS,
    [META.clientCapabilities]: parts.capabilities ?? {},
    ...(parts.clientInfo !== undefined ? { [META.clientInfo]: parts.clientInfo } : {}),
    ...(parts.logLevel !== undefined ? { [META.logLevel]: parts.logLevel } : {}),
  };
}

/** How a 2026-07-28 POST is made: its id, envelope, extra `_meta` keys and headers (null drops a default one). */
export interface Post2026Options extends EnvelopeParts {
  readonly id?: string | number;
  /** More `_meta` keys, over the envelope's (a progress token, a wrong version…). */
  readonly meta?: Record<string, unknown>;
  readonly headers?: Record<string, string | null>;
  readonly signal?: AbortSignal;
}

/** Anything that serves a web Request: an HttpEntry, or a URL reached with fetch. */
export type PostTarget = string | { fetch(request: Request): Promise<Response> };

/**
 * The headers a 2026-07-28 client sends with a request: version, `Mcp-Method`, and `Mcp-Name` when the params name
 * a member (`name`, `uri` or `taskId`), over the JSON ones.
 */
export function headers2026(method: string, params: Record<string, unknown> = {}, extra: Record<string, string | null> = {}): Record<string, string> {
  const named = [params.name, params.uri, params.taskId].find((v): v is string => typeof v === 'string');
  const all: Record<string, string | null> = { ...JSON_HEADERS, 'mcp-protocol-version': STATELESS, 'mcp-method': method, ...(named !== undefined ? { 'mcp-name': named } : {}), ...extra };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null));
}

/** One 2026-07-28 request as a web Request to `url`: the envelope in `params._meta`, the headers that mirror it. */
export function request2026(url: string, method: string, params: Record<string, unknown> = {}, options: Post2026Options = {}): Request {
  const body = { jsonrpc: '2.0', id: options.id ?? 1, method, params: { ...params, _meta: { ...envelope(options), ...options.meta } } };
  return new Request(url, { method: 'POST', headers: headers2026(method, params, options.headers), body: JSON.stringify(body), ...(options.signal ? { signal: options.signal } : {}) });
}

/**
 * POSTs one 2026-07-28 request to an entry (`entry.fetch`) or a URL (`fetch`) and returns the raw response.
 * @example const response = await post2026(entry, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } });
 */
export function post2026(target: PostTarget, method: string, params: Record<string, unknown> = {}, options: Post2026Options = {}): Promise<Response> {
  const url = typeof target === 'string' ? target : 'http://127.0.0.1/mcp';
  const request = request2026(url, method, params, options);
  return typeof target === 'string' ? fetch(request) : target.fetch(request);
}

/** POSTs one JSON-RPC message (or raw text) with the headers a client sends, and any others. */
export function postMessage(target: PostTarget, body: object | string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(typeof target === 'string' ? target : 'http://127.0.0.1/mcp', { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return typeof target === 'string' ? fetch(request) : target.fetch(request);
}
