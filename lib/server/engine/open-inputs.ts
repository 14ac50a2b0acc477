import type { JsonValue } from '../../vocabulary/json-value.js';
import { principalKey, type Principal } from '../../model/principal.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { ClientRequestError } from '../../errors/client-request.error.js';
import { InputBroker } from '../client-input/input-broker.js';
import { stateSubject } from '../client-input/request-state.js';
import type { ClientInput } from '../contracts/exchange.js';
import type { ServerCore } from '../contracts/server-core.js';
import type { RequestParams } from '../protocol/json-rpc.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';

/**
 * The client input of one stateless round: the answers sealed in `requestState` (checked, -32602 when altered,
 * foreign or expired) plus the new `inputResponses`. Undefined for methods that take no input.
 */
export function openInputs(core: ServerCore, method: string, params: RequestParams, principal?: Principal): InputBroker | undefined {
  if (method !== 'tools/call' && method !== 'prompts/get' && method !== 'resources/read') return undefined;
  const target = String(ownProperty(params, method === 'resources/read' ? 'uri' : 'name') ?? '');
  // The digest of the call is needed only to open a state or to seal one: a call that asks for no input
  // (most) never computes it.
  let subject: Promise<string> | undefined;
  // A state is bound to the principal too: another caller cannot replay answers someone else gave.
  const subjectOf = (): Promise<string> => (subject ??= stateSubject(method, target, method === 'resources/read' ? undefined : (ownProperty(params, 'arguments') as JsonValue | undefined), principal ? principalKey(principal) : ''));
  const sealer = core.sealer;
  const state = ownProperty(params, 'requestState');
  // Opened with Web Crypto, so asynchronously: the broker's `ready` carries the answers or the refusal.
  const carried = typeof state === 'string' ? sealer.open(state, subjectOf()) : undefined;
  const responses = ownProperty(params, 'inputResponses');
  // Anything but an object (null, a number…) is no answer at all: the inputs are asked for again.
  const fresh = isJsonObject(responses) ? (responses as { readonly [key: string]: JsonValue }) : {};
  return new InputBroker(fresh, (answers) => sealer.seal(subjectOf(), answers), carried);
}

/**
 * Client input on the stateless era, on any transport: input-required rounds, the round opened only when the handler
 * is about to run (after the argument guard), once. `elsewhere` is where a request to the client goes when the method
 * takes no round.
 */
export class InputRounds implements ClientInput {
  private opened: InputBroker | undefined | null = null;

  constructor(
    private readonly core: ServerCore,
    private readonly method: string,
    private readonly params: RequestParams,
    private readonly principal: Principal | undefined,
    private readonly elsewhere: Pick<ClientInput, 'ask'>,
  ) {}

  ask(request: InputRequest, signal: AbortSignal): Promise<JsonValue> {
    return this.elsewhere.ask(request, signal);
  }

  get round(): InputBroker | undefined {
    if (this.opened === null) this.opened = openInputs(this.core, this.method, this.params, this.principal);
    return this.opened;
  }
}

const refusals = new Map<string, ClientInput>();

/** Client input where nothing can reach the client mid-request (`where`, e.g. "a one-shot HTTP exchange"): every ask is refused. */
export function noWayBack(where: string): ClientInput {
  let refusal = refusals.get(where);
  if (!refusal) refusals.set(where, (refusal = { ask: (request) => Promise.reject(new ClientRequestError(request.method, `${request.method} cannot be sent on ${where}`)) }));
  return refusal;
}
