import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RequestHeaders, TraceContext } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { WireObject } from '../../revisions/wire-types.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import type { InputBroker } from '../client-input/input-broker.js';
import type { RequestEra } from '../era/classify-inbound.js';
import type { RequestId, RequestParams } from '../protocol/json-rpc.js';
import type { ClientChannel, ProgressUpdate } from './extension.js';
import type { ExtensionRuntime } from './extension-runtime.js';
import type { ServerCore } from './server-core.js';

/** What came in. */
export interface RequestInfo {
  readonly id: RequestId;
  readonly method: string;
  readonly params: RequestParams;
  readonly progressToken?: string | number;
  /** The member the transport found for this request before it was processed (the HTTP entry): not looked up again. */
  readonly target?: ResolvedTarget;
}

/** A member a transport found for a request, and whether the caller's declared access to it was decided (and granted) already. */
export interface ResolvedTarget {
  readonly member: MemberDescriptor;
  readonly accessGranted: boolean;
}

/** How a request talks back while it runs, on whatever transport brought it. */
export interface ExchangePort {
  /** Aborted by notifications/cancelled, a timeout, a closed connection, or an input round that stops the handler. */
  readonly signal: AbortSignal;
  abort(reason: Error): void;
  /** True once the response went out: late progress and logs are dropped. */
  isDone(): boolean;
  /** Sends a notification that belongs to this request. */
  notify(method: string, params: { [key: string]: JsonValue }): void;
  /** Sends a request to the client (session era) and resolves with its result; rejects on an error reply or abort. */
  ask(method: string, params: { [key: string]: JsonValue }, signal: AbortSignal): Promise<JsonValue>;
  /** Closes this request's SSE stream, when the transport offers that. */
  readonly closeSseStream?: () => void;
  /** The headers of the HTTP request, when there was one. */
  readonly headers?: RequestHeaders;
  /** Client input of this round (stateless era), opened on first use. */
  readonly inputs?: InputBroker;
  /** The verified caller: the bearer token's principal on HTTP, the server's `auth.local` on stdio and in memory. */
  readonly principal?: Principal;
  /** The peer's IP address, when the transport knows it. */
  readonly remoteAddress?: string;
  /** Takes `ctx.progress` itself (a task's status message) instead of progress notifications. */
  readonly progress?: (update: ProgressUpdate) => void;
  /** The handler's time limit on this exchange, when it is not the server's `handlerTimeoutMs` (a task's). */
  readonly timeLimitMs?: number;
  /** What `ctx.startTask()` calls: continue the run in the background (a deferred task). */
  readonly detach?: () => Promise<void>;
}

/** Per-connection state a few session-era methods change. */
export interface SessionPort {
  /** The connection's id, unique per initialize. */
  readonly id: string;
  /** The connection itself, to reach the client after a request was answered. */
  readonly channel: ClientChannel;
  setLogLevel(level: LogLevel): void;
  subscribe(uri: string): void;
  unsubscribe(uri: string): void;
}

/** Everything a method handler learns about the request it serves, in five parts. */
export interface MethodCall {
  readonly request: RequestInfo;
  /** The revision, client and log level, decided once for this request. */
  readonly era: RequestEra;
  readonly exchange: ExchangePort;
  /** The connection's state; absent on the stateless era. */
  readonly session?: SessionPort;
  readonly server: EngineCore;
  /** The request's trace, when it is traced (an OpenTelemetry SDK is registered): child spans of its work. */
  readonly trace?: CallTrace;
}

/** Child spans of one traced request: binding, the handler, each input round. */
export interface CallTrace {
  /** Runs `work` in a child span of the request (or of the span running now) named `name`. */
  span<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** The W3C context of the span running now, for the handler's outgoing calls. */
  current(): TraceContext;
}

/** Watches every request the engine serves: its span and its log line (server/telemetry). */
export interface RequestObserver {
  /** Serves one request under observation; `serve` runs it, with the call's trace when there is one. */
  observe(call: MethodCall, serve: (call: MethodCall) => Promise<WireObject>): Promise<WireObject>;
  /** Logs a request the HTTP entry refused before the engine saw it (401, 403, 429). */
  refused(method: string, status: number, principal: Principal | undefined, name?: string, ip?: string): void;
}

/** A method of the protocol, implemented by the engine or an extension. */
export type MethodHandler = (call: MethodCall) => Promise<WireObject>;

/** The methods each era serves, by name: the built-in ones plus those of extensions. */
export interface MethodTables {
  readonly session: ReadonlyMap<string, MethodHandler>;
  readonly stateless: ReadonlyMap<string, MethodHandler>;
}

/** The server as the engine and the transports hold it: its shared services plus its method tables. */
export interface EngineCore extends ServerCore {
  readonly methods: MethodTables;
  /** Spans and request log lines; absent when neither is configured. */
  readonly observer?: RequestObserver;
  readonly extensions: ExtensionRuntime;
}
