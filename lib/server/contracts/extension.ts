import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { ClientDescription, RequestHeaders } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { ResourceDescriptor } from '../../model/resource-descriptor.js';
import type { ServerModel } from '../../model/server-model.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { CachePolicy, InputRequest, ServerIdentity, WireError } from '../../revisions/wire-types.js';
import type { ScanEntry } from '../../scanner/scan.js';
import type { RequestId } from '../protocol/json-rpc.js';
import type { Diagnostics } from './diagnostics.js';
import type { NotificationBus } from './notification-bus.js';

/** The two eras a method can belong to: the initialize era (2024-11-05 … 2025-11-25) and the stateless one (2026-07-28). */
export type ExtensionEra = 'session' | 'stateless';

/** The connection a session-era request came on, to reach its client after the request was answered. */
export interface ClientConnection {
  /** False once the connection closed. */
  readonly open: boolean;
  /** Sends a notification; with `relatedRequestId`, on that request's stream. */
  notify(method: string, params: JsonObject, relatedRequestId?: RequestId): void;
  /** Sends a request to the client and resolves with its result; rejects on an error reply, a closed connection or `signal`. */
  ask(method: string, params: JsonObject, relatedRequestId: RequestId | undefined, signal: AbortSignal): Promise<JsonValue>;
  /** Calls `listener` once when the connection closes; returns the unsubscribe. */
  onClose(listener: () => void): () => void;
}

/** One request, as an extension's method sees it: no engine internals, only what came in and how to answer. */
export interface ExtensionRequest {
  readonly id: RequestId;
  readonly method: string;
  readonly params: { readonly [key: string]: JsonValue | undefined };
  /** The revision serving it (its `policy.era` tells the era; `policy.coreTasks` the 2025-11-25 tasks). */
  readonly adapter: RevisionAdapter;
  readonly era: ExtensionEra;
  /** The client as this request describes it (per request on 2026-07-28, from initialize before). */
  readonly client: ClientDescription;
  /** True when the client declared extension `id` under `capabilities.extensions` (per request on 2026-07-28). */
  declares(id: string): boolean;
  /** Who owns what this request creates (tasks…): `createServer({ owner })`, by default the session or the client. */
  readonly owner: string;
  /** Aborted when the client cancels or goes away. */
  readonly signal: AbortSignal;
  /** A notification on this request's own stream (dropped once it was answered). */
  notify(method: string, params: JsonObject): void;
  /** The headers of the HTTP request, when there was one (credentials hidden). */
  readonly headers?: RequestHeaders;
  /** The verified caller: the bearer token's principal on HTTP with `auth`, `auth.local` on stdio and in memory. */
  readonly principal?: Principal;
  /** The connection (session era only), to reach the client after this request was answered. */
  readonly connection?: ClientConnection;
}

/** A protocol method an extension adds to an era's method table. */
export interface ExtensionMethod {
  /** The JSON-RPC method name, e.g. `tasks/get`. */
  readonly method: string;
  /** The eras whose table gets it. */
  readonly eras: readonly ExtensionEra[];
  /** The params key `Mcp-Name` mirrors on 2026-07-28 HTTP (checked like `name` on tools/call), e.g. `taskId`. */
  readonly routingParam?: string;
  /** Answers the request: a JSON object (plain data only), or throw `ProtocolError` for a JSON-RPC error. */
  handle(request: ExtensionRequest): Promise<JsonObject>;
}

/** A kind of notification a client may ask for on `subscriptions/listen`, under one key of its `notifications` filter. */
export interface ListenTopic {
  /** The key in `params.notifications`, e.g. `taskIds`. */
  readonly key: string;
  /**
   * Starts sending: `send` tags each notification with the subscription id. Returns (or resolves with) what is
   * honoured (echoed in the acknowledgement) and the stop function, or undefined to honour nothing; throw (or reject
   * with) `ProtocolError` to refuse the listen.
   */
  subscribe(request: ExtensionRequest, requested: JsonValue, send: (method: string, params: JsonObject) => void): ListenSubscription | undefined | Promise<ListenSubscription | undefined>;
}

/**
 * What a listen topic agreed to send: the honoured part of its filter, and how to stop.
 * @example subscribe: (request, requested, send) => ({ honoured: requested, stop: bus.on('order', (o) => send('notifications/orders', o)) })
 */
export interface ListenSubscription {
  readonly honoured: JsonValue;
  stop(): void;
}

/** Progress as a handler reports it (`ctx.progress`). */
export interface ProgressUpdate {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

/**
 * Where a tool run taken over by an extension reports to instead of its request: its own cancellation, progress,
 * notifications, client input and time limit. A `deferred` run starts on its request (its stream, its client input)
 * and moves to this channel when `ctx.startTask()` calls `detach`; any other run is on this channel from the start.
 */
export interface ExecutionChannel {
  readonly signal: AbortSignal;
  /**
   * The caller the run acts for, fixed when the run started (the verified principal of the request that started it):
   * the run's `ctx.auth`, and whom its middleware sees as the caller. Default: the request's.
   */
  readonly principal?: Principal;
  abort(reason: Error): void;
  /** Longest the handler may run on this channel, in ms (0 = no limit). */
  readonly timeLimitMs: number;
  /** True when the run starts on its request and moves to this channel at `ctx.startTask()`. */
  readonly deferred?: boolean;
  /** Called by `ctx.startTask()`; resolves once the run continues on this channel. */
  detach?(): Promise<void>;
  /** `ctx.progress` on this channel. */
  progress(update: ProgressUpdate): void;
  /** `ctx.log` and other notifications on this channel. */
  notify(method: string, params: JsonObject): void;
  /** Client input on this channel (`ctx.elicit`, `ctx.sample`, `ctx.roots`): resolves with the client's answer. */
  ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue>;
}

/**
 * How a tool run ended, ready for the wire: its result, or the JSON-RPC error of the request. `toolError` is read
 * from the invocation's outcome, never from the encoded result: true when the handler failed, timed out, refused its
 * arguments as a tool error, or returned a tool error.
 */
export type ToolRunOutcome = { readonly kind: 'result'; readonly result: JsonObject; readonly toolError: boolean } | { readonly kind: 'error'; readonly error: WireError };

/** A `tools/call` of a tool that declares an execution mode (`@Tool({ task })`), offered to the extensions. */
export interface ToolExecutionRequest {
  readonly request: ExtensionRequest;
  readonly tool: ToolDescriptor;
  /** Runs the tool through the one invocation pipeline (bind → middleware → handler → outcome); on `channel` when given. */
  run(channel?: ExecutionChannel): Promise<ToolRunOutcome>;
}

/** What the server lends its extensions when it starts them. */
export interface ExtensionHost {
  readonly identity: ServerIdentity;
  /** Caching hints of 2026-07-28 results (lists, reads), for results an extension builds. */
  readonly cache: CachePolicy;
  readonly diagnostics: Diagnostics;
  /** The cross-replica bus, when `createServer({ bus })` has one. */
  readonly bus?: NotificationBus;
}

/**
 * A unit of protocol the server serves beside the core: a capability key, methods, result kinds, notifications, and
 * optionally decorated classes and a say in tool calls that declare an execution mode. Passed to
 * `createServer({ extensions: [...] })`; the engine has no branch for any one of them.
 * @example samples/everything/server.ts (`extensions: [tasks(), skills({ folders: [...] })]`); docs/guide/extensions.md
 */
export interface McpExtension {
  /** The capability key, e.g. `io.modelcontextprotocol/tasks`; advertised under `capabilities.extensions` on 2026-07-28. */
  readonly id: string;
  /** The settings advertised under `capabilities.extensions[id]`; default `{}`. */
  readonly settings?: JsonObject;
  /** Capabilities to merge into the `initialize` result of a session revision (e.g. 2025-11-25 `tasks`), or undefined. */
  sessionCapabilities?(adapter: RevisionAdapter): JsonObject | undefined;
  readonly methods?: readonly ExtensionMethod[];
  /** `resultType` values its results may carry beyond `complete` and `input_required` (e.g. `task`). */
  readonly resultKinds?: readonly string[];
  readonly listenTopics?: readonly ListenTopic[];
  /** Decorated classes or instances whose tools, resources and prompts join the catalogue. */
  readonly classes?: readonly ScanEntry[];
  /** Resources built as model descriptors (no decorated class behind them), e.g. the files of skills. */
  readonly resources?: readonly ResourceDescriptor[];
  /**
   * Rewrites the scanned catalogue before it is served, once at createServer and once per `server.add()`: metadata
   * on descriptors, checks across members (Apps: `_meta.ui` on view tools and resources). `model` is what is being
   * added, `served` what the server already serves (empty at start). Returns the model to serve; throw to refuse it.
   */
  prepare?(model: ServerModel, served: ServerModel): ServerModel;
  /** Takes over a call of a tool with an execution mode: the result to send, or undefined to run it as usual. */
  executeTool?(execution: ToolExecutionRequest): Promise<JsonObject | undefined>;
  /** Called once by createServer, before any request. */
  start?(host: ExtensionHost): void;
  /** Called by `server.close()`. */
  close?(): Promise<void>;
}
