import type { JsonValue } from '../../vocabulary/json-value.js';
import type { BindOutcome, ValidationIssue } from '../../model/binding.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { Invocation } from '../../model/middleware.js';
import type { RateLimitSubject } from '../../model/policy-declaration.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import type { InputBroker } from '../client-input/input-broker.js';
import type { HeadStart, MethodCall } from '../contracts/method-call.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { CallContext } from './handler-context.js';
import { Deadline } from './deadline.js';
import { runRound } from './input-round.js';
import type { Admission, PreparedLink } from '../contracts/server-core.js';
import { runChain } from './middleware-chain.js';

/** The member a call runs, found by the method (tool by name, resource by URI…). */
export interface InvocationTarget {
  readonly kind: Invocation['kind'];
  /** The tool or prompt name, the URI, or the completed prompt/template. */
  readonly name: string;
  readonly member: Pick<MemberDescriptor, 'member' | 'bind' | 'invoke' | 'contextIndex' | 'arity' | 'chain'>;
  /** The member whose declared access and limits the call is admitted under, when not `member` (a completion: its prompt or template). */
  readonly policy?: Pick<MemberDescriptor, 'member' | 'chain'>;
}

/** How a call ended, before its method puts it on the wire. */
export type InvokeOutcome =
  | { readonly kind: 'invalid'; readonly issues: readonly ValidationIssue[] }
  | { readonly kind: 'value'; readonly value: unknown }
  /** The stateless era asked for client input: the round ends with this input-required result. */
  | { readonly kind: 'input'; readonly requests: Readonly<Record<string, InputRequest>>; readonly state: string }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'timeout'; readonly ms: number };

/**
 * The one invocation pipeline every member kind runs through: bind → middleware chain (server, class,
 * method) → handler → outcome, under one time limit (paused while the client is asked for input), one
 * cancellation signal and one error mapping. A refused binding runs nothing. The outcome is synchronous when
 * nothing had to wait (no admission, a synchronous binder and a synchronous handler without context), else a promise.
 */
export function invoke(call: MethodCall, target: InvocationTarget, raw: unknown, wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[], admitted = false, head?: HeadStart): InvokeOutcome | Promise<InvokeOutcome> {
  // The direct lane admits only members with nothing to admit, and began the call: it goes on from where the lane stopped.
  if (head !== undefined) return resumed(call, target, wireArguments, links, head);
  // Declared access, rate limits and argument limits come before anything reads the arguments.
  const admit = admitted ? undefined : admissionOf(call, target, raw);
  if (admit) return admit.then((refused) => refused ?? bindAndRun(call, target, raw, wireArguments, links));
  return bindAndRun(call, target, raw, wireArguments, links);
}

function bindAndRun(call: MethodCall, target: InvocationTarget, raw: unknown, wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[]): InvokeOutcome | Promise<InvokeOutcome> {
  const { trace } = call;
  // Most binders answer synchronously: awaited only when they return a promise (async class-validator rules).
  let binding: BindOutcome | Promise<BindOutcome>;
  try {
    binding = trace ? trace.span(`bind ${target.name}`, async () => target.member.bind(raw)) : target.member.bind(raw);
  } catch (error) {
    return unbound(call, target, error);
  }
  return fromBinding(call, target, binding, wireArguments, links);
}

// The call from its binding on: at once when the binder answered synchronously, else once it settles.
function fromBinding(call: MethodCall, target: InvocationTarget, binding: BindOutcome | Promise<BindOutcome>, wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[]): InvokeOutcome | Promise<InvokeOutcome> {
  if (binding instanceof Promise) return binding.then((bound) => run(call, target, bound, wireArguments, links), (error: unknown) => unbound(call, target, error));
  return run(call, target, binding, wireArguments, links);
}

// The time a handler of this call may run: the call's own limit (a task's), else the server's.
function timeLimitOf(call: MethodCall): number {
  return call.run.timeLimitMs ?? call.server.settings.handlerTimeoutMs;
}

// The rest of a call the direct lane began: from its binding, or from what its handler did (which ran without a
// context or middleware, as a member the lane takes has neither).
function resumed(call: MethodCall, target: InvocationTarget, wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[], head: HeadStart): InvokeOutcome | Promise<InvokeOutcome> {
  const { binding, ran } = head;
  if (ran === undefined) return fromBinding(call, target, binding, wireArguments, links);
  if ('threw' in ran) return { kind: 'failed', error: ran.threw };
  return settle(call, undefined, timeLimitOf(call), undefined, () => ran.running);
}

// A binder answers every problem of the input with issues; one that throws (a validator that could not be compiled)
// is the server's fault: -32603, the detail on the diagnostics only.
function unbound(call: MethodCall, target: InvocationTarget, error: unknown): InvokeOutcome {
  call.server.diagnostics.error(`${target.kind} ${target.name} (${target.member.member}): its arguments could not be checked; answered -32603`, error);
  return { kind: 'failed', error: new ProtocolError(RpcErrorCode.InternalError, `Internal error while handling ${call.request.method}`) };
}

function run(call: MethodCall, target: InvocationTarget, bound: BindOutcome, wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[]): InvokeOutcome | Promise<InvokeOutcome> {
  if (!bound.ok) return { kind: 'invalid', issues: bound.issues };
  const { trace } = call;
  const { contextIndex } = target.member;
  const needsContext = contextIndex !== undefined || links.length > 0 || trace !== undefined;
  // Opening the round's input (and checking its requestState) comes first: a refused state runs no handler. A
  // handler without a context cannot ask for input, so its round is opened only to check a state the request carries.
  const carriesState = Object.hasOwn(call.request.params, 'requestState');
  const inputs = needsContext || carriesState ? call.input.round : undefined;
  // A carried state is checked (Web Crypto, asynchronous) before anything runs; a call without one waits for nothing.
  if (carriesState && inputs) return inputs.ready.then(() => runHandler(call, target, bound.args, wireArguments, links, inputs, needsContext));
  return runHandler(call, target, bound.args, wireArguments, links, inputs, needsContext);
}

function runHandler(call: MethodCall, target: InvocationTarget, boundArgs: readonly unknown[], wireArguments: { readonly [key: string]: JsonValue }, links: readonly PreparedLink[], inputs: InputBroker | undefined, needsContext: boolean): InvokeOutcome | Promise<InvokeOutcome> {
  const { trace } = call;
  const limit = timeLimitOf(call);
  if (!needsContext) {
    // A handler without context or middleware starts at once; one that answers synchronously (most do) needs no
    // timer and no race: it cannot be stopped, and it cannot be waiting for input.
    let value: unknown;
    try {
      value = target.member.invoke(boundArgs);
    } catch (error) {
      return { kind: 'failed', error };
    }
    if (!isThenable(value)) return { kind: 'value', value };
    return settle(call, inputs, limit, undefined, () => value as PromiseLike<unknown>);
  }
  const { contextIndex } = target.member;
  return settle(call, inputs, limit, (deadline) => {
    const context = new CallContext(call, deadline);
    const args = [...boundArgs];
    if (contextIndex !== undefined) args[contextIndex] = context;
    const start = (): Promise<unknown> => Promise.resolve().then(() => target.member.invoke(args));
    const handler = trace ? () => trace.span(`handler ${target.name}`, start) : start;
    return links.length === 0 ? handler() : runChain(links, invocationOf(target, boundArgs, wireArguments, context), handler);
  });
}

/**
 * Runs the admission of a call (declared access, rate limits, argument limits: those of `target.policy`, else of the
 * member): undefined when it may run, else the failed outcome. `invoke` runs it unless told the call was admitted.
 */
export async function admission(call: MethodCall, target: InvocationTarget, raw: unknown): Promise<InvokeOutcome | undefined> {
  return admissionOf(call, target, raw);
}

// The admission as a promise, or undefined when the member declares nothing to admit (then nothing waits).
function admissionOf(call: MethodCall, target: InvocationTarget, raw: unknown): Promise<InvokeOutcome | undefined> | undefined {
  const member = target.policy ?? target.member;
  const admit = call.server.admissionFor?.(member);
  return admit ? admitting(call, target, raw, admit, member) : undefined;
}

async function admitting(call: MethodCall, target: InvocationTarget, raw: unknown, admit: Admission, member: Pick<MemberDescriptor, 'member' | 'chain'>): Promise<InvokeOutcome | undefined> {
  const resolved = call.request.target;
  try {
    await admit(subjectOf(call, target), raw, resolved !== undefined && resolved.accessGranted && resolved.member === member);
    return undefined;
  } catch (error) {
    return { kind: 'failed', error };
  }
}
/** Whether a handler's value is a promise (or any thenable) to wait for. @example isThenable(Promise.resolve(1)) // true */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return value !== null && (typeof value === 'object' || typeof value === 'function') && typeof (value as { then?: unknown }).then === 'function';
}

/** Waits for asynchronous work under the time limit, ending the round early when it asks for client input. */
async function settle(call: MethodCall, inputs: InputBroker | undefined, limit: number, start: ((deadline: Deadline | undefined) => Promise<unknown>) | undefined, started?: () => PromiseLike<unknown>): Promise<InvokeOutcome> {
  let expired: (outcome: InvokeOutcome) => void = () => undefined;
  const timeout = limit > 0 ? new Promise<InvokeOutcome>((resolve) => (expired = resolve)) : undefined;
  const deadline = limit > 0
    ? new Deadline(limit, () => {
        call.run.abort(new RequestAbortedError('timeout', `timed out after ${limit} ms`));
        expired({ kind: 'timeout', ms: limit });
      })
    : undefined;
  const finished = (async (): Promise<InvokeOutcome> => {
    try {
      const work = start ? start(deadline) : Promise.resolve(started!());
      const ran = await runRound(inputs, () => call.run.abort(new RequestAbortedError('input-round', 'waiting for client input')), work);
      if (ran.kind === 'value') return { kind: 'value', value: ran.value };
      return { kind: 'input', requests: inputs!.requests, state: await inputs!.seal() };
    } catch (error) {
      return { kind: 'failed', error };
    }
  })();
  try {
    return await (timeout ? Promise.race([finished, timeout]) : finished);
  } finally {
    deadline?.clear();
  }
}

function subjectOf(call: MethodCall, target: InvocationTarget): RateLimitSubject {
  const { caller } = call;
  return {
    kind: target.kind,
    name: target.name,
    client: call.terms.client,
    ...(caller.principal ? { auth: caller.principal } : {}),
    ...(caller.remoteAddress !== undefined ? { ip: caller.remoteAddress } : {}),
    ...(caller.headers ? { headers: caller.headers } : {}),
  };
}

function invocationOf(target: InvocationTarget, args: readonly unknown[], wireArguments: { readonly [key: string]: JsonValue }, context: CallContext): Invocation {
  return { kind: target.kind, name: target.name, member: target.member.member, args, arguments: wireArguments, context };
}
