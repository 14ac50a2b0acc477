import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RequestHeaders } from '../../model/handler-context.js';
import type { InputBroker } from '../client-input/input-broker.js';
import type { EngineCore, ExchangePort } from '../contracts/method-call.js';
import type { RequestId, RequestParams } from '../protocol/json-rpc.js';
import type { TransportMessageExtra } from '../protocol/transport-port.js';
import type { Principal } from '../../model/principal.js';
import { LazySignal } from './lazy-signal.js';
import { openInputs } from './open-inputs.js';
import { headersOf } from './request-headers.js';

/** What an in-flight request needs of its connection. */
export interface FlightHost {
  readonly engine: EngineCore;
  notifyFor(id: RequestId, method: string, params: { [key: string]: JsonValue }): void;
  askFor(id: RequestId, method: string, params: { [key: string]: JsonValue }, signal: AbortSignal): Promise<JsonValue>;
}

/** One request being served on a connection: how it talks back, and whether it was cancelled. */
export class InFlight extends LazySignal implements ExchangePort {
  cancelled = false;
  done = false;
  private opened: InputBroker | undefined | null;
  readonly closeSseStream?: () => void;
  readonly headers?: RequestHeaders;
  readonly principal?: Principal;
  readonly remoteAddress?: string;

  constructor(
    private readonly connection: FlightHost,
    private readonly id: RequestId,
    private readonly method: string,
    private readonly params: RequestParams,
    stateless: boolean,
    extra: TransportMessageExtra | undefined,
  ) {
    super();
    this.opened = stateless ? null : undefined;
    if (extra?.closeSSEStream) this.closeSseStream = extra.closeSSEStream;
    if (extra?.request) {
      this.headers = headersOf(extra.request.headers);
      const caller = extra.authInfo?.extra?.caller;
      if (caller?.principal) this.principal = caller.principal;
      if (caller?.remoteAddress !== undefined) this.remoteAddress = caller.remoteAddress;
    } else if (connection.engine.localPrincipal) {
      // stdio and in memory carry no token: the application's local principal, when it named one.
      this.principal = connection.engine.localPrincipal;
    }
  }

  isDone(): boolean {
    return this.done;
  }

  notify(method: string, params: { [key: string]: JsonValue }): void {
    this.connection.notifyFor(this.id, method, params);
  }

  ask(method: string, params: { [key: string]: JsonValue }, signal: AbortSignal): Promise<JsonValue> {
    return this.connection.askFor(this.id, method, params, signal);
  }

  /** The client input of a round, opened only when the handler is about to run (after the argument guard). */
  get inputs(): InputBroker | undefined {
    if (this.opened === null) this.opened = openInputs(this.connection.engine, this.method, this.params, this.principal);
    return this.opened;
  }
}

