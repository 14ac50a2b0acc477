import type { ClientDescription } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { EngineCore } from '../contracts/method-call.js';
import { classifyInbound, type ConnectionTerms, type InboundDecision, type RequestTerms } from '../era/classify-inbound.js';
import { errorResponse, type JsonRpcMessage, type RequestId, type RequestParams } from '../protocol/json-rpc.js';
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
 * The synchronous start of a request on a connection, before any handler runs: its immediate answer (a refusal, or
 * initialize's, which settles the connection's era, revision and client in `state`), or its flight, registered in
 * `inFlight` under its id. The era decision (classifyInbound) is made here, once per request.
 * @example const opened = openRequest(core, state, inFlight, connection, 1, 'tools/call', params, undefined);
 */
export function openRequest(core: EngineCore, state: ConnectionState, inFlight: Map<RequestId, InFlight>, host: FlightHost, id: RequestId, method: string, params: RequestParams, extra: TransportMessageExtra | undefined): JsonRpcMessage | Opened {
  if (inFlight.has(id)) return errorResponse(id, RpcErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(id)} belongs to a request still in progress; use a new id`);
  const inbound = sessionDecision(state, method) ?? classifyInbound(method, params, state as ConnectionTerms, core.registry);
  if (inbound.kind === 'refused') return errorResponse(id, inbound.error.code, inbound.error.message, inbound.error.data);
  if (inbound.kind === 'initialize') {
    state.era = 'session';
    const answer = initialize(core, params, state.negotiated);
    if ('error' in answer) return errorResponse(id, answer.error.code, answer.error.message, answer.error.data);
    state.negotiated = answer.adapter;
    state.client = answer.client;
    return { jsonrpc: '2.0', id, result: answer.result };
  }
  if (inbound.pins) state.era = 'stateless';
  // Kept for the next request, which takes it only while it still holds (sessionDecision).
  else if (!inbound.stateless) state.served = inbound;
  const flight = new InFlight(host, id, method, params, inbound.stateless, extra);
  inFlight.set(id, flight);
  return new Opened(flight, inbound.terms, inbound.stateless);
}
