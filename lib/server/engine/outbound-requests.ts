import type { JsonValue } from '../../vocabulary/json-value.js';
import type { JsonRpcMessage, RequestId } from '../protocol/json-rpc.js';
import { ClientRequestError } from '../../errors/client-request.error.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';

interface Pending {
  readonly method: string;
  readonly resolve: (value: JsonValue) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The requests a connection sent to its client (elicitation, sampling, roots) and is waiting on: each is
 * settled by the client's response, rejected when its signal aborts (the client is told with
 * notifications/cancelled), when the client takes longer than `waitMs`, or when the connection closes.
 */
export class OutboundRequests {
  private readonly pending = new Map<RequestId, Pending>();
  private nextId = 1;

  constructor(private readonly send: (message: JsonRpcMessage, relatedRequestId?: RequestId) => void, private readonly waitMs: number) {}

  request(method: string, params: { [key: string]: JsonValue }, relatedRequestId: RequestId | undefined, signal: AbortSignal): Promise<JsonValue> {
    const id = this.nextId++;
    return new Promise<JsonValue>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = (): void => {
        this.pending.delete(id);
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      };
      const cancel = (reason: Error): void => {
        done();
        // Tell the client to stop waiting on its user or model for an answer nobody will read.
        this.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: reason.message } }, relatedRequestId);
        reject(reason);
      };
      const onAbort = (): void => cancel(signal.reason instanceof Error ? signal.reason : new RequestAbortedError('cancelled', 'the request was cancelled'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      if (this.waitMs > 0) timer = setTimeout(() => cancel(new ClientRequestError(method, `the client did not answer ${method} within ${this.waitMs} ms`)), this.waitMs);
      this.pending.set(id, { method, resolve: (value) => (done(), resolve(value)), reject: (error) => (done(), reject(error)) });
      this.send({ jsonrpc: '2.0', id, method, params }, relatedRequestId);
    });
  }

  /** The client's response to one of these requests; a response to anything else is ignored. */
  settle(message: JsonRpcMessage & { readonly id: RequestId }): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    if (message.error) pending.reject(new ClientRequestError(pending.method, `The client answered with error ${message.error.code}: ${message.error.message}`, message.error.code));
    else pending.resolve(message.result ?? null);
  }

  /**
   * The client's answer to one of these requests arrived but cannot be used (malformed, or over the transport's size
   * limit): the request fails now with `problem`, instead of waiting out its time limit. Any other id is ignored.
   */
  fail(id: RequestId, problem: string): void {
    const pending = this.pending.get(id);
    if (pending) pending.reject(new ClientRequestError(pending.method, `The client's answer to ${pending.method} could not be used: ${problem}`));
  }

  /** The connection closed: every waiting request fails. */
  rejectAll(reason: Error): void {
    for (const pending of [...this.pending.values()]) pending.reject(reason);
    this.pending.clear();
  }
}
