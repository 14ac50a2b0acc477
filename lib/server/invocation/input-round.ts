import type { InputRequest, WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { InputBroker } from '../client-input/input-broker.js';
import type { MethodCall } from '../contracts/method-call.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** A handler's value, or the news that it is waiting for client input (stateless era). */
export type HandlerRun = { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'input' };

/**
 * Runs a handler; on the stateless era, stops waiting as soon as it asks for input nobody has answered yet
 * (`stop` aborts its signal so it can clean up), so the engine can answer input_required.
 */
export async function runRound(inputs: InputBroker | undefined, stop: () => void, work: Promise<unknown>): Promise<HandlerRun> {
  const ran = work.then((value): HandlerRun => ({ kind: 'value', value }));
  if (!inputs) return ran;
  const waiting = inputs.requested.then((): HandlerRun => ({ kind: 'input' }));
  const first = await Promise.race([ran, waiting]);
  if (first.kind === 'input') {
    ran.catch(() => undefined);
    stop();
  }
  return first;
}

/** The input-required result that ends a stateless round: the requests recorded and the sealed state to send back. */
export function inputRequiredResult(call: MethodCall, requests: Readonly<Record<string, InputRequest>>, state: string): WireObject {
  const policy = call.terms.adapter.policy;
  // Input rounds exist only where the policy is stateless (session revisions ask the client directly).
  if (policy.era !== 'stateless') throw new ProtocolError(RpcErrorCode.InternalError, `Internal error: an input round on protocol revision ${call.terms.adapter.revision}`);
  return policy.inputRequired(requests, state);
}
