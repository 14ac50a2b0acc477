import type { BindOutcome } from '../../model/binding.js';
import type { TraceContext } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { WireObject } from '../../revisions/wire-types.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import type { RequestTerms } from '../era/classify-inbound.js';
import type { RequestId, RequestParams } from '../protocol/json-rpc.js';
import type { Caller, ClientInput, Exchange, RunControl } from './exchange.js';
import type { ClientConnection } from './extension.js';
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
  /** What the direct lane began on this call before handing it over: the pipeline goes on from there. */
  readonly headStart?: HeadStart;
}

/**
 * What the direct lane (methods/direct-tool-call.ts) began on a tools/call it could not finish at once, handed to the
 * pipeline so that nothing runs twice: the binding, when the handler has not run (the arguments were refused, or their
 * binding must be awaited), else what the handler did (it threw, or returned a promise to wait for).
 */
export class HeadStart {
  constructor(
    /** The tool it was begun for. */
    readonly member: MemberDescriptor,
    readonly binding: BindOutcome | Promise<BindOutcome>,
    readonly ran?: { readonly threw: unknown } | { readonly running: PromiseLike<unknown> },
  ) {}
}

/** A member a transport found for a request, and whether the caller's declared access to it was decided (and granted) already. */
export interface ResolvedTarget {
  readonly member: MemberDescriptor;
  readonly accessGranted: boolean;
}

/** Per-connection state a few session-era methods change. */
export interface SessionPort {
  /** The connection's id, unique per initialize. */
  readonly id: string;
  /** The connection itself, to reach the client after a request was answered. */
  readonly connection: ClientConnection;
  setLogLevel(level: LogLevel): void;
  subscribe(uri: string): void;
  unsubscribe(uri: string): void;
}

/**
 * Everything a method handler learns about the request it serves: what came in, its terms, the four roles of
 * contracts/exchange.ts (the exchange that answers, the caller, client input, run control), the connection's state,
 * the server, and its trace.
 */
export interface MethodCall {
  readonly request: RequestInfo;
  /** The revision, client and log level, decided once for this request. */
  readonly terms: RequestTerms;
  readonly exchange: Exchange;
  readonly caller: Caller;
  readonly input: ClientInput;
  readonly run: RunControl;
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
  observe(call: MethodCall, serve: MethodHandler): WireObject | Promise<WireObject>;
  /** True when a request served now would be observed (an SDK is registered, or a logger given): the direct lane then stands aside. */
  watching(): boolean;
  /** Logs a request the HTTP entry refused before the engine saw it (401, 403, 429). */
  refused(method: string, status: number, principal: Principal | undefined, name?: string, ip?: string): void;
}

/**
 * A method of the protocol, implemented by the engine or an extension: its result, synchronous when nothing had to
 * wait (a plain tools/call), else a promise of it. A failure is thrown or rejected; callers treat both alike.
 */
export type MethodHandler = (call: MethodCall) => WireObject | Promise<WireObject>;

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
  /** The tool of that name when a tools/call of it may take the direct lane (methods/direct-tool-call.ts); absent on a core without the lane. */
  readonly plainTool?: (name: string) => ToolDescriptor | undefined;
}
