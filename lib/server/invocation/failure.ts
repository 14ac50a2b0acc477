import { AccessDeniedError } from '../../errors/access-denied.error.js';
import { ResourceNotFoundError } from '../../errors/resource-not-found.error.js';
import { ToolError } from '../../model/tool-error.js';
import type { Diagnostics } from '../contracts/diagnostics.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** The message of whatever a handler threw. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reports a failed call the same way for every kind: expected refusals (ToolError, AccessDeniedError,
 * ResourceNotFoundError) as one line, protocol answers not at all, anything else as a failure with its stack
 * (on the diagnostics only, never on the wire).
 */
export function reportFailure(diagnostics: Diagnostics, what: string, member: string, error: unknown): void {
  if (error instanceof ProtocolError || error instanceof ResourceNotFoundError) return;
  if (error instanceof ToolError || error instanceof AccessDeniedError) diagnostics.warn(`${what} refused: ${error.message}`);
  else diagnostics.error(`${what} (${member}) failed`, error);
}
