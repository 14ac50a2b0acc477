import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Why a call's signal was aborted. */
export type AbortCause = 'cancelled' | 'timeout' | 'closed' | 'input-round' | 'client-gone';

/**
 * The reason a call's `ctx.signal` was aborted: the client cancelled it, it ran out of time, its connection
 * closed, the client went away, or (2026-07-28) the round ended to ask the client for input.
 * @example ctx.signal.addEventListener('abort', () => { if (ctx.signal.reason instanceof RequestAbortedError) log(ctx.signal.reason.abortCause); });
 */
export class RequestAbortedError extends McpDecoratorsError {
  readonly code = 'MCPD_ABORTED';

  constructor(readonly abortCause: AbortCause, message: string) {
    super(message);
  }
}
