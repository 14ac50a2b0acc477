import type { LogLevel } from '../vocabulary/log-levels.js';
import type { Principal } from './principal.js';

export type { LogLevel } from '../vocabulary/log-levels.js';

/** Sends log notifications to the client; messages below the client's chosen level are dropped. */
export interface McpLogger {
  log(level: LogLevel, data: unknown, logger?: string): void;
  debug(data: unknown): void;
  info(data: unknown): void;
  warning(data: unknown): void;
  error(data: unknown): void;
}

/** Read-only access to the headers of the HTTP request a call came in (names are case-insensitive). */
export interface RequestHeaders {
  get(name: string): string | undefined;
}

/** The client on the other end, as it introduced itself. */
export interface ClientDescription {
  readonly info?: { readonly name: string; readonly version: string; readonly [key: string]: unknown };
  readonly capabilities: { readonly [key: string]: unknown };
}

/** The user's answer to an elicitation form: accepted with validated content, declined, or cancelled. */
export type ElicitationResult<T> = { readonly action: 'accept'; readonly content: T } | { readonly action: 'decline' } | { readonly action: 'cancel' };

/** A message for the client's model. */
export interface SamplingMessage {
  readonly role: 'user' | 'assistant';
  readonly content: { readonly type: 'text'; readonly text: string } | { readonly type: 'image' | 'audio'; readonly data: string; readonly mimeType: string };
}

/** What a handler asks the client's model. */
export interface SamplingRequest {
  readonly messages: readonly SamplingMessage[];
  readonly maxTokens: number;
  readonly systemPrompt?: string;
  readonly temperature?: number;
  readonly stopSequences?: readonly string[];
  readonly modelPreferences?: { readonly hints?: readonly { readonly name?: string }[]; readonly costPriority?: number; readonly speedPriority?: number; readonly intelligencePriority?: number };
}

/** The client model's answer. */
export interface SamplingResult {
  readonly role: 'user' | 'assistant';
  readonly content: SamplingMessage['content'];
  readonly model: string;
  readonly stopReason?: string;
}

/**
 * Options of a request for client input. On 2026-07-28 the request travels in an input-required result
 * under `key` (default `elicitation_1`, `sampling_1`… in call order), and the handler is run again with the
 * answers, so code before the last input runs once per round: keep side effects after the inputs.
 */
export interface InputOptions {
  readonly key?: string;
}

/** W3C trace context of the running call, for a handler's own outgoing requests (headers or `_meta`). */
export interface TraceContext {
  readonly traceparent: string;
  readonly tracestate?: string;
}

/** A root the client exposes. */
export interface Root {
  readonly uri: string;
  readonly name?: string;
}

/**
 * What a handler receives through `@Ctx()`: cancellation, progress, logging, the client and the revision.
 * @example `@Tool() async crawl(@Param('url') url: string, @Ctx() ctx: McpContext) { ctx.signal.throwIfAborted(); await ctx.progress(1, 10); }`
 */
export interface McpContext {
  /** Aborted when the client cancels the request or the call times out. */
  readonly signal: AbortSignal;
  /** The protocol revision this request is served at, e.g. `2025-11-25`; for logging and rare branching. */
  readonly revision: string;
  /** Who is calling. */
  readonly client: ClientDescription;
  /** The request id, for correlating logs. */
  readonly requestId: string | number;
  /** The headers of the HTTP request this call came in, without credentials (`authorization` is never visible); undefined on stdio and in memory. */
  readonly headers?: RequestHeaders;
  /**
   * The verified caller: subject, scopes, client id and claims (never the token; the framework passes it to no
   * upstream call). Undefined when the call carries no principal.
   */
  readonly auth?: Principal;
  /**
   * The trace context to send with the handler's own outgoing calls so they join this call's trace: the handler's
   * span when an OpenTelemetry SDK is registered, else the caller's context as it came in; undefined without one.
   */
  readonly trace?: TraceContext;
  /** Reports progress; a no-op unless the request carried a progress token. */
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /** Log notifications to the client, honouring its log level. */
  readonly log: McpLogger;
  /**
   * Asks the user to fill in a form derived from a class-validator DTO (flat: strings, numbers, booleans, enums);
   * an accepted answer is validated and returned as a DTO instance. Fails when the client cannot elicit.
   */
  elicit<T extends object>(form: new () => T, message: string, options?: InputOptions): Promise<ElicitationResult<T>>;
  /** Asks the client's model for a completion. Fails when the client does not offer sampling. */
  sample(request: SamplingRequest, options?: InputOptions): Promise<SamplingResult>;
  /** Asks the client for its roots. Fails when the client does not offer roots. */
  roots(options?: InputOptions): Promise<readonly Root[]>;
  /** True when this request's client declared the capability (form elicitation, sampling or roots) and the revision allows asking. */
  canAsk(kind: 'elicitation' | 'sampling' | 'roots'): boolean;
  /**
   * On Streamable HTTP with resumability, closes this call's SSE stream now; the client reconnects and gets
   * the rest (including the result) from the event store. Returns false where there is no such stream.
   */
  closeSseStream(): boolean;
  /**
   * Continues this call as a task (a tool with `@Tool({ task: { support, deferred: true } })`): the client gets
   * the task now and the rest of the handler runs in the background, its progress as the task's status and its
   * input through the task. Resolves true then; false at once where the call cannot become a task (the request did
   * not ask for one, an older revision, no tasks extension), and the call goes on as usual.
   */
  startTask(): Promise<boolean>;
}
