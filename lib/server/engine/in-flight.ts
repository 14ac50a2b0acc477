import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RequestHeaders } from '../../model/handler-context.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import type { Caller, ClientInput, Exchange, RequestRoles, RunControl } from '../contracts/exchange.js';
import type { EngineCore } from '../contracts/method-call.js';
import type { RequestId, RequestParams } from '../protocol/json-rpc.js';
import type { TransportMessageExtra } from '../protocol/transport-port.js';
import type { Principal } from '../../model/principal.js';
import { LazySignal } from './lazy-signal.js';
import { InputRounds } from './open-inputs.js';
import { headersOf } from './request-headers.js';

/** What an in-flight request needs of its connection. */
export interface FlightHost {
  readonly engine: EngineCore;
  notifyFor(id: RequestId, method: string, params: { [key: string]: JsonValue }): void;
  askFor(id: RequestId, method: string, params: { [key: string]: JsonValue }, signal: AbortSignal): Promise<JsonValue>;
}

/**
 * One request being served on a connection, in the four roles of contracts/exchange.ts: it talks back through its
 * connection under its own id, knows its caller, asks the client on the connection (session era; the stateless era
 * takes input in rounds), and carries its cancellation.
 */
export class InFlight extends LazySignal implements Exchange, Caller, ClientInput, RunControl, RequestRoles {
  cancelled = false;
  done = false;
  readonly closeSseStream?: () => void;
  readonly headers?: RequestHeaders;
  readonly principal?: Principal;
  readonly remoteAddress?: string;
  readonly input: ClientInput;

  constructor(
    private readonly connection: FlightHost,
    private readonly id: RequestId,
    method: string,
    params: RequestParams,
    stateless: boolean,
    extra: TransportMessageExtra | undefined,
  ) {
    super();
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
    this.input = stateless ? new InputRounds(connection.engine, method, params, this.principal, this) : this;
  }

  get exchange(): Exchange {
    return this;
  }

  get caller(): Caller {
    return this;
  }

  get run(): RunControl {
    return this;
  }

  isDone(): boolean {
    return this.done;
  }

  notify(method: string, params: { [key: string]: JsonValue }): void {
    this.connection.notifyFor(this.id, method, params);
  }

  ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    return this.connection.askFor(this.id, request.method, request.params as { [key: string]: JsonValue }, signal);
  }
}
