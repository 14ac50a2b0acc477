import type { RevisionAdapter } from '../../../../revisions/revision-adapter.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import type { RequestTerms } from '../../../era/classify-inbound.js';
import { initialize } from '../../../engine/initialize.js';
import { answerOnly } from '../../../engine/one-shot.js';
import { errorResponse, type JsonRpcMessage, type RequestId } from '../../../protocol/json-rpc.js';
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
export function sessionlessPost(core: EngineCore, request: RequestView, body: unknown, adapter: RevisionAdapter | undefined, messages: readonly GateVerdict[]): HttpAnswer | Promise<HttpAnswer> {
  const single = Array.isArray(body) ? undefined : messages[0];
  const opening = single?.kind === 'request' && single.message.method === 'initialize';
  const problem = postedMessageProblem(body, opening ? undefined : adapter, messages);
  if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
  if (!adapter) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: this server speaks no session revision');
  const terms: RequestTerms = { adapter, client: { capabilities: {} }, logLevel: core.settings.defaultLogLevel };
  if (Array.isArray(body)) return batchAnswer(core, request, messages, terms);
  if (single?.kind !== 'request') return emptyAnswer(202);
  const { id, method } = single.message;
  const params = single.message.params ?? {};
  if (method === 'initialize') return jsonAnswer(200, initialized(core, single.message));
  // Not an async function: a call answered synchronously is answered without a promise.
  return oneShotExchange(core, new PostedCall(id, method, params, terms, false, request));
}

/** The answer of an initialize: it negotiates a revision and opens nothing. */
function initialized(core: EngineCore, message: JsonRpcMessage & { readonly id: RequestId }): JsonRpcMessage {
  const answer = initialize(core, message.params ?? {}, undefined);
  return 'error' in answer ? errorResponse(message.id, answer.error.code, answer.error.message, answer.error.data) : { jsonrpc: '2.0', id: message.id, result: answer.result };
}

/** A batch (2025-03-26): one answer per request, in one array; 202 when it held only notifications and responses. */
async function batchAnswer(core: EngineCore, request: RequestView, messages: readonly GateVerdict[], terms: RequestTerms): Promise<HttpAnswer> {
  // The gate's verdicts came with the route: each message is served from its own, not inspected again.
  const one = async (verdict: GateVerdict): Promise<JsonRpcMessage | undefined> => {
    if (verdict.kind !== 'request') return undefined;
    const { id, method } = verdict.message;
    if (method === 'initialize') return initialized(core, verdict.message);
    return answerOnly(core, new PostedCall(id, method, verdict.message.params ?? {}, terms, false, request), 'a sessionless POST');
  };
  const answers = (await Promise.all(messages.map(one))).filter((m): m is JsonRpcMessage => m !== undefined);
  return answers.length === 0 ? emptyAnswer(202) : jsonAnswer(200, answers);
}
