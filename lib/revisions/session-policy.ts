import { RpcErrorCode } from '../vocabulary/rpc-error-codes.js';
import type { ClientRequestKinds, SessionPolicy } from './era-policy.js';
import { describeIssues, invalidArgumentsPrefix } from './revision-adapter.js';
import type { WireObject } from './wire-types.js';

/** How one initialize-era revision behaves beyond its wire. */
export interface SessionPolicyFlags {
  /** Invalid tool arguments come back as an `isError` result (2025-11-25) instead of a -32602 error. */
  readonly invalidArgumentsAsToolError: boolean;
  /** `elicitation/create` exists (2025-06-18). */
  readonly elicitation: boolean;
  /** JSON-RPC batches are accepted (2025-03-26 only). */
  readonly batches: boolean;
  /** The experimental core tasks exist: `tasks/*`, `params.task`, `capabilities.tasks` (2025-11-25); default false. */
  readonly coreTasks?: boolean;
}

/**
 * The policy of an initialize-era revision: results go out as they are, the server asks the client directly.
 * @example sessionPolicy({ invalidArgumentsAsToolError: true, elicitation: true, batches: false })
 */
export function sessionPolicy(flags: SessionPolicyFlags): SessionPolicy {
  const clientRequests: ClientRequestKinds = { elicitation: flags.elicitation, sampling: true, roots: true };
  return {
    era: 'session',
    resourceNotFound: RpcErrorCode.ResourceNotFound,
    clientRequests,
    batches: flags.batches,
    coreTasks: flags.coreTasks === true,
    invalidArguments(toolName, issues) {
      const text = `${invalidArgumentsPrefix(toolName)}${describeIssues(issues)}`;
      if (flags.invalidArgumentsAsToolError) return { result: { content: [{ type: 'text', text }], isError: true } };
      return { error: { code: RpcErrorCode.InvalidParams, message: text, data: { issues: issues.map((i) => ({ path: i.path, message: i.message })) } } };
    },
    initializeResult(wire, identity, features, instructions) {
      const out: WireObject = { capabilities: wire.encodeCapabilities(features), serverInfo: wire.encodeServerInfo(identity) };
      if (instructions !== undefined) out.instructions = instructions;
      return out;
    },
  };
}
