import { expect } from 'chai';
import { createServer, Resource, serveHttp, type HttpServerHandle } from 'mcp-decorators';
import { RedisEventStore } from 'mcp-decorators/redis';
import { silentDiagnostics } from 'mcp-decorators/observability';
import { startAuthorizationServer } from '../test/support/authorization-server.js';
import { deployment } from './support/root-hooks.js';
import { call2026, readEvents } from './support/wire.js';

const V = '2025-11-25';
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
let nextId = 100;

/** A raw 2025-11-25 session on one replica. */
class Session {
  private constructor(readonly url: string, readonly headers: Record<string, string>) {}

  static async open(url: string, token?: string): Promise<Session> {
    const auth: Record<string, string> = token !== undefined ? { authorization: `Bearer ${token}` } : {};
    const init = await fetch(url, { method: 'POST', headers: { ...HEADERS, ...auth }, body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: V, capabilities: {}, clientInfo: { name: 'sse', version: '1' } } }) });
    expect(init.status).to.equal(200);
    await init.text();
    const session = new Session(url, { ...HEADERS, ...auth, 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': V });
    expect((await session.post({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).to.equal(202);
    return session;
  }

  post(message: object): Promise<Response> {
    return fetch(this.url, { method: 'POST', headers: this.headers, body: JSON.stringify(message) });
  }

  async subscribe(uri: string): Promise<void> {
    const answer = await this.post({ jsonrpc: '2.0', id: nextId++, method: 'resources/subscribe', params: { uri } });
    expect(answer.status).to.equal(200);
    await answer.text();
  }

  /** The GET stream (resumed after `lastEventId`); a stream just dropped is the server's until it sees the close (409): asked again, at most 5 s. */
  async get(lastEventId?: string, url = this.url): Promise<Response> {
    const end = Date.now() + 5000;
    for (;;) {
      const response = await fetch(url, { headers: { ...this.headers, accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': lastEventId } : {}) }, signal: AbortSignal.timeout(20_000) });
      if (response.status !== 409 || Date.now() > end) return response;
      await response.text();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const updated = (uri: string) => (e: { data: { params?: { uri?: string } } }) => e.data.params?.uri === uri;
const touch = (url: string, uri: string) => call2026(url, 'tools/call', { name: 'touch_resource', arguments: { uri } });

describe('scale-out: SSE streams of two sessions in one Redis event store', function () {
  this.timeout(60_000);

  it("resumes a GET stream with its own events only, never another session's; after DELETE none is replayable on any replica", async () => {
    const { replicas } = await deployment();
    const [r1, r2] = replicas;
    const a = await Session.open(r1!.url);
    const b = await Session.open(r1!.url);
    await a.subscribe('test://static-text');
    await b.subscribe('test://watched-resource');

    // A's stream gets one event.
    const first = await readEventsWhile(await a.get(), () => touch(r1!.url, 'test://static-text'), updated('test://static-text'));
    const lastSeen = first.find(updated('test://static-text'))!.id!;
    expect(lastSeen).to.be.a('string');
    // B's stream gets one (stored in the same Redis), then A's resource changes again while A is away.
    await readEventsWhile(await b.get(), () => touch(r1!.url, 'test://watched-resource'), updated('test://watched-resource'));
    await touch(r1!.url, 'test://static-text');

    const resumed = await a.get(lastSeen);
    expect(resumed.status).to.equal(200);
    const replayed = await readEvents(resumed.body!, (seen) => seen.some(updated('test://static-text')));
    expect(replayed.filter(updated('test://watched-resource')), JSON.stringify(replayed)).to.deep.equal([]);
    expect(replayed.filter(updated('test://static-text'))).to.have.length(1);

    // B presenting A's event id: nothing of A's (on A's replica, and on another that never held either session).
    for (const url of [r1!.url, r2!.url]) {
      const stolen = await b.get(lastSeen, url);
      const text = await stolen.text();
      expect(text, url).to.not.contain('static-text');
    }

    // DELETE A: its events are replayable nowhere, to nobody.
    const deleted = await fetch(r1!.url, { method: 'DELETE', headers: a.headers });
    expect(deleted.status).to.equal(200);
    for (const url of [r1!.url, r2!.url]) {
      const after = await a.get(lastSeen, url);
      const text = await after.text();
      expect(after.status, `${url}: ${text}`).to.equal(404);
      expect(text).to.not.contain('static-text');
    }
  });
});

/** One resource, so a session's GET stream gets an event of its own. */
class Board {
  @Resource('board://a')
  a(): string {
    return 'a';
  }
}

describe('scale-out: SSE events in Redis are replayed only to the principal that opened the session', function () {
  this.timeout(60_000);

  it("answers another principal 404 for a session whose replica lost it, and forgets a session that expired idle", async () => {
    const { redisUrl } = await deployment();
    const as = await startAuthorizationServer();
    const handles: HttpServerHandle[] = [];
    const stores: RedisEventStore[] = [];
    let clock = 0;
    // Two replicas in this process under auth, each with its own RedisEventStore on the suite's Redis.
    const replica = async (idle?: { sessionIdleMs: number; now: () => number }) => {
      const resource = `http://board.test/mcp`;
      const server = createServer({ name: 'board', version: '1.0.0', classes: [Board], diagnostics: silentDiagnostics, auth: { issuer: as.issuer, audience: resource, jwksUri: as.jwksUri, jwksCooldownMs: 0 } });
      const eventStore = new RedisEventStore({ url: redisUrl, prefix: 'sse-owner:' });
      stores.push(eventStore);
      const handle = await serveHttp(server, { port: 0, eventStore, ...idle });
      handles.push(handle);
      return { server, url: handle.url };
    };
    try {
      const first = await replica({ sessionIdleMs: 60_000, now: () => clock });
      const other = await replica();
      const readerToken = await as.token('reader', 'http://board.test/mcp');
      const writerToken = await as.token('writer', 'http://board.test/mcp');
      const a = await Session.open(first.url, readerToken);
      await a.subscribe('board://a');
      const seen = await readEventsWhile(await a.get(), async () => first.server.resourceUpdated('board://a'), updated('board://a'));
      const lastSeen = seen.find(updated('board://a'))!.id!;
      first.server.resourceUpdated('board://a');
      const resumeAs = (url: string, token: string) => fetch(url, { headers: { ...a.headers, accept: 'text/event-stream', authorization: `Bearer ${token}`, 'last-event-id': lastSeen } });

      // The writer presents the reader's session and event id to a replica that never held it: no such session.
      const stolen = await resumeAs(other.url, writerToken);
      const stolenText = await stolen.text();
      expect(stolen.status, stolenText).to.equal(404);
      expect(stolenText).to.not.contain('board://a');
      // The reader resumes it there (its replica could have died).
      const own = await resumeAs(other.url, readerToken);
      expect(own.status).to.equal(200);
      expect(await own.text()).to.contain('board://a');

      // Idle past sessionIdleMs: closed on its replica and forgotten in Redis, so replayed nowhere, to nobody.
      clock += 60_001;
      expect((await a.post({ jsonrpc: '2.0', id: nextId++, method: 'ping' })).status).to.equal(404);
      const end = Date.now() + 5000;
      let after = await resumeAs(other.url, readerToken);
      while (after.status !== 404 && Date.now() < end) {
        await after.text();
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await resumeAs(other.url, readerToken);
      }
      const text = await after.text();
      expect(after.status, text).to.equal(404);
      expect(text).to.not.contain('board://a');
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await Promise.all(stores.map((s) => s.close()));
      await as.close();
    }
  });
});

/** Reads a stream until `enough` matches an event, having run `trigger` once the stream is open. */
async function readEventsWhile(response: Response, trigger: () => Promise<unknown>, enough: (e: { data: any }) => boolean): Promise<{ id?: string; data: any }[]> {
  expect(response.status).to.equal(200);
  const triggered = trigger();
  const events = await readEvents(response.body!, (seen) => seen.some(enough));
  await triggered;
  return events;
}
