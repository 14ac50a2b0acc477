import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RequestHeaders } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import type { InputBroker } from '../client-input/input-broker.js';
import type { ProgressUpdate } from './extension.js';

/*
 * The four roles a request being served holds, each of which a method reaches through its `MethodCall`:
 * - `Exchange`: the exchange that answers, how the request talks back on its transport;
 * - `Caller`: who sent it (data, set once);
 * - `ClientInput`: how its handler gets input from the client;
 * - `RunControl`: its cancellation and time limit.
 * Each is implemented once per way a request arrives: engine/in-flight.ts (a request on a connection) and
 * engine/one-shot.ts (a request on one exchange without a connection: an HTTP POST), both run-controlled by
 * engine/lazy-signal.ts, with the stateless era's input rounds in engine/open-inputs.ts; a tool run an extension takes over (a task) gets the exchange, the input and the run
 * control of its channel (methods/tool-execution.ts). engine/serve-request.ts `serveOne` hands any of them to the engine.
 */

/** The exchange that answers: how a request talks back on its transport while it runs. */
export interface Exchange {
  /** True once the response went out: late progress and logs are dropped. */
  isDone(): boolean;
  /** Sends a notification that belongs to this request. */
  notify(method: string, params: { [key: string]: JsonValue }): void;
  /** Closes this request's SSE stream, when the transport offers that. */
  readonly closeSseStream?: () => void;
  /** Takes `ctx.progress` itself (a task's status message) instead of progress notifications. */
  readonly progress?: (update: ProgressUpdate) => void;
}

/** Who sent a request, as the transport learned it: set once when the request came in. */
export interface Caller {
  /** The headers of the HTTP request, when there was one. */
  readonly headers?: RequestHeaders;
  /** The verified caller: the bearer token's principal on HTTP, the server's `auth.local` on stdio and in memory. */
  readonly principal?: Principal;
  /** The peer's IP address, when the transport knows it. */
  readonly remoteAddress?: string;
}

/** How a handler gets input from the client (`ctx.elicit`, `ctx.sample`, `ctx.roots`). */
export interface ClientInput {
  /** The stateless era's input-required round (its `requestState` checked), opened on first read; undefined elsewhere. */
  readonly round?: InputBroker | undefined;
  /** Sends a request to the client now and resolves with its result; rejects on an error reply, an abort, or where there is no way back. */
  ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue>;
}

/** A request's run: its cancellation, its time limit, and (a deferred task) how it moves to the background. */
export interface RunControl {
  /** Aborted by notifications/cancelled, a timeout, a closed connection, or an input round that stops the handler. */
  readonly signal: AbortSignal;
  abort(reason: Error): void;
  /** The handler's time limit, when it is not the server's `handlerTimeoutMs` (a task's). */
  readonly timeLimitMs?: number;
  /** What `ctx.startTask()` calls: continue the run in the background (a deferred task). */
  readonly detach?: () => Promise<void>;
}

/** The roles a transport provides for one request it hands to the engine. */
export interface RequestRoles {
  readonly exchange: Exchange;
  readonly caller: Caller;
  readonly input: ClientInput;
  readonly run: RunControl;
}
