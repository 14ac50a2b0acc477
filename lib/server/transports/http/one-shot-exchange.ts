import type { RequestHeaders } from '../../../model/handler-context.js';
import type { Principal } from '../../../model/principal.js';
import { RpcErrorCode } from '../../../vocabulary/rpc-error-codes.js';
import type { JsonValue } from '../../../vocabulary/json-value.js';
import { RequestAbortedError } from '../../../errors/request-aborted.error.js';
import type { Caller, ClientInput, Exchange, RequestRoles, RunControl } from '../../contracts/exchange.js';
import type { EngineCore } from '../../contracts/method-call.js';
import type { RequestEra } from '../../era/classify-inbound.js';
import { InputRounds, noWayBack } from '../../engine/open-inputs.js';
import { serveOne } from '../../engine/serve-request.js';
import type { JsonRpcMessage, RequestId, RequestParams } from '../../protocol/json-rpc.js';
import { ownProperty } from '../../protocol/own-property.js';
import { jsonAnswer, type HttpAnswer } from './http-answer.js';

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
 * One request on one HTTP exchange, in the four roles of contracts/exchange.ts: its notifications go to `stream` when
 * the exchange can carry them (dropped otherwise), it knows its caller, takes client input in rounds on the stateless
 * era (nothing can reach the client mid-request otherwise), and is cancelled when the client goes away.
 */
export class OneShot implements Exchange, Caller, RunControl, RequestRoles {
  private readonly controller = new AbortController();
  private done = false;
  readonly input: ClientInput;
  readonly headers?: RequestHeaders;
  readonly principal?: Principal;
  readonly remoteAddress?: string;

  constructor(core: EngineCore, private readonly request: OneShotRequest, private readonly stream: ((message: JsonRpcMessage) => void) | undefined, where: string) {
    if (request.headers) this.headers = request.headers;
    if (request.principal) this.principal = request.principal;
    if (request.remoteAddress !== undefined) this.remoteAddress = request.remoteAddress;
    const refuse = noWayBack(where);
    this.input = request.stateless ? new InputRounds(core, request.method, request.params, request.principal, refuse) : { ask: refuse };
    if (request.signal.aborted) this.gone();
    else request.signal.addEventListener('abort', this.gone, { once: true });
  }

  /** The client closed the HTTP exchange. */
  readonly gone = (): void => this.abort(new RequestAbortedError('client-gone', 'the client closed the HTTP exchange'));

  get exchange(): Exchange {
    return this;
  }

  get caller(): Caller {
    return this;
  }

  get run(): RunControl {
    return this;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  abort(reason: Error): void {
    this.controller.abort(reason);
  }

  isDone(): boolean {
    return this.done;
  }

  notify(method: string, params: { [key: string]: JsonValue }): void {
    if (this.done || this.controller.signal.aborted || !this.stream) return;
    this.stream({ jsonrpc: '2.0', method, params });
  }

  /** The answer went out: later notifications are dropped, and the client going away no longer matters. */
  finish(): void {
    this.done = true;
    this.request.signal.removeEventListener('abort', this.gone);
  }
}

/** Serves one request of a POST that has no way to stream (a sessionless batch): its answer, notifications dropped. */
export async function answerOnly(core: EngineCore, request: OneShotRequest, where: string): Promise<JsonRpcMessage> {
  const one = new OneShot(core, request, undefined, where);
  try {
    return await serveOne(core, request, request.era, one);
  } finally {
    one.finish();
  }
}

/**
 * Serves one request as one HTTP exchange, without a transport or a connection: the answer is plain JSON,
 * unless a notification (progress, a log line, a listen event) comes first, in which case the response turns
 * into an SSE stream that ends with the answer. A client that goes away aborts the request.
 */
export function oneShotExchange(core: EngineCore, request: OneShotRequest): Promise<HttpAnswer> {
  const encoder = new TextEncoder();
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
  const one: OneShot = new OneShot(core, request, (message) => {
    if (!stream) {
      const body = new ReadableStream<Uint8Array>({
        start: (c) => void (stream = c),
        cancel: () => one.gone(),
      });
      keepAlive = setInterval(() => frame(': keepalive\n\n'), KEEP_ALIVE_MS);
      keepAlive.unref();
      settle(new Response(body, { status: 200, headers: SSE_HEADERS }));
    }
    frame(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }, 'a one-shot HTTP exchange');
  void serveOne(core, request, request.era, one).then((answer) => {
    one.finish();
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
