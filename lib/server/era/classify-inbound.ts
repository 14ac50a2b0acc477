import type { ClientDescription } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { WireError } from '../../revisions/wire-types.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { ownProperty } from '../protocol/own-property.js';
import type { AdapterRegistry } from './adapter-registry.js';
import { hasEnvelope, readEnvelope, statelessRevisions, unsupportedVersion } from './envelope.js';

/**
 * The terms a request is served on: its revision, its client and the log level, handed down with every request by
 * the era decision. (The era itself is only ever `'session'` or `'stateless'`: `adapter.policy.era`.)
 */
export interface RequestTerms {
  readonly adapter: RevisionAdapter;
  readonly client: ClientDescription;
  /** The level log notifications start at; undefined sends none. */
  readonly logLevel?: LogLevel;
}

/** What a connection knows before a request: its era once decided, and the terms initialize negotiated. */
export interface ConnectionTerms {
  readonly era?: 'session' | 'stateless';
  /** The revision initialize negotiated (session era). */
  readonly negotiated?: RevisionAdapter;
  readonly client: ClientDescription;
  readonly logLevel: LogLevel;
}

/** The era decision for one inbound request. */
export type InboundDecision =
  /** `initialize`: opens the session era on this connection. */
  | { readonly kind: 'initialize' }
  /** Ready to serve; `pins` is true when this request decides the connection's era as stateless. */
  | { readonly kind: 'served'; readonly terms: RequestTerms; readonly stateless: boolean; readonly pins: boolean; readonly requested?: string }
  /** The spec's error for this request; `requested` is the version it named, when it named one. */
  | { readonly kind: 'refused'; readonly error: WireError; readonly requested?: string };

/**
 * Decides, once per request, which era and revision serve it: the connection's negotiated revision on the
 * session era; the envelope's revision on 2026-07-28 (a request with the envelope, or server/discover, on a
 * connection that has not initialized). Returns the spec's error instead of throwing: -32600 before initialize,
 * -32602 for a broken envelope, -32022 for a version not spoken.
 * @example classifyInbound('tools/list', params, { client, logLevel: 'debug' }, registry)
 */
export function classifyInbound(method: string, params: unknown, connection: ConnectionTerms, registry: AdapterRegistry): InboundDecision {
  if (method === 'initialize') {
    if (connection.era !== 'stateless') return { kind: 'initialize' };
    const supported = statelessRevisions(registry);
    return { kind: 'refused', error: unsupportedVersion(registry, String(ownProperty(params, 'protocolVersion') ?? ''), `This connection speaks ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`) };
  }
  if (connection.era === 'stateless' || (connection.era === undefined && (hasEnvelope(params) || method === 'server/discover'))) {
    const reading = readEnvelope(params, registry);
    if (!reading.ok) return { kind: 'refused', error: reading.error, ...(reading.requested !== undefined ? { requested: reading.requested } : {}) };
    return { kind: 'served', terms: reading.envelope, stateless: true, pins: method !== 'server/discover', requested: reading.requested };
  }
  const adapter = connection.negotiated ?? (method === 'ping' ? registry.latestSession() : undefined);
  // ping is allowed before initialize; everything else needs a negotiated revision.
  if (!adapter) return { kind: 'refused', error: { code: RpcErrorCode.InvalidRequest, message: `Server not initialized: send initialize before ${method}` } };
  return { kind: 'served', terms: { adapter, client: connection.client, logLevel: connection.logLevel }, stateless: false, pins: false };
}
