import { expect } from 'chai';
import { createServer, Resource, serveHttp, type DecoratedMcpServer, type HttpServerHandle } from '../../lib/index.js';
import { InMemoryEventStore, type EventStore, type SessionBoundEventStore } from '../../lib/http/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { startAuthorizationServer, type AuthorizationServer } from '../support/authorization-server.js';
import { SseReader, messagesOf } from '../server/transports/http/http-support.js';

/** Two resources, one per session, so each session's GET stream gets notifications of its own. */
class Boards {
  @Resource('board://a')
  a(): string {
    return 'a';
  }

  @Resource('board://b')
  b(): string {
    return 'b';
  }
}

const V = '2025-11-25';
const RESOURCE = 'http://boards.test/mcp';

/** A raw 2025-11-25 session over fetch, with or without a bearer token. */
class Session {
  private id = 1;
  private constructor(readonly url: string, readonly sessionId: string, private readonly auth: Record<string, string>) {}

  static async open(url: string, token?: string): Promise<Session> {
    const auth: Record<string, string> = token !== undefined ? { authorization: `Bearer ${token}` } : {};
    const init = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...auth }, body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: V, capabilities: {}, clientInfo: { name: 'sse', version: '1' } } }) });
    expect(init.status).to.equal(200);
    await init.text();
    const session = new Session(url, init.headers.get('mcp-session-id')!, auth);
    expect((await session.post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).to.equal(202);
    return session;
  }

  private headers(): Record<string, string> {
    return { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': this.sessionId, 'mcp-protocol-version': V, ...this.auth };
  }

  post(message: object): Promise<Response> {
    return fetch(this.url, { method: 'POST', headers: this.headers(), body: JSON.stringify(message) });
  }

  async subscribe(uri: string): Promise<void> {
    const answer = await this.post({ jsonrpc: '2.0', id: this.id++, method: 'resources/subscribe', params: { uri } });
    expect(answer.status).to.equal(200);
    await answer.text();
  }

  /**
   * The standalone GET stream (resumed after `lastEventId` when given). A stream the client just dropped stays the
   * server's until it sees the socket close (409 until then): asked again, at most for 5 s.
   */
  async get(lastEventId?: string): Promise<Response> {
    const end = Date.now() + 5000;
    for (;;) {
      const response = await fetch(this.url, { headers: { ...this.headers(), accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) } });
      if (response.status !== 409 || Date.now() > end) return response;
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * A opens its GET stream and receives one event; B's resource changes (its event goes to B's stream, in the same
 * store); A's resource changes once more; A resumes with its own Last-Event-ID: it gets its second event, never B's.
 */
async function resumeAcrossSessions(server: DecoratedMcpServer, a: Session, b: Session): Promise<string[]> {
  await a.subscribe('board://a');
  await b.subscribe('board://b');
  const stream = new SseReader(await a.get());
  server.resourceUpdated('board://a');
  const first = await stream.until((e) => !!e.data && JSON.parse(e.data).params?.uri === 'board://a');
  expect(first?.id).to.be.a('string');
  await stream.cancel();
  server.resourceUpdated('board://b');
  server.resourceUpdated('board://a');
  const resumed = await a.get(first!.id);
  expect(resumed.status).to.equal(200);
  const reader = new SseReader(resumed);
  await reader.until((e) => !!e.data && JSON.parse(e.data).params?.uri === 'board://a');
  await reader.cancel();
  return messagesOf(reader.events).map((m) => m.params.uri as string);
}

/** A store with only what the SDK's interface requires (no getStreamIdForEventId), as an application may write one. */
function minimalStore(): EventStore {
  const base = new InMemoryEventStore();
  return { storeEvent: (streamId, message) => base.storeEvent(streamId, message), replayEventsAfter: (lastEventId, options) => base.replayEventsAfter(lastEventId, options) };
}

/** A store shared by replicas, in memory: one store per session (what RedisEventStore does in Redis), forgotten on request. */
class SharedPerSession implements SessionBoundEventStore {
  private readonly stores = new Map<string, InMemoryEventStore>();
  readonly forgotten: string[] = [];
  forSession(sessionId: string): EventStore {
    let store = this.stores.get(sessionId);
    if (!store) this.stores.set(sessionId, (store = new InMemoryEventStore()));
    return store;
  }
  async forgetSession(sessionId: string): Promise<void> {
    this.forgotten.push(sessionId);
    this.stores.delete(sessionId);
  }
  storeEvent = (streamId: string, message: Parameters<EventStore['storeEvent']>[1]) => this.forSession('').storeEvent(streamId, message);
  replayEventsAfter = (id: string, o: Parameters<EventStore['replayEventsAfter']>[1]) => this.forSession('').replayEventsAfter(id, o);
}

/** A GET for session `sessionId` resumed after `lastEventId`, by whoever holds `token`. */
function resumeAs(url: string, sessionId: string, lastEventId: string, token: string): Promise<Response> {
  return fetch(url, { headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': V, 'last-event-id': lastEventId, authorization: `Bearer ${token}` } });
}

describe('hostile/sse-streams: a resumed GET stream replays only its own session\'s events', () => {
  const handles: HttpServerHandle[] = [];
  afterEach(async () => {
    await Promise.all(handles.splice(0).map((h) => h.close()));
  });

  async function listen(eventStore: EventStore | undefined, auth?: AuthorizationServer, idle?: { sessionIdleMs: number; now: () => number }): Promise<{ server: DecoratedMcpServer; url: string }> {
    const server = createServer({ name: 'boards', version: '1.0.0', classes: [Boards], diagnostics: silentDiagnostics, ...(auth ? { auth: { issuer: auth.issuer, audience: RESOURCE, jwksUri: auth.jwksUri, jwksCooldownMs: 0 } } : {}) });
    const handle = await serveHttp(server, { port: 0, retryMs: 20, ...(eventStore ? { eventStore } : {}), ...idle });
    handles.push(handle);
    return { server, url: handle.url };
  }

  it('with one InMemoryEventStore shared by every session (eventStore option)', async () => {
    const { server, url } = await listen(new InMemoryEventStore());
    const uris = await resumeAcrossSessions(server, await Session.open(url), await Session.open(url));
    expect(uris).to.deep.equal(['board://a']);
  });

  it('with the default store (one per session)', async () => {
    const { server, url } = await listen(undefined);
    expect(await resumeAcrossSessions(server, await Session.open(url), await Session.open(url))).to.deep.equal(['board://a']);
  });

  it("refuses a Last-Event-ID of another session's GET stream (nothing replayed)", async () => {
    const { server, url } = await listen(new InMemoryEventStore());
    const a = await Session.open(url);
    const b = await Session.open(url);
    await b.subscribe('board://b');
    const stream = new SseReader(await b.get());
    server.resourceUpdated('board://b');
    const event = await stream.until((e) => !!e.data && JSON.parse(e.data).params?.uri === 'board://b');
    await stream.cancel();
    server.resourceUpdated('board://b');
    const stolen = await a.get(event!.id);
    const text = await stolen.text();
    expect(text).to.not.contain('board://b');
    expect(stolen.status).to.equal(400);
  });

  it('with a custom store that has only storeEvent and replayEventsAfter: the session resumes its own stream, never another\'s', async () => {
    const { server, url } = await listen(minimalStore());
    expect(await resumeAcrossSessions(server, await Session.open(url), await Session.open(url))).to.deep.equal(['board://a']);
  });

  describe('under auth (a real OpenID provider): two principals on one shared store', () => {
    let as: AuthorizationServer;
    before(async () => {
      as = await startAuthorizationServer();
    });
    after(async () => {
      await as.close();
    });

    it("never replays the writer's events to the reader", async () => {
      const { server, url } = await listen(new InMemoryEventStore(), as);
      const reader = await Session.open(url, await as.token('reader', RESOURCE));
      const writer = await Session.open(url, await as.token('writer', RESOURCE));
      expect(await resumeAcrossSessions(server, reader, writer)).to.deep.equal(['board://a']);
    });

    it("replays a session whose replica lost it only to the principal that opened it, and nothing once it expired idle", async () => {
      let clock = 0;
      const store = new SharedPerSession();
      const first = await listen(store, as, { sessionIdleMs: 60_000, now: () => clock });
      const other = await listen(store, as); // a replica that never held the session
      const readerToken = await as.token('reader', RESOURCE);
      const a = await Session.open(first.url, readerToken);
      await a.subscribe('board://a');
      const stream = new SseReader(await a.get());
      first.server.resourceUpdated('board://a');
      const seen = await stream.until((e) => !!e.data && JSON.parse(e.data).params?.uri === 'board://a');
      await stream.cancel();
      first.server.resourceUpdated('board://a');
      // Another principal presenting A's session and event id: the session does not exist for it.
      const stolen = await resumeAs(other.url, a.sessionId, seen!.id!, await as.token('writer', RESOURCE));
      const stolenText = await stolen.text();
      expect(stolen.status, stolenText).to.equal(404);
      expect(stolenText).to.not.contain('board://a');
      // The principal that opened it resumes it there.
      const own = await resumeAs(other.url, a.sessionId, seen!.id!, readerToken);
      expect(own.status).to.equal(200);
      expect(await own.text()).to.contain('board://a');
      // Idle past sessionIdleMs: closed and forgotten in the shared store; nobody replays it anymore.
      clock += 60_001;
      expect((await a.post({ jsonrpc: '2.0', id: 99, method: 'ping' })).status).to.equal(404);
      expect(store.forgotten).to.deep.equal([a.sessionId]);
      const expired = await resumeAs(other.url, a.sessionId, seen!.id!, readerToken);
      expect(expired.status).to.equal(404);
    });
  });
});
