import { expect } from 'chai';
import { deployment } from './support/root-hooks.js';
import { call2026, readEvents } from './support/wire.js';

const V = '2025-11-25';
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
let nextId = 100;

/** A raw 2025-11-25 session on one replica. */
class Session {
  private constructor(readonly url: string, readonly headers: Record<string, string>) {}

  static async open(url: string): Promise<Session> {
    const init = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: V, capabilities: {}, clientInfo: { name: 'sse', version: '1' } } }) });
    expect(init.status).to.equal(200);
    await init.text();
    const session = new Session(url, { ...HEADERS, 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': V });
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

/** Reads a stream until `enough` matches an event, having run `trigger` once the stream is open. */
async function readEventsWhile(response: Response, trigger: () => Promise<unknown>, enough: (e: { data: any }) => boolean): Promise<{ id?: string; data: any }[]> {
  expect(response.status).to.equal(200);
  const triggered = trigger();
  const events = await readEvents(response.body!, (seen) => seen.some(enough));
  await triggered;
  return events;
}
