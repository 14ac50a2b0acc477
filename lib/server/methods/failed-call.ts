import { AccessDeniedError } from '../../errors/access-denied.error.js';
import { ResourceNotFoundError } from '../../errors/resource-not-found.error.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { MethodCall } from '../contracts/method-call.js';
import { messageOf, reportFailure, reportTimeout } from '../invocation/failure.js';
import type { InvokeOutcome } from '../invocation/invoke.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/**
 * The protocol error a failed or timed-out prompt, resource or completion call answers with: its own
 * protocol error, the revision's "resource not found", -32602 for a denial, else -32603 with the message.
 */
export function failedCall(call: MethodCall, outcome: Extract<InvokeOutcome, { kind: 'failed' | 'timeout' }>, label: string, what: string, member: string): ProtocolError {
  if (outcome.kind === 'timeout') {
    reportTimeout(call.server.diagnostics, what, member, outcome.ms);
    return new ProtocolError(RpcErrorCode.InternalError, `${label} timed out after ${outcome.ms} ms`);
  }
  const error = outcome.error;
  if (error instanceof ProtocolError) return error;
  reportFailure(call.server.diagnostics, what, member, error, call.run.signal);
  if (error instanceof ResourceNotFoundError) return new ProtocolError(call.terms.adapter.policy.resourceNotFound, error.message, { uri: error.uri });
  if (error instanceof AccessDeniedError) return new ProtocolError(RpcErrorCode.InvalidParams, error.message);
  return new ProtocolError(RpcErrorCode.InternalError, `${label} failed: ${messageOf(error)}`);
}
