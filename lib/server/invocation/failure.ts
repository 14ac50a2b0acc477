import { AccessDeniedError } from '../../errors/access-denied.error.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import { ResourceNotFoundError } from '../../errors/resource-not-found.error.js';
import { ToolError } from '../../model/tool-error.js';
import type { Diagnostics } from '../contracts/diagnostics.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** The message of whatever a handler threw. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why the call was stopped when the caller stopped waiting (cancelled, connection closed, client gone); else undefined. */
function stoppedBy(signal: AbortSignal | undefined): RequestAbortedError | undefined {
  const reason: unknown = signal?.aborted ? signal.reason : undefined;
  if (!(reason instanceof RequestAbortedError)) return undefined;
  return reason.abortCause === 'cancelled' || reason.abortCause === 'closed' || reason.abortCause === 'client-gone' ? reason : undefined;
}

/**
 * Reports a failed call the same way for every kind: expected refusals (ToolError, AccessDeniedError,
 * ResourceNotFoundError) as one line, protocol answers not at all, a call whose caller stopped waiting (its
 * `signal`, aborted by notifications/cancelled or a closed connection) as one line "cancelled", anything else as
 * a failure with its stack (on the diagnostics only, never on the wire).
 */
export function reportFailure(diagnostics: Diagnostics, what: string, member: string, error: unknown, signal?: AbortSignal): void {
  if (error instanceof ProtocolError || error instanceof ResourceNotFoundError) return;
  const stopped = stoppedBy(signal);
  // The reason of notifications/cancelled is the client's text: quoted, so it cannot forge log lines.
  if (stopped) diagnostics.warn(`${what} (${member}) cancelled: ${JSON.stringify(stopped.message)}`);
  else if (error instanceof ToolError || error instanceof AccessDeniedError) diagnostics.warn(`${what} refused: ${error.message}`);
  else diagnostics.error(`${what} (${member}) failed`, error);
}

/** Reports a call that ran out of time as one line (the caller gets a tool error or -32603 saying so). */
export function reportTimeout(diagnostics: Diagnostics, what: string, member: string, ms: number): void {
  diagnostics.warn(`${what} (${member}) timed out after ${ms} ms and was aborted; raise handlerTimeoutMs if it needs longer`);
}
