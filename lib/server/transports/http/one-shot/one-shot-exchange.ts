import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import { OneShot, type OneShotRequest } from '../../../engine/one-shot.js';
import { answerOne } from '../../../engine/serve-request.js';
import type { JsonRpcMessage } from '../../../protocol/json-rpc.js';
import { ownProperty } from '../../../protocol/own-property.js';
import { jsonAnswer, type HttpAnswer } from '../wire/http-answer.js';

/** How often an open SSE answer gets a comment line, so proxies keep it open; 15 s. */
const KEEP_ALIVE_MS = 15_000;

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } as const;

/** The HTTP status of an answer: 400 for a missing client capability (the spec's -32021), 429 over a rate limit, else 200. */
function statusOf(answer: JsonRpcMessage): number {
  const code = answer.error?.code;
  return code === RpcErrorCode.MissingRequiredClientCapability ? 400 : code === RpcErrorCode.RateLimited ? 429 : 200;
}

/** The Retry-After header of a rate-limited answer, in whole seconds. */
function retryAfterOf(answer: JsonRpcMessage): Record<string, string> {
  const ms = ownProperty(answer.error?.data, 'retryAfterMs');
  return { 'retry-after': String(Math.max(1, Math.ceil((typeof ms === 'number' ? ms : 1000) / 1000))) };
}

/** The plain JSON answer of a request that streamed nothing, with Retry-After when it was rate-limited. */
function plainOf(answer: JsonRpcMessage): HttpAnswer {
  return answer.error?.code === RpcErrorCode.RateLimited ? jsonAnswer(statusOf(answer), answer, retryAfterOf(answer)) : jsonAnswer(statusOf(answer), answer);
}

/**
 * Serves one request as one HTTP exchange, without a transport or a connection: the answer is plain JSON,
 * unless a notification (progress, a log line, a listen event) comes first, in which case the response turns
 * into an SSE stream that ends with the answer. A client that goes away aborts the request. A request answered
 * synchronously (a plain tool call) is answered without a promise.
 */
export function oneShotExchange(core: EngineCore, request: OneShotRequest): HttpAnswer | Promise<HttpAnswer> {
  // Made only once the answer turns into a stream (most answers are plain JSON).
  let encoder: TextEncoder | undefined;
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  // The SSE response, once a notification came first; handed on at once when the answer is still awaited.
  let streamed: Response | undefined;
  let settle: ((answer: HttpAnswer) => void) | undefined;
  const frame = (text: string): void => {
    try {
      stream?.enqueue((encoder ??= new TextEncoder()).encode(text));
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
      keepAlive.unref?.();
      streamed = new Response(body, { status: 200, headers: SSE_HEADERS });
      settle?.(streamed);
    }
    frame(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }, 'a one-shot HTTP exchange');
  // The answer ends the exchange: plain JSON when nothing was streamed, else the last event of the stream.
  const finish = (answer: JsonRpcMessage): HttpAnswer | undefined => {
    one.finish();
    clearInterval(keepAlive);
    if (!stream) return plainOf(answer);
    frame(`event: message\ndata: ${JSON.stringify(answer)}\n\n`);
    try {
      stream.close();
    } catch {
      // already cancelled
    }
    return undefined;
  };
  const answered = answerOne(core, request, request.terms, one);
  if (!(answered instanceof Promise)) return finish(answered) ?? streamed!;
  return new Promise<HttpAnswer>((resolve) => {
    settle = resolve;
    if (streamed) resolve(streamed);
    void answered.then((answer) => {
      const plain = finish(answer);
      if (plain) resolve(plain);
    });
  });
}
