import type { ToolDescriptor } from '../../../../model/tool-descriptor.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { EngineCore, ResolvedTarget } from '../../../contracts/method-call.js';
import type { StatelessRequest } from '../../../era/classify-http.js';
import { statelessRevisions } from '../../../era/envelope.js';
import { httpError } from '../wire/http-errors.js';
import type { HttpAnswer } from '../wire/http-answer.js';
import type { RequestView } from '../wire/request-view.js';
import { PostedCall } from './posted-call.js';
import { oneShotExchange } from './one-shot-exchange.js';
import { paramHeaderProblem } from './param-headers.js';

/**
 * Serves one 2026-07-28 request the route decision checked (message gate, envelope, version, method and name
 * headers): an unknown method is 404/-32601, `Mcp-Param-*` headers that disagree with a tool's arguments are
 * 400/-32020, then one exchange with the engine (JSON, or SSE once a notification precedes the result). The
 * method's handler is taken from the table once, and the member `target` the entry found (to decide access) is
 * handed on, so neither is looked up again.
 */
export function statelessExchange(core: EngineCore, request: RequestView, exchange: StatelessRequest, target: ResolvedTarget | undefined): Promise<HttpAnswer> | HttpAnswer {
  const { id, method, params } = exchange;
  const handler = core.methods.stateless.get(method);
  if (!handler) return httpError(404, RpcErrorCode.MethodNotFound, `Method not found: ${method} is not part of ${statelessRevisions(core.registry).join(', ')}`, {}, id);
  if (method === 'tools/call') {
    const problem = paramHeaderProblem(target?.member as ToolDescriptor | undefined, request, params);
    if (problem) return httpError(400, RpcErrorCode.HeaderMismatch, `Header mismatch: ${problem}`, {}, id);
  }
  return oneShotExchange(core, new PostedCall(id, method, params, exchange.envelope, true, request, handler, target));
}
