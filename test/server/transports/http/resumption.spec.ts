import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { SseReader, closeAll, expectHttpError, listen, messagesOf, openSession, post, type SseEvent } from './http-support.js';

const CALL = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'resumable', arguments: {} } };

function getStream(url: string, sessionId: string, lastEventId?: string): Promise<Response> {
  return fetch(url, {
    headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
}

describe('server/transports/http resumption after a dropped SSE stream', () => {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await closeAll();
  });

  it('lets the v1 client resume with GET + Last-Event-ID and still resolve the call with the tool result', async () => {
    const http = await listen({ retryMs: 20 });
    const requests: { method: string; lastEventId: string | null }[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(http.url), {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        requests.push({ method: init?.method ?? 'GET', lastEventId: headers.get('last-event-id') });
        return fetch(input, init);
      },
    });
    const client = new Client({ name: 'resumer', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport);
    const logs: unknown[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params.data));

    const result = await client.callTool({ name: 'resumable', arguments: {} });

    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'resumed closed=true' }] });
    const resumes = requests.filter((r) => r.method === 'GET' && r.lastEventId !== null);
    expect(resumes.length, JSON.stringify(requests)).to.be.at.least(1);
    expect(logs).to.deep.equal(['before the drop', 'after the drop']);
  });

  it('sends a priming event with retry, closes the stream before the result, and replays the rest on GET with Last-Event-ID', async () => {
    const http = await listen({ retryMs: 250 });
    const sessionId = await openSession(http.url);

    const response = await post(http.url, CALL, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/event-stream/);
    const first = await new SseReader(response).rest();

    // Priming: an id, the retry hint, and empty data.
    expect(first[0]).to.deep.equal({ id: first[0]!.id, retry: '250', data: '' });
    expect(first[0]!.id).to.be.a('string').and.match(/^[\x21-\x7E]+$/);
    // The server dropped the stream while the tool was still running: no result on it.
    const firstMessages = messagesOf(first);
    expect(firstMessages.filter((m) => m.id === 7)).to.deep.equal([]);
    for (const event of first) expect(event.id, 'every event carries an id').to.be.a('string');

    const resumed = await getStream(http.url, sessionId, first.at(-1)!.id);
    expect(resumed.status).to.equal(200);
    expect(resumed.headers.get('content-type')).to.match(/^text\/event-stream/);
    const reader = new SseReader(resumed);
    const result = await reader.until((e) => !!e.data && JSON.parse(e.data).id === 7);
    await reader.cancel();
    expect(result, JSON.stringify(reader.events)).to.not.equal(undefined);
    expect(JSON.parse(result!.data!)).to.deep.equal({ jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'resumed closed=true' }] } });

    // Across both streams: each log exactly once, in order, then the result; no event id repeated.
    const all: SseEvent[] = [...first, ...reader.events];
    const messages = messagesOf(all).map((m) => (m.method === 'notifications/message' ? m.params.data : `result:${m.id}`));
    expect(messages).to.deep.equal(['before the drop', 'after the drop', 'result:7']);
    const ids = all.map((e) => e.id);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('replays nothing twice: resuming from the last event of a finished call sends only what came after it', async () => {
    const http = await listen();
    const sessionId = await openSession(http.url);
    const response = await post(http.url, CALL, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
    const first = await new SseReader(response).rest();
    const resumed = await getStream(http.url, sessionId, first.at(-1)!.id);
    const reader = new SseReader(resumed);
    await reader.until((e) => !!e.data && JSON.parse(e.data).id === 7);
    await reader.cancel();
    // Resuming again from the result event: the stream has nothing newer to give.
    const again = await getStream(http.url, sessionId, reader.events.at(-1)!.id);
    expect(again.status).to.equal(200);
    expect(messagesOf(await new SseReader(again).rest())).to.deep.equal([]);
  });

  it('closes no stream and sends no priming event at 2025-06-18 (ctx.closeSseStream() is false)', async () => {
    const http = await listen();
    const sessionId = await openSession(http.url, '2025-06-18');
    const response = await post(http.url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'can_close', arguments: {} } }, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18' });
    const events = await new SseReader(response).rest();
    expect(events.filter((e) => e.data === '')).to.deep.equal([]);
    expect(messagesOf(events)).to.deep.equal([{ jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'closed=false' }] } }]);
  });

  it('closes no stream without an event store (eventStore: false)', async () => {
    const http = await listen({ eventStore: false });
    const sessionId = await openSession(http.url);
    const response = await post(http.url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'can_close', arguments: {} } }, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
    const events = await new SseReader(response).rest();
    expect(events.every((e) => e.id === undefined)).to.equal(true);
    expect(messagesOf(events)).to.deep.equal([{ jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'closed=false' }] } }]);
  });

  it('refuses a Last-Event-ID the event store does not know with 400', async () => {
    const http = await listen();
    const sessionId = await openSession(http.url);
    await expectHttpError(await getStream(http.url, sessionId, 'no-such-event'), 400, -32000);
  });

  it("does not replay another session's events to a session that presents their Last-Event-ID", async () => {
    const http = await listen();
    const owner = await openSession(http.url);
    const response = await post(http.url, CALL, { 'mcp-session-id': owner, 'mcp-protocol-version': '2025-11-25' });
    const ownerEvents = await new SseReader(response).rest();
    // The owner resumes and gets its result, so the store now holds the owner's whole call.
    const ownerResumed = new SseReader(await getStream(http.url, owner, ownerEvents.at(-1)!.id));
    expect(await ownerResumed.until((e) => !!e.data && JSON.parse(e.data).id === 7)).to.not.equal(undefined);
    await ownerResumed.cancel();
    const stranger = await openSession(http.url);

    const resumed = await getStream(http.url, stranger, ownerEvents[0]!.id);
    const leaked = resumed.status === 200 ? messagesOf(await new SseReader(resumed).rest()) : (await resumed.text(), []);
    expect(leaked, `session ${stranger} was sent the events of session ${owner}`).to.deep.equal([]);
    expect(resumed.status).to.be.oneOf([400, 404]);
  });
});
