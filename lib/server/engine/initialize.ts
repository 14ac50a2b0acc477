import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ClientDescription } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { WireError, WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { EngineCore } from '../contracts/method-call.js';
import { statelessRevisions, unsupportedVersion } from '../era/envelope.js';
import type { RequestParams } from '../protocol/json-rpc.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';

/** What initialize settles: the negotiated revision, the client, and the result; or the error to answer. */
export type InitializeAnswer =
  | { readonly adapter: RevisionAdapter; readonly client: ClientDescription; readonly result: WireObject }
  | { readonly error: WireError };

/**
 * Version negotiation of the initialize era: the requested revision when it is a session revision this
 * server speaks, else the newest one; -32600 for a second initialize; -32022 when the server speaks only
 * stateless revisions.
 */
export function initialize(core: EngineCore, params: RequestParams, already: RevisionAdapter | undefined): InitializeAnswer {
  if (already) return { error: { code: RpcErrorCode.InvalidRequest, message: 'initialize was already received on this connection' } };
  const requested = ownProperty(params, 'protocolVersion');
  const adapter = core.registry.negotiate(requested);
  if (!adapter || adapter.policy.era !== 'session') {
    const supported = statelessRevisions(core.registry);
    return { error: unsupportedVersion(core.registry, String(requested ?? ''), `This server speaks only ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`) };
  }
  const info = ownProperty(params, 'clientInfo');
  const capabilities = ownProperty(params, 'capabilities');
  const client: ClientDescription = {
    ...(isJsonObject(info) && typeof ownProperty(info, 'name') === 'string' ? { info: info as ClientDescription['info'] } : {}),
    capabilities: isJsonObject(capabilities) ? capabilities : {},
  };
  const result: WireObject = { protocolVersion: adapter.revision, ...adapter.policy.initializeResult(adapter.wire, core.identity, core.features(), core.instructions) };
  // Extensions with a core form on this revision (2025-11-25 tasks) add their capabilities.
  for (const extension of core.extensions.list) {
    const extra = extension.sessionCapabilities?.(adapter);
    if (!extra || result.capabilities === null || typeof result.capabilities !== 'object' || Array.isArray(result.capabilities)) continue;
    const capabilities = result.capabilities as { [key: string]: JsonValue };
    // `extensions` is shared by the extensions that advertise under it on a session revision (Apps): merged one level deep.
    const merged = isJsonObject(capabilities.extensions) && isJsonObject(extra.extensions) ? { extensions: { ...capabilities.extensions, ...extra.extensions } } : {};
    Object.assign(capabilities, extra, merged);
  }
  return { adapter, client, result };
}
