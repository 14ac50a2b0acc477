import type { ClientDescription } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { HeadStart, type EngineCore } from '../contracts/method-call.js';
import { callToolDirectly } from '../methods/direct-tool-call.js';
import type { ToolEnd } from '../methods/tool-execution.js';
import { answerResult, failed } from './serve-request.js';
import { classifyInbound, type ConnectionTerms, type InboundDecision, type RequestTerms } from '../era/classify-inbound.js';
import { errorResponse, type JsonRpcMessage, type RequestId, type RequestParams } from '../protocol/json-rpc.js';
import { stepProbe } from '../protocol/step-probe.js';
import type { TransportMessageExtra } from '../protocol/transport-port.js';
import { initialize } from './initialize.js';
import { InFlight, type FlightHost } from './in-flight.js';

/** What a connection keeps between its requests: its era, the revision initialize negotiated, the client, its log level. */
export interface ConnectionState {
  era?: 'session' | 'stateless';
  negotiated?: RevisionAdapter;
  client: ClientDescription;
  logLevel: LogLevel;
  /** The last session-era decision, served again while the revision, client and log level it was made for hold. */
  served?: InboundDecision & { readonly kind: 'served' };
}

/** A request the connection serves: its flight, registered, and the terms its era decision gave. */
export class Opened {
  constructor(
    readonly flight: InFlight,
    readonly terms: RequestTerms,
    readonly stateless: boolean,
  ) {}
}

// A session's requests are all decided alike until initialize, the client or the log level change: one decision
// object serves them all, rather than two new objects per request.
function sessionDecision(state: ConnectionState, method: string): (InboundDecision & { readonly kind: 'served' }) | undefined {
  const served = state.served;
  if (served === undefined || method === 'initialize') return undefined;
  const terms = served.terms;
  return terms.adapter === state.negotiated && terms.client === state.client && terms.logLevel === state.logLevel ? served : undefined;
}

/**
 * Why a JSON-RPC batch of `size` messages cannot be served on this connection, or undefined when it can: only where the
 * session negotiated a revision that has batches (2025-03-26).
 * @example batchRefusal(state, 0) // 'an empty batch has nothing to serve'
 */
export function batchRefusal(state: ConnectionState, size: number): string | undefined {
  const { era, negotiated } = state;
  return size === 0 ? 'an empty batch has nothing to serve'
    : era === 'session' && negotiated?.policy.batches === true ? undefined
    : negotiated ? `JSON-RPC batches are not part of protocol revision ${negotiated.revision}; send one message per line`
    : 'a batch cannot open a connection; send initialize on its own first';
}

// What a decision to serve leaves on the connection: the era a first stateless request pins, or the session decision,
// kept for the next request, which takes it only while it still holds (sessionDecision).
function keepDecision(state: ConnectionState, inbound: InboundDecision & { readonly kind: 'served' }): void {
  if (inbound.pins) state.era = 'stateless';
  else if (!inbound.stateless) state.served = inbound;
}

/**
 * The synchronous start of a request on a connection, before any handler runs: its immediate answer (a refusal, or
 * initialize's, which settles the connection's era, revision and client in `state`), or its flight, registered in
 * `inFlight` under its id. The era decision (classifyInbound) is made here, once per request (or given: `decided`, made
 * by the direct lane).
 * @example const opened = openRequest(core, state, inFlight, connection, 1, 'tools/call', params, undefined);
 */
export function openRequest(core: EngineCore, state: ConnectionState, inFlight: Map<RequestId, InFlight>, host: FlightHost, id: RequestId, method: string, params: RequestParams, extra: TransportMessageExtra | undefined, decided?: InboundDecision): JsonRpcMessage | Opened {
  if (inFlight.has(id)) return errorResponse(id, RpcErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(id)} belongs to a request still in progress; use a new id`);
  const inbound = decided ?? sessionDecision(state, method) ?? classifyInbound(method, params, state as ConnectionTerms, core.registry);
  if (inbound.kind === 'refused') return errorResponse(id, inbound.error.code, inbound.error.message, inbound.error.data);
  if (inbound.kind === 'initialize') {
    state.era = 'session';
    const answer = initialize(core, params, state.negotiated);
    if ('error' in answer) return errorResponse(id, answer.error.code, answer.error.message, answer.error.data);
    state.negotiated = answer.adapter;
    state.client = answer.client;
    return { jsonrpc: '2.0', id, result: answer.result };
  }
  keepDecision(state, inbound);
  const flight = new InFlight(host, id, method, params, inbound.stateless, extra);
  inFlight.set(id, flight);
  return new Opened(flight, inbound.terms, inbound.stateless);
}

/** What the direct lane leaves to the pipeline: the era decision it made, and the work it began (if any). */
export class Detour {
  constructor(
    readonly decided: InboundDecision,
    readonly head?: HeadStart,
  ) {}
}

const METHOD = 'tools/call';

// An observer that cannot say whether it watches (a registered SDK whose API failed to load) is left to the pipeline,
// which meets the same failure and answers it.
function watched(core: EngineCore): boolean {
  try {
    return core.observer?.watching() === true;
  } catch {
    return true;
  }
}

/**
 * The direct lane of a tools/call on a connection (methods/direct-tool-call.ts), tried before the request is opened:
 * its answer, when the lane could give it at once; a {@link Detour} for the pipeline to start from; or undefined when
 * the lane did not take the request (nothing was decided or run). Only while nothing would observe the request, and
 * for an id not in flight.
 * @example const direct = directStart(core, state, inFlight, 7, params);
 */
export function directStart(core: EngineCore, state: ConnectionState, inFlight: Map<RequestId, InFlight>, id: RequestId, params: RequestParams): JsonRpcMessage | Detour | undefined {
  if (core.plainTool === undefined || inFlight.has(id) || watched(core)) return undefined;
  // The session's standing decision while it holds; else one made now (a stateless request is decided anew each time,
  // its envelope carrying its terms), kept as the pipeline keeps it and handed on.
  const decided = sessionDecision(state, METHOD) ?? classifyInbound(METHOD, params, state as ConnectionTerms, core.registry);
  if (decided.kind !== 'served') return new Detour(decided);
  keepDecision(state, decided);
  let direct: ToolEnd | HeadStart | undefined;
  try {
    direct = callToolDirectly(core, decided.terms, params);
  } catch (error) {
    stepProbe.count?.('direct-lane');
    return failed(core, id, METHOD, error);
  }
  if (direct === undefined) return new Detour(decided);
  stepProbe.count?.('direct-lane');
  if (direct instanceof HeadStart) return new Detour(decided, direct);
  return answerResult(core, id, METHOD, decided.terms, direct.result, direct.plain === true);
}
