import type { RevisionAdapter } from '../../../../revisions/revision-adapter.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import type { RequestTerms } from '../../../era/classify-inbound.js';
import { initialize } from '../../../engine/initialize.js';
import { answerOnly } from '../../../engine/one-shot.js';
import { errorResponse, type JsonRpcMessage } from '../../../protocol/json-rpc.js';
import type { GateVerdict } from '../../../protocol/message-gate.js';
import { httpError } from '../wire/http-errors.js';
import { emptyAnswer, jsonAnswer, type HttpAnswer } from '../wire/http-answer.js';
import type { RequestView } from '../wire/request-view.js';
import { PostedCall } from './posted-call.js';
import { oneShotExchange } from './one-shot-exchange.js';
import { postedMessageProblem } from '../wire/posted-messages.js';


/**
 * `sessionless: true` for the session revisions: every POST stands alone, at the revision the route decision read from
 * its `MCP-Protocol-Version` (`adapter`: 2025-03-26 without one, as the spec says), its messages already through the
 * gate (`messages`). An initialize is answered and opens nothing; no server-to-client requests, no GET stream.
 * Batches where that revision has them (2025-03-26).
 */
export async function sessionlessPost(core: EngineCore, request: RequestView, body: unknown, adapter: RevisionAdapter | undefined, messages: readonly GateVerdict[]): Promise<HttpAnswer> {
  const single = Array.isArray(body) ? undefined : messages[0];
  const opening = single?.kind === 'request' && single.message.method === 'initialize';
  const problem = postedMessageProblem(body, opening ? undefined : adapter, messages);
  if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
  if (!adapter) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: this server speaks no session revision');
  const terms: RequestTerms = { adapter, client: { capabilities: {} }, logLevel: core.settings.defaultLogLevel };
  // The gate's verdicts came with the route: each message is served from its own, not inspected again.
  const one = async (verdict: GateVerdict): Promise<JsonRpcMessage | undefined> => {
    if (verdict.kind !== 'request') return undefined;
    const { id, method } = verdict.message;
    const params = verdict.message.params ?? {};
    if (method === 'initialize') {
      const answer = initialize(core, params, undefined);
      return 'error' in answer ? errorResponse(id, answer.error.code, answer.error.message, answer.error.data) : { jsonrpc: '2.0', id, result: answer.result };
    }
    return answerOnly(core, new PostedCall(id, method, params, terms, false, request), 'a sessionless POST');
  };
  if (Array.isArray(body)) {
    const answers = (await Promise.all(messages.map(one))).filter((m): m is JsonRpcMessage => m !== undefined);
    return answers.length === 0 ? emptyAnswer(202) : jsonAnswer(200, answers);
  }
  if (single?.kind !== 'request') return emptyAnswer(202);
  const { id, method } = single.message;
  const params = single.message.params ?? {};
  if (method === 'initialize') return jsonAnswer(200, await one(single));
  return oneShotExchange(core, new PostedCall(id, method, params, terms, false, request));
}
