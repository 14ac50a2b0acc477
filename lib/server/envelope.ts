import type { ClientDescription, LogLevel } from '../model/handler-context.js';
import type { RevisionAdapter } from '../revisions/revision-adapter.js';
import type { AdapterRegistry } from './adapter-registry.js';
import { ErrorCode } from './json-rpc.js';
import { LOG_LEVELS } from './log-levels.js';
import { ownProperty } from './own-property.js';
import { ProtocolError } from './protocol-error.js';
import type { RequestParams } from './request-call.js';

/** The `_meta` keys of the 2026-07-28 per-request envelope. */
export const META = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  logLevel: 'io.modelcontextprotocol/logLevel',
  subscriptionId: 'io.modelcontextprotocol/subscriptionId',
} as const;

/** Error code of an unsupported protocol version in a 2026-07-28 envelope. */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;
/** Error code of a request that needs a client capability it did not declare. */
export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
/** Error code of HTTP headers that disagree with the body. */
export const HEADER_MISMATCH = -32020;

/** What a valid envelope says about one request. */
export interface Envelope {
  readonly adapter: RevisionAdapter;
  readonly client: ClientDescription;
  /** Log notifications are sent only when the request asked for a level. */
  readonly logLevel?: LogLevel;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** True when a request carries (part of) the 2026-07-28 envelope: a protocol version or client capabilities in `params._meta`. */
export function hasEnvelope(params: RequestParams | Record<string, unknown> | undefined): boolean {
  const meta = ownProperty(params, '_meta');
  return isObject(meta) && (Object.hasOwn(meta, META.protocolVersion) || Object.hasOwn(meta, META.clientCapabilities));
}

/** The stateless revisions a registry speaks, newest first. */
export function statelessRevisions(registry: AdapterRegistry): string[] {
  return registry.supported.filter((r) => registry.exact(r)?.era === 'stateless');
}

/** Checks that the envelope's required keys are there (-32602 naming the missing one) and returns them. */
export function envelopeKeys(params: RequestParams | Record<string, unknown> | undefined): { readonly meta: Record<string, unknown>; readonly requested: string; readonly capabilities: Record<string, unknown> } {
  const meta = ownProperty(params, '_meta');
  if (!isObject(meta)) {
    throw new ProtocolError(ErrorCode.InvalidParams, `Missing params._meta: every 2026-07-28 request carries "${META.protocolVersion}" and "${META.clientCapabilities}" there`);
  }
  const requested = ownProperty(meta, META.protocolVersion);
  if (typeof requested !== 'string') throw new ProtocolError(ErrorCode.InvalidParams, `Missing params._meta["${META.protocolVersion}"]: name the protocol revision of this request`);
  const capabilities = ownProperty(meta, META.clientCapabilities);
  if (!isObject(capabilities)) throw new ProtocolError(ErrorCode.InvalidParams, `Missing params._meta["${META.clientCapabilities}"]: send the client's capabilities ({} for none)`);
  return { meta, requested, capabilities };
}

/**
 * Reads and checks a request's envelope: -32602 naming a missing key, -32022 (with `supported` and
 * `requested`) for a version this server does not speak statelessly.
 */
export function readEnvelope(params: RequestParams | Record<string, unknown> | undefined, registry: AdapterRegistry): Envelope {
  const { meta, requested, capabilities } = envelopeKeys(params);
  const adapter = registry.exact(requested);
  if (!adapter || adapter.era !== 'stateless') {
    const supported = statelessRevisions(registry);
    throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, `Unsupported protocol version ${requested}; this server supports ${supported.join(', ')}`, { supported, requested });
  }
  const level = ownProperty(meta, META.logLevel);
  if (level !== undefined && (typeof level !== 'string' || !LOG_LEVELS.includes(level as LogLevel))) {
    throw new ProtocolError(ErrorCode.InvalidParams, `Invalid params._meta["${META.logLevel}"] ${JSON.stringify(level)}; use one of ${LOG_LEVELS.join(', ')}`);
  }
  const info = ownProperty(meta, META.clientInfo);
  return {
    adapter,
    client: { capabilities: capabilities as ClientDescription['capabilities'], ...(isObject(info) && typeof info.name === 'string' ? { info: info as ClientDescription['info'] } : {}) },
    ...(level !== undefined ? { logLevel: level as LogLevel } : {}),
  };
}
