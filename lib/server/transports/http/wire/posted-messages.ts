import type { RevisionAdapter } from '../../../../revisions/revision-adapter.js';
import { verdictsOf, type GateVerdict } from '../../../protocol/message-gate.js';

/** Why a POST body cannot be served (always a -32600 answer), with the id to echo when it could be read. */
export interface PostedProblem {
  readonly message: string;
  readonly id: string | number | null;
}

// The SDK's session transport reads ids with a schema of strings and whole numbers: a fractional id (which the gate
// accepts, as MCP does) would get its -32700 with a null id, so it is refused here, its id echoed.
const FRACTIONAL = 'Invalid Request: over HTTP, the session revisions take string or whole-number ids; use one (2026-07-28 and stdio take any number)';

function wholeOrString(id: unknown): boolean {
  return typeof id !== 'number' || Number.isInteger(id);
}

/**
 * Checks a session-era POST body before the SDK's transport sees it: one message of the JSON-RPC 2.0 and
 * MCP shape, or a non-empty batch of them where the session's revision has batches (2025-03-26), without
 * initialize inside. The same gate stdio uses, so both transports refuse the same messages with the same codes.
 * `messages` are the gate's verdicts on the body, when the route decision already has them.
 */
export function postedMessageProblem(body: unknown, adapter: RevisionAdapter | undefined, messages: readonly GateVerdict[] = verdictsOf(body)): PostedProblem | undefined {
  if (!Array.isArray(body)) {
    const verdict = messages[0]!;
    if (verdict.kind === 'invalid') return { message: verdict.message, id: verdict.id };
    return 'id' in verdict.message && !wholeOrString(verdict.message.id) ? { message: FRACTIONAL, id: verdict.message.id ?? null } : undefined;
  }
  if (body.length === 0) return { message: 'Invalid Request: an empty batch has nothing to serve', id: null };
  if (adapter?.policy.batches !== true) {
    const why = adapter ? `JSON-RPC batches are not part of protocol revision ${adapter.revision}` : 'a batch cannot open a session; send initialize on its own first';
    return { message: `Invalid Request: ${why}`, id: null };
  }
  for (let i = 0; i < body.length; i++) {
    const verdict = messages[i]!;
    if (verdict.kind === 'invalid') return { message: `Invalid Request: batch element #${i}: ${verdict.message.replace(/^Invalid Request: /, '')}`, id: null };
    if ('id' in verdict.message && !wholeOrString(verdict.message.id)) return { message: `Invalid Request: batch element #${i}: ${FRACTIONAL.replace(/^Invalid Request: /, '')}`, id: null };
    if (verdict.kind === 'request' && verdict.message.method === 'initialize') return { message: `Invalid Request: batch element #${i}: initialize cannot be part of a batch`, id: null };
  }
  return undefined;
}

/** The ids of the requests among a POST body's messages. */
export function requestIdsOf(messages: readonly GateVerdict[]): (string | number)[] {
  const ids: (string | number)[] = [];
  for (const verdict of messages) if (verdict.kind === 'request') ids.push(verdict.message.id);
  return ids;
}
