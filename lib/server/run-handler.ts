import type { WireObject } from '../revisions/revision-adapter.js';
import type { RequestCall } from './request-call.js';

/** A handler's value, or the news that it is waiting for client input (stateless revisions). */
export type HandlerRun = { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'input' };

/**
 * Runs a handler; on a stateless revision, stops waiting as soon as it asks for input nobody has answered
 * yet (its signal is aborted so it can clean up), so the engine can answer input_required.
 */
export async function runHandler(call: RequestCall, invoke: () => unknown): Promise<HandlerRun> {
  // Opening the round's input (and checking its requestState) comes first: a refused state runs no handler.
  const inputs = call.inputs;
  const work = Promise.resolve().then(invoke).then((value): HandlerRun => ({ kind: 'value', value }));
  if (!inputs) return work;
  const waiting = inputs.requested.then((): HandlerRun => ({ kind: 'input' }));
  const first = await Promise.race([work, waiting]);
  if (first.kind === 'input') {
    work.catch(() => undefined);
    call.controller.abort(new Error('waiting for client input'));
  }
  return first;
}

/** The input-required result of a round: the requests recorded and the sealed state to send back. */
export function inputRequiredResult(call: RequestCall): WireObject {
  return call.adapter.encodeInputRequired(call.inputs!.requests, call.inputs!.seal());
}
