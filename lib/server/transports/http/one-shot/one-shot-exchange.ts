import type { RequestHeaders } from '../../../../model/handler-context.js';
import type { Principal } from '../../../../model/principal.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { ClientRequestError } from '../../../../errors/client-request.error.js';
import { RequestAbortedError } from '../../../../errors/request-aborted.error.js';
import type { InputBroker } from '../../../client-input/input-broker.js';
import type { EngineCore, ExchangePort, MethodHandler, ResolvedTarget } from '../../../contracts/method-call.js';
import type { RequestEra } from '../../../era/classify-inbound.js';
import { openInputs } from '../../../engine/open-inputs.js';
import { respond, serveRequest } from '../../../engine/serve-request.js';
import type { JsonRpcMessage, RequestId, RequestParams } from '../../../protocol/json-rpc.js';
import { ownProperty } from '../../../protocol/own-property.js';
import { isRequestId } from '../../../protocol/message-gate.js';
import { jsonAnswer, type HttpAnswer } from '../wire/http-answer.js';

/** How often an open SSE answer gets a comment line, so proxies keep it open; 15 s. */
const KEEP_ALIVE_MS = 15_000;

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } as const;

/** One request to serve over one HTTP exchange, its era already decided. */
export interface OneShotRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params: RequestParams;
  readonly era: RequestEra;
  /** True on the stateless era: client input comes in rounds. */
  readonly stateless: boolean;
  /** Aborted when the client goes away. */
  readonly signal: AbortSignal;
  readonly headers?: RequestHeaders;
  /** The verified caller and the peer's address, when the entry knows them. */
  readonly principal?: Principal;
  readonly remoteAddress?: string;
  /** The method's handler, when the caller already took it from the table. */
  readonly handler?: MethodHandler;
  /** The member the entry found for the request (to decide its access), handed on so it is not looked up again. */
  readonly target?: ResolvedTarget;
}

/** The HTTP status of an answer: 400 for a missing client capability (the spec's -32021), 429 over a rate limit, else 200. */
function statusOf(answer: JsonRpcMessage): number {
  const code = answer.error?.code;
  return code === RpcErrorCode.MissingRequiredClientCapability ? 400 : code === RpcErrorCode.RateLimited ? 429 : 200;
}

/** The headers of a JSON answer: `Retry-After` (whole seconds) on a rate-limited one. */
/** The Retry-After header of a rate-limited answer, in whole seconds. */
function retryAfterOf(answer: JsonRpcMessage): Record<string, string> {
  const ms = ownProperty(answer.error?.data, 'retryAfterMs');
  return { 'retry-after': String(Math.max(1, Math.ceil((typeof ms === 'number' ? ms : 1000) / 1000))) };
}

/**
 * Serves one request as one HTTP exchange, without a transport or a connection: the answer is plain JSON,
 * unless a notification (progress, a log line, a listen event) comes first, in which case the response turns
 * into an SSE stream that ends with the answer. A client that goes away aborts the request.
 */
export function oneShotExchange(core: EngineCore, request: OneShotRequest): Promise<HttpAnswer> {
  const controller = new AbortController();
  const onGone = (): void => controller.abort(new RequestAbortedError('client-gone', 'the client closed the HTTP exchange'));
  if (request.signal.aborted) onGone();
  else request.signal.addEventListener('abort', onGone, { once: true });
  const encoder = new TextEncoder();
  let done = false;
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let settle: (answer: HttpAnswer) => void = () => undefined;
  const response = new Promise<HttpAnswer>((resolve) => (settle = resolve));
  const frame = (text: string): void => {
    try {
      stream?.enqueue(encoder.encode(text));
    } catch {
      // the stream was cancelled: the client is gone
    }
  };
  const streaming = (): void => {
    if (stream) return;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => void (stream = c),
      cancel: () => onGone(),
    });
    keepAlive = setInterval(() => frame(': keepalive\n\n'), KEEP_ALIVE_MS);
    keepAlive.unref();
    settle(new Response(body, { status: 200, headers: SSE_HEADERS }));
  };
  let inputs: InputBroker | undefined | null = request.stateless ? null : undefined;
  const exchange: ExchangePort = {
    signal: controller.signal,
    abort: (reason) => controller.abort(reason),
    isDone: () => done,
    notify: (method, params) => {
      if (done || controller.signal.aborted) return;
      streaming();
      frame(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', method, params })}\n\n`);
    },
    // One exchange has no way back to the client for a request of the server's own.
    ask: (method) => Promise.reject(new ClientRequestError(method, `${method} cannot be sent on a one-shot HTTP exchange`)),
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.principal ? { principal: request.principal } : {}),
    ...(request.remoteAddress !== undefined ? { remoteAddress: request.remoteAddress } : {}),
    get inputs() {
      if (inputs === null) inputs = openInputs(core, request.method, request.params, request.principal);
      return inputs;
    },
  };
  const token = ownProperty(ownProperty(request.params, '_meta'), 'progressToken');
  const info = { id: request.id, method: request.method, params: request.params, ...(isRequestId(token) ? { progressToken: token } : {}), ...(request.target ? { target: request.target } : {}) };
  void respond(core, request.id, request.method, serveRequest(core, info, request.era, exchange, undefined, request.handler)).then((answer) => {
    done = true;
    request.signal.removeEventListener('abort', onGone);
    clearInterval(keepAlive);
    if (!stream) {
      settle(answer.error?.code === RpcErrorCode.RateLimited ? jsonAnswer(statusOf(answer), answer, retryAfterOf(answer)) : jsonAnswer(statusOf(answer), answer));
      return;
    }
    frame(`event: message\ndata: ${JSON.stringify(answer)}\n\n`);
    try {
      stream.close();
    } catch {
      // already cancelled
    }
  });
  return response;
}

