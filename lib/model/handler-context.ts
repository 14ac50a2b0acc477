/** Severity levels of MCP log notifications, lowest first. */
export type LogLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

/** Sends log notifications to the client; messages below the client's chosen level are dropped. */
export interface McpLogger {
  log(level: LogLevel, data: unknown, logger?: string): void;
  debug(data: unknown): void;
  info(data: unknown): void;
  warning(data: unknown): void;
  error(data: unknown): void;
}

/** The client on the other end, as it introduced itself. */
export interface ClientDescription {
  readonly info?: { readonly name: string; readonly version: string; readonly [key: string]: unknown };
  readonly capabilities: { readonly [key: string]: unknown };
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
  /** Reports progress; a no-op unless the request carried a progress token. */
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /** Log notifications to the client, honouring its log level. */
  readonly log: McpLogger;
}
