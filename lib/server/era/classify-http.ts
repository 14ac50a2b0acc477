import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import { eraOfVersion, HEADERLESS_HTTP_REVISION } from '../../revisions/revision.js';
import type { JsonValue } from '../../vocabulary/json-value.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { RequestId, RequestParams } from '../protocol/json-rpc.js';
import { verdictsOf, type GateVerdict } from '../protocol/message-gate.js';
import { ownProperty } from '../protocol/own-property.js';
import type { AdapterRegistry } from './adapter-registry.js';
import { hasEnvelope, readEnvelope, type Envelope } from './envelope.js';

/** What the classifier reads of one HTTP request: its method, its headers by lower-case name, and the parsed POST body. */
export interface HttpInbound {
  readonly method: string;
  header(name: string): string | null;
  /** The parsed JSON body of a POST; undefined for GET and DELETE. */
  readonly body?: unknown;
}

/** What the classifier knows of the endpoint: the revisions it speaks, and how it was configured. */
export interface HttpEndpoint {
  readonly registry: AdapterRegistry;
  /** Every POST of a session revision stands alone (`createHttpEntry(server, { sessionless: true })`): no sessions. */
  readonly sessionless: boolean;
  /** The param each method mirrors into `Mcp-Name` on 2026-07-28 (`tools/call` → `name`, `tasks/get` → `taskId`). */
  readonly nameParams: ReadonlyMap<string, string>;
}

/** A 2026-07-28 request, checked against its headers and its envelope: ready to be served as one exchange. */
export interface StatelessRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params: RequestParams;
  readonly envelope: Envelope;
}

/** Where one HTTP request goes: the one decision the HTTP entry executes. */
export type HttpRoute =
  /** A 2026-07-28 request: one exchange with the engine, no session. */
  | { readonly kind: 'exchange'; readonly request: StatelessRequest }
  /** A 2026-07-28 notification: accepted (202) as it is. */
  | { readonly kind: 'accepted' }
  /** A POST on a sessionless endpoint (session revisions): served alone at `adapter`, undefined when none is spoken. */
  | { readonly kind: 'sessionless'; readonly adapter: RevisionAdapter | undefined }
  /** An initialize without `Mcp-Session-Id`: opens a session. */
  | { readonly kind: 'open-session' }
  /** A POST to an open session. */
  | { readonly kind: 'session-post'; readonly sessionId: string }
  /** A GET that opens (or resumes, with `Last-Event-ID`) a session's stream. */
  | { readonly kind: 'stream'; readonly sessionId: string; readonly lastEventId: string | null }
  /** A DELETE that closes a session. */
  | { readonly kind: 'delete'; readonly sessionId: string }
  /** Refused, with the HTTP status and the JSON-RPC error of the answer. */
  | HttpRefusal;

/** A refused request: its HTTP status, JSON-RPC error, extra headers and the id to echo. */
export interface HttpRefusal {
  readonly kind: 'refuse';
  readonly status: number;
  readonly code: number;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly id?: RequestId | null;
  readonly data?: JsonValue;
}

/** The route of a request, with the message gate's verdict on each message of a POST body (empty otherwise), read once. */
export interface HttpClassification {
  readonly route: HttpRoute;
  readonly messages: readonly GateVerdict[];
}

function refuse(status: number, code: number, message: string, extra: Omit<HttpRefusal, 'kind' | 'status' | 'code' | 'message'> = {}): HttpRefusal {
  return { kind: 'refuse', status, code, message, ...extra };
}

function mismatch(id: RequestId, message: string): HttpRefusal {
  return refuse(400, RpcErrorCode.HeaderMismatch, message, { id });
}

/** A header value with optional whitespace trimmed, `=?base64?…?=` decoded; undefined for a malformed encoding. */
export function decodeHeaderValue(raw: string): string | undefined {
  const value = raw.trim();
  const match = /^=\?base64\?(.*)\?=$/i.exec(value);
  if (!match) return value;
  const encoded = match[1]!;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  return new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
}

/** True when a version header names the stateless era: a stateless revision this server speaks, or any version outside the session era. */
function statelessVersion(header: string, registry: AdapterRegistry): boolean {
  const version = header.trim();
  const known = registry.exact(version);
  return known ? known.policy.era === 'stateless' : eraOfVersion(version) === 'stateless';
}

/** True when a POST body belongs to 2026-07-28: any of its messages carries the envelope, or the version header names that era. */
function isStatelessPost(body: unknown, versionHeader: string | null, registry: AdapterRegistry): boolean {
  // A batch is stateless when any of its members is (and is then refused: 2026-07-28 has no batches).
  if (Array.isArray(body) ? body.some((m) => hasEnvelope(ownProperty(m, 'params'))) : hasEnvelope(ownProperty(body, 'params'))) return true;
  return versionHeader !== null && statelessVersion(versionHeader, registry);
}

/**
 * A 2026-07-28 POST, in the spec's order: one message (no batch), the message gate, the envelope's keys
 * (400/-32602), the version header (400/-32020), an unsupported version (400/-32022), the method and name headers
 * (400/-32020). The method table and `Mcp-Param-*` headers are the engine's to check (they need the catalogue).
 */
function classifyStateless(inbound: HttpInbound, verdict: GateVerdict | undefined, endpoint: HttpEndpoint): HttpRoute {
  if (verdict === undefined) return refuse(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a 2026-07-28 body is one JSON-RPC message; batches are not part of that revision');
  if (verdict.kind === 'invalid') return refuse(400, verdict.code, verdict.message, { id: verdict.id });
  if (verdict.kind === 'response') return refuse(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a 2026-07-28 POST carries a request or a notification, never a response', { id: verdict.message.id });
  // A notification needs no answer, and the spec sets no rules for one.
  if (verdict.kind === 'notification') return { kind: 'accepted' };
  const { id, method } = verdict.message;
  const params = verdict.message.params ?? {};
  const reading = readEnvelope(params, endpoint.registry);
  // The envelope's keys come first, then the version header, then whether the version is supported.
  if (!reading.ok && reading.requested === undefined) return refuse(400, reading.error.code, reading.error.message, { id, ...(reading.error.data !== undefined ? { data: reading.error.data } : {}) });
  const header = inbound.header('mcp-protocol-version');
  if (header === null) return mismatch(id, 'Header mismatch: MCP-Protocol-Version is required and must equal params._meta protocolVersion');
  if (header.trim() !== reading.requested) return mismatch(id, `Header mismatch: MCP-Protocol-Version ${header.trim()} differs from params._meta protocolVersion ${String(reading.requested)}`);
  if (!reading.ok) return refuse(400, reading.error.code, reading.error.message, { id, ...(reading.error.data !== undefined ? { data: reading.error.data } : {}) });
  const methodHeader = inbound.header('mcp-method');
  if (methodHeader === null || methodHeader.trim() !== method) return mismatch(id, `Header mismatch: Mcp-Method must be ${JSON.stringify(method)}`);
  // Mcp-Name mirrors the name-shaped param of the core methods and of the extensions' (tasks/get → taskId).
  const named = endpoint.nameParams.get(method);
  if (named !== undefined) {
    const expected = ownProperty(params, named);
    const nameHeader = inbound.header('mcp-name');
    const decoded = nameHeader === null ? undefined : decodeHeaderValue(nameHeader);
    if (typeof expected === 'string' && decoded !== expected) return mismatch(id, `Header mismatch: Mcp-Name must be ${JSON.stringify(expected)}`);
  }
  return { kind: 'exchange', request: { id, method, params, envelope: reading.envelope } };
}

/**
 * A POST on a sessionless endpoint: the revision its `MCP-Protocol-Version` names (2025-03-26 without one, as the
 * spec says, else the newest session revision spoken); a version this endpoint does not speak is refused.
 */
function classifySessionless(versionHeader: string | null, registry: AdapterRegistry): HttpRoute {
  const named = versionHeader === null ? undefined : registry.exact(versionHeader.trim());
  if (versionHeader !== null && named?.policy.era !== 'session') {
    const spoken = registry.supported.filter((r) => registry.exact(r)?.policy.era === 'session');
    return refuse(400, RpcErrorCode.HttpError, `Bad Request: Unsupported protocol version ${versionHeader.trim()}; this endpoint serves ${spoken.join(', ')}`);
  }
  return { kind: 'sessionless', adapter: named ?? registry.exact(HEADERLESS_HTTP_REVISION) ?? registry.latestSession() };
}

/** True for a POST body that is one `initialize` request (read as own properties; the gate checks the rest). */
export function isInitialize(body: unknown): boolean {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'method') && (body as { method?: unknown }).method === 'initialize';
}

/** True when the request's Accept header takes every one of `types` (or anything). */
export function acceptsAll(header: string | null, ...types: string[]): boolean {
  const accept = (header ?? '').toLowerCase();
  return types.every((t) => accept.includes(t) || accept.includes('*/*'));
}

function routeOf(inbound: HttpInbound, messages: readonly GateVerdict[], endpoint: HttpEndpoint): HttpRoute {
  const { method, body } = inbound;
  if (method !== 'POST' && method !== 'GET' && method !== 'DELETE') return refuse(405, RpcErrorCode.HttpError, `Method ${method} not allowed`, { headers: { allow: 'GET, POST, DELETE' } });
  if (endpoint.sessionless && method !== 'POST') return refuse(405, RpcErrorCode.HttpError, `Method ${method} not allowed: this endpoint serves without sessions`, { headers: { allow: 'POST' } });
  const versionHeader = inbound.header('mcp-protocol-version');
  // 2026-07-28 is POST-only: no GET stream, no sessions to DELETE.
  if (method !== 'POST' && versionHeader !== null && statelessVersion(versionHeader, endpoint.registry)) {
    return refuse(405, RpcErrorCode.HttpError, `Method ${method} not allowed: ${versionHeader} requests are POSTs`, { headers: { allow: 'POST' } });
  }
  if (method === 'GET' && !acceptsAll(inbound.header('accept'), 'text/event-stream')) return refuse(406, RpcErrorCode.HttpError, 'Not Acceptable: a GET must accept text/event-stream');
  // A 2026-07-28 request stands alone: an Mcp-Session-Id it carries is ignored, as the spec says.
  if (method === 'POST' && isStatelessPost(body, versionHeader, endpoint.registry)) return classifyStateless(inbound, Array.isArray(body) ? undefined : messages[0], endpoint);
  const sessionId = inbound.header('mcp-session-id');
  // Without sessions no id is ever issued: a client holding one (from another deployment) is told to start over, as a 404 of a session asks.
  if (sessionId && endpoint.sessionless) return refuse(404, RpcErrorCode.SessionNotFound, 'Session not found: this endpoint serves without sessions; send initialize again and no Mcp-Session-Id');
  if (sessionId) {
    if (method === 'GET') return { kind: 'stream', sessionId, lastEventId: inbound.header('last-event-id') };
    return method === 'DELETE' ? { kind: 'delete', sessionId } : { kind: 'session-post', sessionId };
  }
  if (method === 'POST' && endpoint.sessionless) return classifySessionless(versionHeader, endpoint.registry);
  if (method === 'POST' && isInitialize(body)) return { kind: 'open-session' };
  if (method === 'POST' && Array.isArray(body)) return refuse(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a batch cannot open a session; send initialize on its own first');
  return refuse(400, RpcErrorCode.HttpError, 'Bad Request: Mcp-Session-Id header is required (send initialize first)');
}

/**
 * Decides, once per HTTP request, where it goes: a 2026-07-28 exchange (its envelope read and checked against its
 * headers here), a session's POST, GET stream or DELETE, an initialize that opens a session, a sessionless POST, or
 * the refusal with its status and error. Every message of a POST body passes the message gate here, once; the
 * verdicts travel with the route. Pure: reads nothing but its arguments, never throws.
 * @example classifyHttp({ method: 'POST', header: (n) => request.headers.get(n), body }, endpoint).route.kind // 'exchange'
 */
export function classifyHttp(inbound: HttpInbound, endpoint: HttpEndpoint): HttpClassification {
  const { body } = inbound;
  const messages = inbound.method !== 'POST' ? [] : verdictsOf(body);
  return { route: routeOf(inbound, messages, endpoint), messages };
}
