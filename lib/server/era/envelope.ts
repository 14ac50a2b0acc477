import type { ClientDescription } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { WireError } from '../../revisions/wire-types.js';
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import type { AdapterRegistry } from './adapter-registry.js';

/** The `_meta` keys of the 2026-07-28 per-request envelope. */
export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  logLevel: 'io.modelcontextprotocol/logLevel',
  subscriptionId: 'io.modelcontextprotocol/subscriptionId',
} as const;

/** What a valid envelope says about one request. */
export interface Envelope {
  readonly adapter: RevisionAdapter;
  readonly client: ClientDescription;
  /** Log notifications are sent only when the request asked for a level. */
  readonly logLevel?: LogLevel;
}

/**
 * What reading an envelope gave: the envelope, or the spec's error. `requested` is the version the request
 * names whenever it names one, so the HTTP exchange can compare its header before telling "unsupported".
 */
export type EnvelopeReading =
  | { readonly ok: true; readonly envelope: Envelope; readonly requested: string }
  | { readonly ok: false; readonly error: WireError; readonly requested?: string };

/** True when a request carries (part of) the 2026-07-28 envelope: a protocol version or client capabilities in `params._meta`. */
export function hasEnvelope(params: unknown): boolean {
  const meta = ownProperty(params, '_meta');
  return isJsonObject(meta) && (Object.hasOwn(meta, META.protocolVersion) || Object.hasOwn(meta, META.clientCapabilities));
}

/** The stateless revisions a registry speaks, newest first. */
export function statelessRevisions(registry: AdapterRegistry): string[] {
  return registry.supported.filter((r) => registry.exact(r)?.policy.era === 'stateless');
}

/** The -32022 error naming the revisions this server speaks statelessly. */
export function unsupportedVersion(registry: AdapterRegistry, requested: string, message: string): WireError {
  const supported = statelessRevisions(registry);
  return { code: RpcErrorCode.UnsupportedProtocolVersion, message, data: { supported, requested } };
}

function invalid(message: string, requested?: string): EnvelopeReading {
  return { ok: false, error: { code: RpcErrorCode.InvalidParams, message }, ...(requested !== undefined ? { requested } : {}) };
}

/**
 * Reads and checks a request's envelope, in the spec's order: the required keys (-32602 naming the missing one),
 * then whether this server speaks the version statelessly (-32022 with `supported` and `requested`), then the
 * log level. Never throws.
 */
export function readEnvelope(params: unknown, registry: AdapterRegistry): EnvelopeReading {
  const meta = ownProperty(params, '_meta');
  if (!isJsonObject(meta)) return invalid(`Missing params._meta: every 2026-07-28 request carries "${META.protocolVersion}" and "${META.clientCapabilities}" there`);
  const requested = ownProperty(meta, META.protocolVersion);
  if (typeof requested !== 'string') return invalid(`Missing params._meta["${META.protocolVersion}"]: name the protocol revision of this request`);
  const capabilities = ownProperty(meta, META.clientCapabilities);
  if (!isJsonObject(capabilities)) return invalid(`Missing params._meta["${META.clientCapabilities}"]: send the client's capabilities ({} for none)`, requested);
  const adapter = registry.exact(requested);
  if (!adapter || adapter.policy.era !== 'stateless') {
    const supported = statelessRevisions(registry);
    return { ok: false, error: unsupportedVersion(registry, requested, `Unsupported protocol version ${requested}; this server supports ${supported.join(', ')}`), requested };
  }
  const level = ownProperty(meta, META.logLevel);
  if (level !== undefined && !isLogLevel(level)) return invalid(`Invalid params._meta["${META.logLevel}"] ${JSON.stringify(level)}; use one of ${LOG_LEVELS.join(', ')}`, requested);
  const info = ownProperty(meta, META.clientInfo);
  // Built without spreads: this runs on every 2026-07-28 request.
  const client: { capabilities: typeof capabilities; info?: ClientDescription['info'] } = { capabilities };
  if (isJsonObject(info) && typeof ownProperty(info, 'name') === 'string') client.info = info as ClientDescription['info'];
  const envelope: { adapter: RevisionAdapter; client: ClientDescription; logLevel?: LogLevel } = { adapter, client };
  if (level !== undefined) envelope.logLevel = level;
  return { ok: true, requested, envelope };
}
