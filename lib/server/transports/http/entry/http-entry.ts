import { randomUUID } from 'node:crypto';
import type { EventStore } from '@modelcontextprotocol/server';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { DecoratedMcpServer } from '../../../engine/create-server.js';
import { internalsOf } from '../../../engine/server-internals.js';
import type { Connection } from '../../../engine/connection.js';
import type { TransportPort } from '../../../protocol/transport-port.js';
import { whileOpen } from '../session/response-lifetime.js';
import { sessionlessPost } from '../one-shot/sessionless-post.js';
import { httpError } from '../wire/http-errors.js';
import { wrongPath } from './wrong-path.js';
import { toResponse, type HttpAnswer } from '../wire/http-answer.js';
import { webView, type RequestView } from '../wire/request-view.js';
import { readWebBody, type BodyReader } from '../wire/http-body.js';
import { accepts, readPostedBody } from './posted-body.js';
import { isInitialize, postedMessageProblem, requestIdsOf } from '../wire/posted-messages.js';
import { InvalidServerOptionError } from '../../../../errors/invalid-server-option.error.js';
import { InMemoryEventStore } from '../session/in-memory-event-store.js';
import { isSessionBound } from '../session/event-store.js';
import { sessionEventStore, type SessionStreams } from '../session/session-event-store.js';
import { storeUnavailable } from '../session/store-unavailable.js';
import { orphanReplay } from '../session/orphan-replay.js';
import { OriginPolicy } from './origin-policy.js';
import { SessionRegistry, type HttpSession } from '../session/session-registry.js';
import { isStatelessRequest, statelessExchange } from '../one-shot/stateless-exchange.js';
import { principalKey, type Principal } from '../../../../model/principal.js';
import { BearerGate } from './bearer-gate.js';
import { notePrincipal, noteRemoteAddress } from '../../../access/request-facts.js';
import { entryLimitOf, ipOf } from './request-limit.js';
import { clientAddressResolver } from './trust-proxy.js';
import type { HttpEntryOptions } from './http-entry-options.js';

export type { HttpEntryOptions } from './http-entry-options.js';

/** A fetch-shaped MCP endpoint: `(Request) => Response`, plus teardown. */
export interface HttpEntry {
  fetch(request: Request): Promise<Response>;
  /** Open sessions. */
  readonly sessionCount: number;
  close(): Promise<void>;
}

/**
 * The entry's route: a request view (a web Request's or a node request's), the body read by the caller's own means
 * (the node bridge reads node streams directly, or hands on `req.body`), and an answer the caller writes its own way.
 */
export type EntryRoute = (request: RequestView, readBody: BodyReader) => Promise<HttpAnswer>;

// The node bridge finds an entry's route here; the public shape of HttpEntry stays fetch-only.
const routes = new WeakMap<HttpEntry, EntryRoute>();

/** The route of an entry made by createHttpEntry, for the node bridge; undefined for any other object. */
export function entryRoute(entry: HttpEntry): EntryRoute | undefined {
  return routes.get(entry);
}

// Whether an entry's rate limits may count by IP address, so the node bridge notes each request's peer.
const peerChecks = new WeakMap<HttpEntry, () => boolean>();

/** True when the node bridge should note the peer address of requests to this entry (rate limits by IP). */
export function entryWantsPeer(entry: HttpEntry): boolean {
  return peerChecks.get(entry)?.() ?? false;
}

/**
 * The web Request the SDK's session transport takes, with what the entry learned about it (principal, peer) noted
 * where the engine's connection reads it back from each message.
 */
function webOf(request: RequestView): Request {
  const web = request.web();
  if (request.principal) notePrincipal(web, request.principal);
  noteRemoteAddress(web, request.remoteAddress);
  return web;
}

/**
 * The Streamable HTTP entry of a server: DNS-rebinding checks, body limit, content negotiation, and sessions
 * on the official SDK's transport (SSE, GET stream, DELETE, resumability). Safe by default.
 * @example const entry = createHttpEntry(server); const response = await entry.fetch(new Request('http://127.0.0.1:3000/mcp', { method: 'POST', … }));
 */
export function createHttpEntry(server: DecoratedMcpServer, options: HttpEntryOptions = {}): HttpEntry {
  const path = options.path ?? '/mcp';
  if (options.sessionIdPrefix !== undefined && !/^[\x21-\x7E]*$/.test(options.sessionIdPrefix)) throw new InvalidServerOptionError('sessionIdPrefix', `is ${JSON.stringify(options.sessionIdPrefix)}, which has characters a session id cannot carry`, 'Use visible ASCII only, e.g. sessionIdPrefix: "replica-1.".');
  const limit = options.maxBodyBytes ?? 1024 * 1024;
  const policy = new OriginPolicy(options.host ?? '127.0.0.1', options);
  // Each session replays only its own events: its stream ids are its own in any store (see session-event-store.ts).
  const eventStoreFor = (sessionId: string, owner: string | undefined): SessionStreams | undefined => {
    if (options.eventStore === false) return undefined;
    return sessionEventStore(options.eventStore ?? new InMemoryEventStore(), sessionId, owner, (error) => diagnostics.error('HTTP: the event store failed to keep an SSE event (reported once until it works again)', error));
  };
  // A deleted or idle-expired session's events are replayed nowhere again (a store shared by replicas is told so).
  const forget = async (sessionId: string): Promise<void> => {
    const store = options.eventStore;
    if (!store || !isSessionBound(store) || !store.forgetSession) return;
    await store.forgetSession(sessionId).catch((error: unknown) => diagnostics.error('HTTP: the event store could not forget a closed session', error));
  };
  const supported = [...server.supportedRevisions];
  const internals = internalsOf(server);
  if (!internals) throw new InvalidServerOptionError('server', 'is not a server made by createServer()', 'Pass what createServer({ … }) returned.');
  const { core } = internals;
  const connectInternal = internals.connect;
  const diagnostics = core.diagnostics;
  const now = options.now ?? Date.now;
  // The resource server, when createServer({ auth }) made one: metadata, bearer tokens, declared access.
  const gate = internals.access.auth ? new BearerGate(internals.access.auth, internals.access, core) : undefined;
  const requestLimit = entryLimitOf(options.rateLimit);
  // A mount under a prefix (`/api/mcp` for the path `/mcp`) is reported once on the diagnostics.
  const prefixWarning = { done: false };
  const clientAddress = clientAddressResolver(options.trustProxy);
  const sessions = new SessionRegistry(options.maxSessions ?? 100, options.sessionIdleMs ?? 30 * 60_000, (session) => {
    void session.connection?.close();
    void forget(session.id);
  }, now);

  // The SDK's session transport loads with the first session: a server that only ever serves 2026-07-28 never loads it.
  const transportFor = async (sessionId: string, eventStore: EventStore | undefined, onInitialized: (id: string) => void, onClosed: (id: string) => Promise<void>) =>
    new (await import('@modelcontextprotocol/server')).WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => sessionId,
      onsessioninitialized: onInitialized,
      onsessionclosed: onClosed,
      enableJsonResponse: options.jsonResponses ?? false,
      eventStore,
      retryInterval: options.retryMs ?? 1000,
      supportedProtocolVersions: supported,
    });

  async function newSession(request: Request, body: unknown, owner: string | undefined): Promise<HttpAnswer> {
    // The slot is taken before anything is awaited, so concurrent initializes on a cold server never pass the cap.
    const release = sessions.reserve();
    if (!release) return httpError(503, RpcErrorCode.HttpError, 'Too many open sessions; close one (DELETE) or retry later', { 'retry-after': '5' });
    let opened = false;
    try {
      const sessionId = `${options.sessionIdPrefix ?? ''}${randomUUID()}`;
      const streams = eventStoreFor(sessionId, owner);
      const transport = await transportFor(
        sessionId,
        streams,
        (id) => {
          opened = true;
          release();
          sessions.add(session(id));
        },
        async (id) => {
          sessions.delete(id);
          await forget(id);
        },
      );
      let connection: HttpSession['connection'];
      const storeFailures = (): number => streams?.failures ?? 0;
      const session = (id: string): HttpSession => ({ id, handle: (r, b) => transport.handleRequest(r, { parsedBody: b }), connection, lastSeen: now(), active: 0, pending: new Set(), storeFailures, ...(owner !== undefined ? { owner } : {}) });
      connection = await connectInternal(transport as unknown as TransportPort);
      const response = await transport.handleRequest(request, { parsedBody: body });
      const unavailable = storeUnavailable(response, 0, storeFailures());
      // An initialize the transport refused (bad version header, batch…) or could not stream opened no session: drop it.
      if (unavailable && opened) sessions.delete(sessionId);
      if (!opened || unavailable) void connection.close();
      return unavailable ?? response;
    } finally {
      if (!opened) release();
    }
  }

  async function route(request: RequestView, readBody: BodyReader): Promise<HttpAnswer> {
    const metadata = gate?.metadata(request);
    if (metadata) return metadata;
    if (request.pathname !== path) return wrongPath(request.pathname, path, diagnostics, prefixWarning);
    // Behind trusted proxies the client is named by X-Forwarded-For; otherwise the socket peer is.
    if (clientAddress && request.remoteAddress !== undefined) request.remoteAddress = clientAddress(request.remoteAddress, request.header('x-forwarded-for'));
    const refused = policy.check(request.host, request.header('origin'));
    if (refused) return httpError(403, RpcErrorCode.HttpError, `Forbidden: ${refused}`);
    // The bearer token comes before anything else reads the request.
    let principal: Principal | undefined;
    if (gate) {
      const outcome = await gate.authenticate(request);
      if ('response' in outcome) return outcome.response;
      principal = outcome.principal;
    }
    if (requestLimit) {
      const waitMs = await internals!.access.limitRequest(requestLimit, { kind: 'tool', name: path, client: { capabilities: {} }, ...(principal ? { auth: principal } : {}), ...ipOf(request) });
      if (waitMs !== undefined) {
        core.observer?.refused(request.method, 429, principal, undefined, request.remoteAddress);
        return httpError(429, RpcErrorCode.RateLimited, `Too Many Requests: retry in ${Math.max(1, Math.ceil(waitMs / 1000))} s`, { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) }, null, { retryAfterMs: Math.ceil(waitMs) });
      }
    }
    const method = request.method;
    if (method !== 'POST' && method !== 'GET' && method !== 'DELETE') return httpError(405, RpcErrorCode.HttpError, `Method ${method} not allowed`, { allow: 'GET, POST, DELETE' });
    if (options.stateless && method !== 'POST') return httpError(405, RpcErrorCode.HttpError, `Method ${method} not allowed: this endpoint is stateless`, { allow: 'POST' });
    const sessionId = request.header('mcp-session-id');
    const versionHeader = request.header('mcp-protocol-version');
    // 2026-07-28 is POST-only: no GET stream, no sessions to DELETE.
    if (method !== 'POST' && versionHeader !== null && isStatelessRequest(undefined, versionHeader, core.registry)) {
      return httpError(405, RpcErrorCode.HttpError, `Method ${method} not allowed: ${versionHeader} requests are POSTs`, { allow: 'POST' });
    }
    if (method === 'GET' && !accepts(request, 'text/event-stream')) return httpError(406, RpcErrorCode.HttpError, 'Not Acceptable: a GET must accept text/event-stream');
    let body: unknown;
    if (method === 'POST') {
      const posted = await readPostedBody(request, readBody, limit);
      if ('refused' in posted) return posted.refused;
      body = posted.body;
    }
    // Declared access is decided before the request is processed: 403 with the scopes it needs.
    if (gate && principal && method === 'POST') {
      const forbidden = gate.authorize(body, principal);
      if (forbidden) return forbidden;
    }
    const owner = principal ? principalKey(principal) : undefined;
    // A 2026-07-28 request stands alone: an Mcp-Session-Id it carries is ignored, as the spec says.
    if (method === 'POST' && isStatelessRequest(body, versionHeader, core.registry)) return statelessExchange(server, request, body);
    if (sessionId) {
      const session = sessions.touch(sessionId);
      if (!session) {
        // The replica that held this session may have died: its streams can still be resumed from a shared store,
        // by the principal that opened it only (its events carry their owner); to anyone else it does not exist.
        const lastEventId = method === 'GET' ? request.header('last-event-id') : null;
        const replayed = lastEventId && options.eventStore && isSessionBound(options.eventStore) ? await orphanReplay(options.eventStore, sessionId, owner, lastEventId) : undefined;
        return replayed ?? httpError(404, RpcErrorCode.SessionNotFound, 'Session not found: it was closed or never existed; initialize a new one');
      }
      // A session serves only the principal that opened it; to anyone else it does not exist.
      if (session.owner !== owner) return httpError(404, RpcErrorCode.SessionNotFound, 'Session not found: it was closed or never existed; initialize a new one');
      const ids = method === 'POST' ? requestIdsOf(body) : [];
      if (method === 'POST') {
        const problem = postedMessageProblem(body, session.connection?.adapter);
        if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
        // The SDK's transport would refuse it with a null id: the answer names the request it refuses.
        if (isInitialize(body)) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: this session is already initialized; to open another, send initialize without Mcp-Session-Id', {}, ids[0] ?? null);
        // The transport routes answers by id: a reused id in progress would take the first request's answer.
        const reused = ids.find((i) => session.pending.has(i) || session.connection?.inProgress(i) === true);
        if (reused !== undefined) return httpError(400, RpcErrorCode.InvalidRequest, `Invalid Request: id ${JSON.stringify(reused)} belongs to a request still in progress; use a new id`, {}, reused);
      }
      for (const i of ids) session.pending.add(i);
      sessions.begin(session);
      const ended = (): void => {
        for (const i of ids) session.pending.delete(i);
        sessions.end(session);
      };
      try {
        const failuresBefore = session.storeFailures?.() ?? 0;
        const response = await session.handle(webOf(request), body);
        const unavailable = storeUnavailable(response, failuresBefore, session.storeFailures?.() ?? 0);
        if (unavailable) ended();
        return unavailable ?? whileOpen(response, ended);
      } catch (error) {
        ended();
        throw error;
      }
    }
    if (method === 'POST' && options.stateless) return sessionlessPost(core, request, body);
    if (method === 'POST' && isInitialize(body)) {
      const problem = postedMessageProblem(body, undefined);
      if (problem) return httpError(400, RpcErrorCode.InvalidRequest, problem.message, {}, problem.id);
      return newSession(webOf(request), body, owner);
    }
    if (method === 'POST' && Array.isArray(body)) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a batch cannot open a session; send initialize on its own first');
    return httpError(400, RpcErrorCode.HttpError, 'Bad Request: Mcp-Session-Id header is required (send initialize first)');
  }

  const guarded: EntryRoute = async (request, readBody) => {
    try {
      return await route(request, readBody);
    } catch (error) {
      diagnostics.error(`HTTP ${request.method} ${request.url} failed`, error);
      return httpError(500, RpcErrorCode.InternalError, 'Internal error');
    }
  };
  const entry: HttpEntry = {
    fetch: async (request) => toResponse(await guarded(webView(request), (max) => readWebBody(request, max))),
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      sessions.stop();
      await Promise.all(sessions.all().map((s) => s.connection?.close()));
    },
  };
  routes.set(entry, guarded);
  peerChecks.set(entry, () => requestLimit !== undefined || clientAddress !== undefined || internals.access.countsCalls(() => core.catalogue.snapshot()));
  return entry;
}
