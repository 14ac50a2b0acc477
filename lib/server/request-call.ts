import type { JsonValue } from '../model/json-value.js';
import type { RevisionAdapter } from '../revisions/revision-adapter.js';
import type { RequestId } from './json-rpc.js';
import type { ServerCore } from './server-core.js';
import type { ConnectionState } from './connection-state.js';
import type { ClientDescription, LogLevel } from '../model/handler-context.js';
import type { InputBroker } from './input-broker.js';

/** Params of a request, as received. */
export type RequestParams = { readonly [key: string]: JsonValue | undefined };

/** Everything a method handler learns about the request it serves. */
export interface RequestCall {
  readonly id: RequestId;
  readonly method: string;
  readonly params: RequestParams;
  /** The adapter resolved for this request (per request, not only per connection). */
  readonly adapter: RevisionAdapter;
  readonly core: ServerCore;
  readonly connection: ConnectionState;
  /** Aborted by notifications/cancelled, a timeout, or the connection closing. */
  readonly signal: AbortSignal;
  readonly controller: AbortController;
  readonly progressToken?: string | number;
  /** True once the response went out; late progress is dropped. */
  readonly isDone: () => boolean;
  /** Closes the request's SSE stream, when the transport offers that. */
  readonly closeSseStream?: () => void;
  /** The client as this request describes it (per request on the stateless revision). */
  readonly client: ClientDescription;
  /** The level log notifications start at; undefined sends none. */
  readonly logLevel?: LogLevel;
  /** Client input for this round (stateless revisions); absent on session revisions, which ask the client directly. */
  readonly inputs?: InputBroker;
}

/** A method of the protocol, implemented by the engine. */
export type MethodHandler = (call: RequestCall) => Promise<{ [key: string]: JsonValue }>;
