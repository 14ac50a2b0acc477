import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RequestHeaders } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import type { Caller, ClientInput, Exchange, RequestRoles, RunControl } from '../contracts/exchange.js';
import type { EngineCore } from '../contracts/method-call.js';
import type { RequestTerms } from '../era/classify-inbound.js';
import type { JsonRpcMessage, RequestId, RequestParams } from '../protocol/json-rpc.js';
import { LazySignal } from './lazy-signal.js';
import { InputRounds, noWayBack } from './open-inputs.js';
import { serveOne, type IncomingRequest } from './serve-request.js';

/** One request to serve over one exchange without a connection (an HTTP POST), its era already decided. */
export interface OneShotRequest extends IncomingRequest {
  readonly terms: RequestTerms;
  /** True on the stateless era: client input comes in rounds. */
  readonly stateless: boolean;
  /** Tells when the client goes away (an AbortSignal's through {@link goneOf}; a node response's close, with no AbortController). */
  readonly whenGone: GoneWatch;
  readonly headers?: RequestHeaders;
  /** The verified caller and the peer's address, when the entry knows them. */
  readonly principal?: Principal;
  readonly remoteAddress?: string;
}

/** Registers a listener for the client going away, and returns what unregisters it. */
export type GoneWatch = (listener: () => void) => () => void;

const UNWATCHED = (): void => undefined;

/** The GoneWatch of an AbortSignal: the listener runs at once when the signal is already aborted. @example goneOf(request.signal) */
export function goneOf(signal: AbortSignal): GoneWatch {
  return (listener) => {
    if (signal.aborted) {
      listener();
      return UNWATCHED;
    }
    signal.addEventListener('abort', listener, { once: true });
    return () => signal.removeEventListener('abort', listener);
  };
}

/**
 * One request on one exchange without a connection (an HTTP POST), in the four roles of contracts/exchange.ts: its notifications go to `stream` when
 * the exchange can carry them (dropped otherwise), it knows its caller, takes client input in rounds on the stateless
 * era (nothing can reach the client mid-request otherwise), and is cancelled when the client goes away.
 */
export class OneShot extends LazySignal implements Exchange, RunControl, RequestRoles {
  private done = false;
  private readonly unwatch: () => void;
  readonly input: ClientInput;

  constructor(core: EngineCore, private readonly request: OneShotRequest, private readonly stream: ((message: JsonRpcMessage) => void) | undefined, where: string) {
    super();
    const refusal = noWayBack(where);
    this.input = request.stateless ? new InputRounds(core, request.method, request.params, request.principal, refusal) : refusal;
    this.unwatch = request.whenGone(this.gone);
  }

  /** The client closed the HTTP exchange. */
  readonly gone = (): void => this.abort(new RequestAbortedError('client-gone', 'the client closed the HTTP exchange'));

  get exchange(): Exchange {
    return this;
  }

  /** The request itself: it carries the headers, principal and address the entry learned. */
  get caller(): Caller {
    return this.request;
  }

  get run(): RunControl {
    return this;
  }

  isDone(): boolean {
    return this.done;
  }

  notify(method: string, params: { [key: string]: JsonValue }): void {
    if (this.done || this.aborted || !this.stream) return;
    this.stream({ jsonrpc: '2.0', method, params });
  }

  /** The answer went out: later notifications are dropped, and the client going away no longer matters. */
  finish(): void {
    this.done = true;
    this.unwatch();
  }
}

/** Serves one request of a POST that has no way to stream (a sessionless batch): its answer, notifications dropped. */
export async function answerOnly(core: EngineCore, request: OneShotRequest, where: string): Promise<JsonRpcMessage> {
  const one = new OneShot(core, request, undefined, where);
  try {
    return await serveOne(core, request, request.terms, one);
  } finally {
    one.finish();
  }
}
