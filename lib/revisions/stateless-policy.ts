import type { JsonValue } from '../vocabulary/json-value.js';
import { RpcErrorCode } from '../vocabulary/rpc-error-codes.js';
import type { StatelessPolicy } from './era-policy.js';
import { describeIssues, invalidArgumentsPrefix } from './revision-adapter.js';
import type { ServerIdentity, WireObject } from './wire-types.js';

// A Map: the method name came off the wire.
const CACHEABLE: ReadonlyMap<string, 'discover' | 'lists' | 'reads'> = new Map([
  ['server/discover', 'discover'],
  ['tools/list', 'lists'],
  ['prompts/list', 'lists'],
  ['resources/list', 'lists'],
  ['resources/templates/list', 'lists'],
  ['resources/read', 'reads'],
]);

const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

// The `_meta` every result of a server carries (its serverInfo), built once per server and shared, frozen.
const stamps = new WeakMap<object, WireObject>();

function stampOf(identity: ServerIdentity): WireObject {
  let stamp = stamps.get(identity);
  if (!stamp) {
    stamp = Object.freeze({ [SERVER_INFO]: Object.freeze({ name: identity.name, version: identity.version }) }) as WireObject;
    stamps.set(identity, stamp);
  }
  return stamp;
}

/**
 * The policy of the stateless era (2026-07-28): `resultType` on every result, caching hints on discover,
 * lists and reads, serverInfo in result `_meta`, resource-not-found as -32602, invalid arguments as tool
 * errors, and client input through input-required results instead of server requests.
 * @example statelessPolicy.stampResult('tools/list', { tools: [] }, { identity, cache })
 */
export const statelessPolicy: StatelessPolicy = {
  era: 'stateless',
  resourceNotFound: RpcErrorCode.InvalidParams,
  clientRequests: { elicitation: true, sampling: true, roots: true },
  batches: false,

  invalidArguments(toolName, issues) {
    return { result: { content: [{ type: 'text', text: `${invalidArgumentsPrefix(toolName)}${describeIssues(issues)}` }], isError: true } };
  },

  stampResult(method, result, context): WireObject {
    // Results arrive freshly built for this request, so they are stamped in place.
    const out = result;
    out.resultType ??= 'complete';
    const kind = CACHEABLE.get(method);
    if (kind && out.resultType === 'complete') {
      out.ttlMs = context.cache[kind].ttlMs;
      out.cacheScope = context.cache[kind].cacheScope;
    }
    const meta = out._meta;
    const stamp = stampOf(context.identity);
    out._meta = meta !== undefined && meta !== null && typeof meta === 'object' && !Array.isArray(meta) ? { ...(meta as WireObject), [SERVER_INFO]: stamp[SERVER_INFO] } : stamp;
    return out;
  },

  resultMeta: stampOf,

  discoverResult(wire, identity, features, supportedVersions, instructions) {
    const out: WireObject = { supportedVersions: [...supportedVersions], capabilities: wire.encodeCapabilities(features) };
    if (instructions !== undefined) out.instructions = instructions;
    return out;
  },

  inputRequired(inputRequests, requestState) {
    return { resultType: 'input_required', inputRequests: JSON.parse(JSON.stringify(inputRequests)) as JsonValue, requestState };
  },
};
