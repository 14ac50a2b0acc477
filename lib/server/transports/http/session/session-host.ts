import type { EventStore } from '@modelcontextprotocol/server';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { Connection } from '../../../engine/connection.js';
import type { Diagnostics } from '../../../contracts/diagnostics.js';
import type { GateVerdict } from '../../../protocol/message-gate.js';
import type { MessageCaller, TransportPort } from '../../../protocol/transport-port.js';
import { isInitialize } from '../../../era/classify-http.js';
import { httpError } from '../wire/http-errors.js';
import type { HttpAnswer } from '../wire/http-answer.js';
import { postedMessageProblem, requestIdsOf } from '../wire/posted-messages.js';
import { callerOf, type RequestView } from '../wire/request-view.js';
import { isSessionBound } from './event-store.js';
import { InMemoryEventStore } from './in-memory-event-store.js';
import { orphanReplay } from './orphan-replay.js';
import { whileOpen } from './response-lifetime.js';
import { sessionEventStore, type SessionStreams } from './session-event-store.js';
import { SessionPort } from './session-port.js';
import { SessionRegistry, type HttpSession } from './session-registry.js';
import { storeUnavailable } from './store-unavailable.js';

/** What the session side of the entry is configured with. */
export interface SessionSettings {
  readonly maxSessions?: number;
  readonly sessionIdleMs?: number;
  readonly sessionIdPrefix?: string;
  readonly eventStore?: EventStore | false;
  readonly jsonResponses?: boolean;
  readonly retryMs?: number;
  readonly now?: () => number;
  /** The revisions the server speaks (the SDK's transport checks the version header against them). */
  readonly supported: readonly string[];
  readonly diagnostics: Diagnostics;
  /** Connects the SDK's transport of a new session to the engine. */
  readonly connect: (transport: TransportPort) => Promise<Connection>;
}

/** A session request, as the route decision found it: its session id, and the message gate's verdicts on a POST body. */
export interface SessionRequest {
  readonly sessionId: string;
  readonly body?: unknown;
  readonly messages: readonly GateVerdict[];
  /** `Last-Event-ID` of a GET, for a stream of a session this process never held. */
  readonly lastEventId?: string | null;
}

const NOT_FOUND = 'Session not found: it was closed or never existed; initialize a new one';

/**
 * What the SDK's session transport is handed with a request: the parsed body and who sent it (`authInfo.extra.caller`,
 * which the transport passes back with each message, so the engine's connection knows the principal and peer).
 */
export function transportOptions(body: unknown, caller: MessageCaller): { parsedBody: unknown; authInfo?: { token: string; clientId: string; scopes: string[]; extra: { caller: MessageCaller } } } {
  if (caller.principal === undefined && caller.remoteAddress === undefined) return { parsedBody: body };
  // The token itself never travels past the bearer gate: the verified principal does.
  return { parsedBody: body, authInfo: { token: '', clientId: caller.principal?.clientId ?? '', scopes: [...(caller.principal?.scopes ?? [])], extra: { caller } } };
}

/**
 * The sessions of an entry on the official SDK's session transport (SSE, GET stream, DELETE, resumability): opens
 * them (capped), serves their POSTs, streams and DELETEs to the principal that opened them only, and replays the
 * stream of a session another replica held from a shared event store.
 */
export class SessionHost {
  readonly sessions: SessionRegistry;
  private readonly now: () => number;

  constructor(private readonly settings: SessionSettings) {
    this.now = settings.now ?? Date.now;
    this.sessions = new SessionRegistry(settings.maxSessions ?? 100, settings.sessionIdleMs ?? 30 * 60_000, (session) => {
      void session.connection?.close();
      void this.forget(session.id);
    }, this.now);
  }

  /** Opens a session with an initialize request (its body already checked by the gate). */
  async open(request: RequestView, body: unknown, messages: readonly GateVerdict[], owner: string | undefined): Promise<HttpAnswer> {
    const problem = postedMessageProblem(body, undefined, messages);
    if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
    // The slot is taken before anything is awaited, so concurrent initializes on a cold server never pass the cap.
    const release = this.sessions.reserve();
    if (!release) return httpError(503, RpcErrorCode.HttpError, 'Too many open sessions; close one (DELETE) or retry later', { 'retry-after': '5' });
    let opened = false;
    try {
      const sessionId = `${this.settings.sessionIdPrefix ?? ''}${globalThis.crypto.randomUUID()}`;
      const streams = this.eventStoreFor(sessionId, owner);
      const storeFailures = (): number => streams?.failures ?? 0;
      // The connection is made once the transport exists; the session is registered (with it) only when the
      // transport reports the initialize answered, which is after the connection below is assigned.
      let connection: Connection | undefined;
      let streamed = false;
      const transport = await this.transportFor(sessionId, streams, (id) => {
        opened = true;
        release();
        this.sessions.add({ id, handle: (r, b, c) => transport.handleRequest(r, transportOptions(b, c ?? {})), connection, lastSeen: this.now(), active: 0, pending: new Set(), storeFailures, streamOpened: () => void (streamed = true), ...(owner !== undefined ? { owner } : {}) });
      }, async (id) => {
        this.sessions.delete(id);
        await this.forget(id);
      });
      connection = await this.settings.connect(new SessionPort(transport, () => streamed));
      const response = await transport.handleRequest(request.web(), transportOptions(body, callerOf(request)));
      const unavailable = storeUnavailable(response, 0, storeFailures());
      // An initialize the transport refused (bad version header, batch…) or could not stream opened no session: drop it.
      if (unavailable && opened) this.sessions.delete(sessionId);
      if (!opened || unavailable) void connection.close();
      return unavailable ?? response;
    } finally {
      if (!opened) release();
    }
  }

  /** Serves a POST, GET stream or DELETE of an open session, for the principal that opened it (`owner`) only. */
  async serve(request: RequestView, routed: SessionRequest, owner: string | undefined): Promise<HttpAnswer> {
    const session = this.sessions.touch(routed.sessionId);
    if (!session) {
      // The replica that held this session may have died: its streams can still be resumed from a shared store,
      // by the principal that opened it only (its events carry their owner); to anyone else it does not exist.
      const store = this.settings.eventStore;
      const lastEventId = routed.lastEventId;
      const replayed = lastEventId && store && isSessionBound(store) ? await orphanReplay(store, routed.sessionId, owner, lastEventId) : undefined;
      return replayed ?? httpError(404, RpcErrorCode.SessionNotFound, NOT_FOUND);
    }
    // A session serves only the principal that opened it; to anyone else it does not exist.
    if (session.owner !== owner) return httpError(404, RpcErrorCode.SessionNotFound, NOT_FOUND);
    const posted = request.method === 'POST';
    const ids = posted ? requestIdsOf(routed.messages) : [];
    if (posted) {
      const refused = this.postProblem(session, routed, ids);
      if (refused) return refused;
    }
    if (request.method === 'GET') session.streamOpened?.();
    for (const i of ids) session.pending.add(i);
    this.sessions.begin(session);
    const ended = (): void => {
      for (const i of ids) session.pending.delete(i);
      this.sessions.end(session);
    };
    try {
      const failuresBefore = session.storeFailures?.() ?? 0;
      const response = await session.handle(request.web(), routed.body, callerOf(request));
      const unavailable = storeUnavailable(response, failuresBefore, session.storeFailures?.() ?? 0);
      if (unavailable) ended();
      return unavailable ?? whileOpen(response, ended);
    } catch (error) {
      ended();
      throw error;
    }
  }

  /** Closes every session. */
  async close(): Promise<void> {
    this.sessions.stop();
    await Promise.all(this.sessions.all().map((s) => s.connection?.close()));
  }

  private postProblem(session: HttpSession, routed: SessionRequest, ids: readonly (string | number)[]): HttpAnswer | undefined {
    const problem = postedMessageProblem(routed.body, session.connection?.adapter, routed.messages);
    if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
    // The SDK's transport would refuse it with a null id: the answer names the request it refuses.
    if (isInitialize(routed.body)) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: this session is already initialized; to open another, send initialize without Mcp-Session-Id', {}, ids[0] ?? null);
    // The transport routes answers by id: a reused id in progress would take the first request's answer.
    const reused = ids.find((i) => session.pending.has(i) || session.connection?.inProgress(i) === true);
    if (reused !== undefined) return httpError(400, RpcErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(reused)} belongs to a request still in progress; use a new id`, {}, reused);
    return undefined;
  }

  // Each session replays only its own events: its stream ids are its own in any store (see session-event-store.ts).
  private eventStoreFor(sessionId: string, owner: string | undefined): SessionStreams | undefined {
    const store = this.settings.eventStore;
    if (store === false) return undefined;
    return sessionEventStore(store ?? new InMemoryEventStore(), sessionId, owner, (error) => this.settings.diagnostics.error('HTTP: the event store failed to keep an SSE event (reported once until it works again)', error));
  }

  // A deleted or idle-expired session's events are replayed nowhere again (a store shared by replicas is told so).
  private async forget(sessionId: string): Promise<void> {
    const store = this.settings.eventStore;
    if (!store || !isSessionBound(store) || !store.forgetSession) return;
    await store.forgetSession(sessionId).catch((error: unknown) => this.settings.diagnostics.error('HTTP: the event store could not forget a closed session', error));
  }

  // The SDK's session transport loads with the first session: a server that only ever serves 2026-07-28 never loads it.
  private async transportFor(sessionId: string, eventStore: EventStore | undefined, onInitialized: (id: string) => void, onClosed: (id: string) => Promise<void>) {
    return new (await import('@modelcontextprotocol/server')).WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => sessionId,
      onsessioninitialized: onInitialized,
      onsessionclosed: onClosed,
      enableJsonResponse: this.settings.jsonResponses ?? false,
      eventStore,
      retryInterval: this.settings.retryMs ?? 1000,
      supportedProtocolVersions: [...this.settings.supported],
    });
  }
}
