import { statelessPolicy } from '../../revisions/stateless-policy.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { RequestRoles } from '../contracts/exchange.js';
import type { EngineCore, HeadStart, MethodCall, MethodHandler, RequestInfo, ResolvedTarget, SessionPort } from '../contracts/method-call.js';
import type { RequestTerms } from '../era/classify-inbound.js';
import { errorResponse, type JsonRpcMessage, type RequestId, type RequestParams } from '../protocol/json-rpc.js';
import { isRequestId } from '../protocol/message-gate.js';
import { ownProperty } from '../protocol/own-property.js';
import { plainJsonProblem } from '../protocol/plain-json.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/**
 * Serves one request whose era was decided: the method from its era's table (a `Map`), its result stamped
 * by the revision's policy. Throws ProtocolError for a method the era does not have. `found` is the method's handler
 * when the transport already took it from the table (the HTTP entry answers an unknown method 404 first). Answers
 * synchronously when the method did (a tool that needed no waiting), else with a promise; a failure is thrown or
 * rejected alike.
 */
export function serveRequest(server: EngineCore, request: RequestInfo, terms: RequestTerms, roles: RequestRoles, session: SessionPort | undefined, found?: MethodHandler): WireObject | Promise<WireObject> {
  const policy = terms.adapter.policy;
  const handler = found ?? (policy.era === 'stateless' ? server.methods.stateless : server.methods.session).get(request.method);
  // Built without a spread, and with one shape whether or not there is a session: this runs on every request.
  const call: { -readonly [K in keyof MethodCall]: MethodCall[K] } = { request, terms, exchange: roles.exchange, caller: roles.caller, input: roles.input, run: roles.run, server };
  if (session) call.session = session;
  const serve: MethodHandler = handler ?? (() => {
    throw new ProtocolError(RpcErrorCode.MethodNotFound, policy.era === 'stateless' ? `Method not found: ${request.method} is not part of ${terms.adapter.revision}` : `Method not found: ${request.method}`);
  });
  // Spans and request log lines, when configured; nothing is done per request otherwise.
  const result = server.observer ? server.observer.observe(call, serve) : serve(call);
  return result instanceof Promise ? result.then((r) => finished(server, request.method, terms, r)) : finished(server, request.method, terms, result);
}

function finished(server: EngineCore, method: string, terms: RequestTerms, result: WireObject): WireObject {
  const policy = terms.adapter.policy;
  // A result kind beyond complete and input_required must be one an extension registered (`task`…).
  const kind = result.resultType;
  if (kind !== undefined && !(typeof kind === 'string' && server.extensions.resultKinds.has(kind))) {
    throw new ProtocolError(RpcErrorCode.InternalError, `Internal error: ${method} answered with resultType ${JSON.stringify(kind)}, which no extension of this server registered`);
  }
  return policy.era === 'stateless' ? policy.stampResult(method, result, { identity: server.identity, cache: server.settings.cache }) : result;
}

/**
 * The response to a request whose method gave `result` without the pipeline (the direct lane): the result as the
 * pipeline finishes and answers it, or the error it would answer instead. `plain` says the result is plain JSON data by
 * construction (the framework's encoder over a handler's string): it is not walked again.
 */
export function answerResult(server: EngineCore, id: RequestId, method: string, terms: RequestTerms, result: WireObject, plain: boolean): JsonRpcMessage {
  let finishedResult: WireObject;
  try {
    finishedResult = finished(server, method, terms, result);
  } catch (error) {
    return failed(server, id, method, error);
  }
  // The stamp of a stateless result is checked once, when the server is made (engine-core.ts, verifyStamps); a policy
  // of another adapter's making might stamp anything, so its results are walked.
  const policy = terms.adapter.policy;
  return plain && (policy.era === 'session' || policy === statelessPolicy) ? { jsonrpc: '2.0', id, result: finishedResult } : answered(server, id, method, finishedResult);
}

/**
 * The response of a request from what its method gave: its result when it is plain JSON data, its protocol error, or a
 * generic -32603 (the detail goes to the diagnostics, never the wire). The encoding boundary: nothing else reaches a
 * transport. The response is synchronous when the result was.
 */
function settle(server: EngineCore, id: RequestId, method: string, result: WireObject | Promise<WireObject>): JsonRpcMessage | Promise<JsonRpcMessage> {
  return result instanceof Promise ? result.then((r) => answered(server, id, method, r), (error: unknown) => failed(server, id, method, error)) : answered(server, id, method, result);
}

function answered(server: EngineCore, id: RequestId, method: string, result: WireObject): JsonRpcMessage {
  const problem = plainJsonProblem(result);
  if (problem === undefined) return { jsonrpc: '2.0', id, result };
  server.diagnostics.error(`${method} produced a result that is not plain JSON data (${problem}); answered -32603 instead`);
  return errorResponse(id, RpcErrorCode.InternalError, `Internal error while handling ${method}`);
}

/** The response to a request whose serving failed: its protocol error, else a generic -32603 (the detail goes to the diagnostics). */
export function failed(server: EngineCore, id: RequestId, method: string, error: unknown): JsonRpcMessage {
  if (error instanceof ProtocolError) return errorResponse(id, error.rpcCode, error.message, error.data);
  server.diagnostics.error(`${method} failed`, error);
  return errorResponse(id, RpcErrorCode.InternalError, `Internal error while handling ${method}`);
}

/** One request as a transport hands it over: what came in, before its progress token is read. */
export interface IncomingRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params: RequestParams;
  /** The method's handler, when the transport already took it from the table. */
  readonly handler?: MethodHandler;
  /** The member the transport found for the request (to decide its access), handed on so it is not looked up again. */
  readonly target?: ResolvedTarget;
  /** What the direct lane began on the request before handing it over. */
  readonly headStart?: HeadStart;
}

/**
 * Serves one request on any transport, its era decided and its roles provided: reads its progress token, serves it
 * and answers it ({@link settle}). The one way a transport hands a request to the engine.
 */
export function serveOne(server: EngineCore, incoming: IncomingRequest, terms: RequestTerms, roles: RequestRoles, session?: SessionPort): Promise<JsonRpcMessage> {
  return Promise.resolve(answerOne(server, incoming, terms, roles, session));
}

/**
 * {@link serveOne}, answering synchronously when nothing had to wait (a plain tool call): what a connection uses, so
 * such a call costs no chain of promises. Never throws.
 */
export function answerOne(server: EngineCore, incoming: IncomingRequest, terms: RequestTerms, roles: RequestRoles, session?: SessionPort): JsonRpcMessage | Promise<JsonRpcMessage> {
  const { id, method, params, target } = incoming;
  const token = ownProperty(ownProperty(params, '_meta'), 'progressToken');
  // One literal per case (not properties added later): this runs on every request.
  let request: RequestInfo = target === undefined
    ? (isRequestId(token) ? { id, method, params, progressToken: token } : { id, method, params })
    : (isRequestId(token) ? { id, method, params, progressToken: token, target } : { id, method, params, target });
  // Only a call the direct lane began carries a head start: never on the way of any other request.
  if (incoming.headStart !== undefined) request = { ...request, headStart: incoming.headStart };
  // Whatever serving throws is answered too (no closure per request: this runs on every request).
  let result: WireObject | Promise<WireObject>;
  try {
    result = serveRequest(server, request, terms, roles, session, incoming.handler);
  } catch (error) {
    return failed(server, id, method, error);
  }
  return settle(server, id, method, result);
}
