import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TransportPort } from '../../../../../lib/transport/index.js';
import { internalsOf } from '../../../../../lib/server/engine/server-internals.js';
import { ACCEPT_BOTH, JSON_HEADERS, SseReader, answerOf, closeAll, entryFor, expectHttpError, httpServer, initializeMessage, listen, messagesOf, openSession, post } from '../http-support.js';

const SESSION_ID = /^[\x21-\x7E]+$/;
const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list' };

function withSession(sessionId: string, revision = '2025-11-25'): Record<string, string> {
  return { 'mcp-session-id': sessionId, 'mcp-protocol-version': revision };
}

describe('server/transports/http/entry/http-entry', () => {
  afterEach(closeAll);

  describe('session lifecycle', () => {
    it('initializes without MCP-Protocol-Version: 200, a visible-ASCII mcp-session-id, the result on an SSE stream', async () => {
      const http = await listen();
      const response = await post(http.url, initializeMessage('2025-11-25'));
      expect(response.status).to.equal(200);
      expect(response.headers.get('mcp-session-id')).to.match(SESSION_ID);
      expect(response.headers.get('content-type')).to.match(/^text\/event-stream/);
      const answer = await answerOf(response, 1);
      expect(answer.result.protocolVersion).to.equal('2025-11-25');
      expect(answer.result.serverInfo).to.deep.include({ name: 'test', version: '1.0.0' });
      expect(http.entry.sessionCount).to.equal(1);
    });

    it('initializes with mcp-protocol-version: 2025-11-25 in the headers too', async () => {
      const http = await listen();
      const response = await post(http.url, initializeMessage('2025-11-25'), { 'mcp-protocol-version': '2025-11-25' });
      expect(response.status).to.equal(200);
      expect(response.headers.get('mcp-session-id')).to.match(SESSION_ID);
      expect((await answerOf(response, 1)).result.protocolVersion).to.equal('2025-11-25');
    });

    it('answers notifications/initialized with 202 and no body, serves requests, ends on DELETE, then answers 404', async () => {
      const http = await listen();
      const init = await post(http.url, initializeMessage('2025-06-18'));
      const sessionId = init.headers.get('mcp-session-id')!;
      await answerOf(init, 1);

      const initialized = await post(http.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, withSession(sessionId, '2025-06-18'));
      expect(initialized.status).to.equal(202);
      expect(await initialized.text()).to.equal('');

      const listed = await post(http.url, LIST, withSession(sessionId, '2025-06-18'));
      expect(listed.status).to.equal(200);
      expect(listed.headers.get('mcp-session-id')).to.equal(sessionId);
      const tools = (await answerOf(listed, 2)).result.tools.map((t: { name: string }) => t.name);
      expect(tools).to.deep.equal(['add', 'steps', 'chatty', 'confirm', 'resumable', 'can_close']);

      const deleted = await fetch(http.url, { method: 'DELETE', headers: withSession(sessionId, '2025-06-18') });
      expect(deleted.status).to.equal(200);
      await deleted.text();
      expect(http.entry.sessionCount).to.equal(0);

      const after = await post(http.url, LIST, withSession(sessionId, '2025-06-18'));
      const error = await expectHttpError(after, 404, -32001);
      expect(error.message).to.match(/session/i);
      await expectHttpError(await fetch(http.url, { method: 'DELETE', headers: withSession(sessionId) }), 404, -32001);
      await expectHttpError(await fetch(http.url, { headers: { accept: 'text/event-stream', ...withSession(sessionId) } }), 404, -32001);
    });

    it('answers a made-up session id with 404 and -32001', async () => {
      const http = await listen();
      await openSession(http.url);
      await expectHttpError(await post(http.url, LIST, withSession('made-up-session')), 404, -32001);
    });

    it('answers a non-initialize POST without a session id with 400', async () => {
      const http = await listen();
      await openSession(http.url);
      await expectHttpError(await post(http.url, LIST), 400, -32000);
      await expectHttpError(await post(http.url, { jsonrpc: '2.0', method: 'notifications/initialized' }), 400, -32000);
    });

    it('answers GET and DELETE without a session id with 400', async () => {
      const http = await listen();
      await expectHttpError(await fetch(http.url, { headers: { accept: 'text/event-stream' } }), 400, -32000);
      await expectHttpError(await fetch(http.url, { method: 'DELETE' }), 400, -32000);
    });

    it('keeps sessions apart: distinct ids, and deleting one leaves the other working', async () => {
      const http = await listen();
      const first = await openSession(http.url);
      const second = await openSession(http.url);
      expect(first).to.not.equal(second);
      expect(http.entry.sessionCount).to.equal(2);
      const deleted = await fetch(http.url, { method: 'DELETE', headers: withSession(first) });
      expect(deleted.status).to.equal(200);
      const listed = await post(http.url, LIST, withSession(second));
      expect(listed.status).to.equal(200);
      expect((await answerOf(listed, 2)).result.tools).to.have.length(6);
    });

    it('refuses a second initialize on an open session with 400 and -32600', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      await expectHttpError(await post(http.url, initializeMessage('2025-11-25', {}, 9), withSession(sessionId)), 400, -32600);
    });

    it('refuses an unsupported MCP-Protocol-Version on a session with 400', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      const error = await expectHttpError(await post(http.url, LIST, withSession(sessionId, '2025-01-01')), 400, -32000);
      expect(error.message).to.contain('2025-01-01');
    });

    it('accepts a supported MCP-Protocol-Version that differs from the negotiated one', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url, '2025-11-25');
      const listed = await post(http.url, LIST, withSession(sessionId, '2025-03-26'));
      expect(listed.status).to.equal(200);
      expect((await answerOf(listed, 2)).result.tools).to.have.length(6);
    });

    it('answers three concurrent POSTs on one session, each on its own stream', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      const responses = await Promise.all([10, 11, 12].map((id) => post(http.url, { jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'add', arguments: { a: id, b: 1 } } }, withSession(sessionId))));
      expect(responses.map((r) => r.status)).to.deep.equal([200, 200, 200]);
      const answers = await Promise.all(responses.map((r, i) => answerOf(r, 10 + i)));
      expect(answers.map((a) => a.result.content[0].text)).to.deep.equal(['11', '12', '13']);
    });

    it('opens the standalone GET stream for a session (and refuses a second one with 409)', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      // No event is due on this stream yet: the status and headers must still arrive at once (a client
      // waits for them), not with the first keep-alive comment 15 s later.
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new Error('the 200 and headers of the GET stream did not arrive within 2 s')), 2000);
      const stream = await fetch(http.url, { headers: { accept: 'text/event-stream', ...withSession(sessionId) }, signal: deadline.signal }).finally(() => clearTimeout(timer));
      expect(stream.status).to.equal(200);
      expect(stream.headers.get('content-type')).to.match(/^text\/event-stream/);
      expect(stream.headers.get('mcp-session-id')).to.equal(sessionId);
      await expectHttpError(await fetch(http.url, { headers: { accept: 'text/event-stream', ...withSession(sessionId) } }), 409, -32000);
      await stream.body!.cancel();
    });

    it('opens the standalone GET stream at the entry (no socket) with its headers at once', async () => {
      const entry = entryFor();
      const init = await entry.fetch(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(initializeMessage()) }));
      const sessionId = init.headers.get('mcp-session-id')!;
      await answerOf(init, 1);
      const stream = await entry.fetch(new Request('http://127.0.0.1/mcp', { headers: { accept: 'text/event-stream', ...withSession(sessionId) } }));
      expect(stream.status).to.equal(200);
      expect(stream.headers.get('content-type')).to.match(/^text\/event-stream/);
      await stream.body!.cancel();
    });

    it('answers with plain JSON when jsonResponses is set', async () => {
      const http = await listen({ jsonResponses: true });
      const init = await post(http.url, initializeMessage());
      expect(init.status).to.equal(200);
      expect(init.headers.get('content-type')).to.match(/^application\/json/);
      const sessionId = init.headers.get('mcp-session-id')!;
      expect(sessionId).to.match(SESSION_ID);
      expect((await init.json()).result.protocolVersion).to.equal('2025-11-25');
      const called = await post(http.url, { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 1 } } }, withSession(sessionId));
      expect(called.status).to.equal(200);
      expect(called.headers.get('content-type')).to.match(/^application\/json/);
      expect(await called.json()).to.deep.equal({ jsonrpc: '2.0', id: 4, result: { content: [{ type: 'text', text: '2' }] } });
    });
  });

  describe('refusals', () => {
    it('refuses a foreign Origin with 403', async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, initializeMessage(), { origin: 'http://evil.example' }), 403, -32000);
      expect(http.entry.sessionCount).to.equal(0);
    });

    it('refuses a foreign Origin on an open session with 403', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      await expectHttpError(await post(http.url, LIST, { ...withSession(sessionId), origin: 'https://evil.example' }), 403, -32000);
    });

    for (const origin of ['null', 'not a url', 'file:///etc/passwd', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:1234']) {
      it(`refuses Origin ${JSON.stringify(origin)} with 403`, async () => {
        const http = await listen();
        await expectHttpError(await post(http.url, initializeMessage(), { origin }), 403, -32000);
      });
    }

    for (const origin of ['http://localhost:1234', 'http://127.0.0.1:9', 'https://[::1]:8443', 'http://LOCALHOST']) {
      it(`accepts the loopback Origin ${origin}`, async () => {
        const http = await listen();
        const response = await post(http.url, initializeMessage(), { origin });
        expect(response.status).to.equal(200);
        expect((await answerOf(response, 1)).result.protocolVersion).to.equal('2025-11-25');
      });
    }

    it('accepts an origin listed in allowedOrigins, and still refuses others', async () => {
      const http = await listen({ allowedOrigins: ['https://app.example.com'] });
      const allowed = await post(http.url, initializeMessage(), { origin: 'https://app.example.com' });
      expect(allowed.status).to.equal(200);
      await answerOf(allowed, 1);
      await expectHttpError(await post(http.url, initializeMessage(), { origin: 'https://other.example.com' }), 403, -32000);
      await expectHttpError(await post(http.url, initializeMessage(), { origin: 'http://app.example.com' }), 403, -32000);
    });

    for (const method of ['PUT', 'PATCH', 'OPTIONS']) {
      it(`answers ${method} with 405 and an allow header`, async () => {
        const http = await listen();
        const response = await fetch(http.url, { method, headers: JSON_HEADERS, ...(method === 'OPTIONS' ? {} : { body: '{}' }) });
        expect(response.headers.get('allow')).to.equal('GET, POST, DELETE');
        await expectHttpError(response, 405, -32000);
      });
    }

    for (const path of ['/', '/other', '/mcp/extra', '/MCP']) {
      it(`answers the wrong path ${path} with 404`, async () => {
        const http = await listen();
        await expectHttpError(await post(new URL(path, http.url).href, initializeMessage()), 404, -32000);
      });
    }

    it('serves a custom path and 404s the default one', async () => {
      const http = await listen({ path: '/custom/mcp' });
      expect(http.url).to.equal(`http://127.0.0.1:${http.port}/custom/mcp`);
      const response = await post(http.url, initializeMessage());
      expect(response.status).to.equal(200);
      await answerOf(response, 1);
      await expectHttpError(await post(new URL('/mcp', http.url).href, initializeMessage()), 404, -32000);
    });

    it('answers Content-Type: text/plain with 415', async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, initializeMessage(), { 'content-type': 'text/plain' }), 415, -32000);
    });

    it('accepts Content-Type: application/json with a charset', async () => {
      const http = await listen();
      const response = await post(http.url, initializeMessage(), { 'content-type': 'application/json; charset=utf-8' });
      expect(response.status).to.equal(200);
      await answerOf(response, 1);
    });

    it('answers Accept: text/html with 406', async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, initializeMessage(), { accept: 'text/html' }), 406, -32000);
    });

    it('answers a POST that accepts only application/json with 406', async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, initializeMessage(), { accept: 'application/json' }), 406, -32000);
    });

    it('answers a GET without Accept: text/event-stream with 406', async () => {
      const http = await listen();
      const sessionId = await openSession(http.url);
      await expectHttpError(await fetch(http.url, { headers: { accept: 'application/json', ...withSession(sessionId) } }), 406, -32000);
    });

    it('answers a 5 MB body with 413', async () => {
      const http = await listen();
      const body = JSON.stringify({ ...initializeMessage(), padding: 'x'.repeat(5 * 1024 * 1024) });
      const error = await expectHttpError(await post(http.url, body), 413, -32000);
      expect(error.message).to.contain('1048576');
      expect(http.entry.sessionCount).to.equal(0);
    });

    it('answers a 5 MB body sent without Content-Length (chunked) with 413', async () => {
      const http = await listen();
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 80) controller.enqueue(chunk);
          else controller.close();
        },
      });
      await expectHttpError(await fetch(http.url, { method: 'POST', headers: JSON_HEADERS, body, duplex: 'half' } as RequestInit), 413, -32000);
    });

    it('takes the body limit from maxBodyBytes', async () => {
      const http = await listen({ maxBodyBytes: 4096 });
      const small = await post(http.url, initializeMessage());
      expect(small.status).to.equal(200);
      await answerOf(small, 1);
      const error = await expectHttpError(await post(http.url, JSON.stringify({ ...initializeMessage(), padding: 'x'.repeat(5000) })), 413, -32000);
      expect(error.message).to.contain('4096');
    });

    it('answers malformed JSON with 400 and -32700', async () => {
      const http = await listen();
      await expectHttpError(await post(http.url, '{"jsonrpc": "2.0", "id": 1,'), 400, -32700);
      const sessionId = await openSession(http.url);
      await expectHttpError(await post(http.url, 'not json at all', withSession(sessionId)), 400, -32700);
    });

    it('answers a second initialize with 503 under maxSessions: 1, and admits one again after DELETE', async () => {
      const http = await listen({ maxSessions: 1 });
      const first = await openSession(http.url);
      const refused = await post(http.url, initializeMessage());
      expect(refused.headers.get('retry-after')).to.equal('5');
      await expectHttpError(refused, 503, -32000);
      expect(http.entry.sessionCount).to.equal(1);
      expect((await fetch(http.url, { method: 'DELETE', headers: withSession(first) })).status).to.equal(200);
      const again = await post(http.url, initializeMessage());
      expect(again.status).to.equal(200);
      await answerOf(again, 1);
    });

    it('answers an unexpected failure with 500 and -32603, without the error or its stack', async () => {
      const server = httpServer();
      const internals = internalsOf(server) as { connect: unknown };
      internals.connect = async () => {
        throw new Error('kaboom in connect');
      };
      const http = await listen({}, server);
      const response = await post(http.url, initializeMessage());
      const text = await response.clone().text();
      await expectHttpError(response, 500, -32603);
      expect(text).to.not.contain('kaboom');
    });

    it('closes the connection of an initialize the transport refuses (no connection is left behind)', async () => {
      const server = httpServer();
      const opened: TransportPort[] = [];
      const closed = new Set<TransportPort>();
      const internals = internalsOf(server) as { connect: (transport: TransportPort, options?: { revision?: string }) => Promise<unknown> };
      const connect = internals.connect;
      internals.connect = (transport, options) => {
        opened.push(transport);
        const close = transport.close.bind(transport);
        transport.close = async () => {
          closed.add(transport);
          await close();
        };
        return connect(transport, options);
      };
      const http = await listen({}, server);
      // `initialize` by name, but without the params an InitializeRequest needs: the SDK transport refuses it.
      await expectHttpError(await post(http.url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }), 400, -32000);
      expect(http.entry.sessionCount).to.equal(0);
      const open = opened.filter((t) => !closed.has(t));
      expect(open.length, 'the refused initialize left its connection and transport open').to.equal(0);
    });
  });

  describe('idle expiry (clock from the now option, no socket)', () => {
    let fakeTime = 0;
    const base = 'http://127.0.0.1/mcp';
    const request = (body: object, headers: Record<string, string> = {}) =>
      new Request(base, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) });

    async function open(entry: ReturnType<typeof entryFor>): Promise<string> {
      const response = await entry.fetch(request(initializeMessage()));
      expect(response.status).to.equal(200);
      const sessionId = response.headers.get('mcp-session-id')!;
      await answerOf(response, 1);
      const initialized = await entry.fetch(request({ jsonrpc: '2.0', method: 'notifications/initialized' }, withSession(sessionId)));
      expect(initialized.status).to.equal(202);
      return sessionId;
    }

    beforeEach(() => {
      fakeTime = 1_000_000;
    });

    it('keeps a session that is used within sessionIdleMs, and 404s it once it idled longer', async () => {
      const entry = entryFor({ sessionIdleMs: 1000, now: () => fakeTime });
      const sessionId = await open(entry);

      fakeTime += 999;
      const used = await entry.fetch(request(LIST, withSession(sessionId)));
      expect(used.status).to.equal(200);
      expect((await answerOf(used, 2)).result.tools).to.have.length(6);

      // 999 ms after that use: still alive (the use refreshed it).
      fakeTime += 999;
      const stillUsed = await entry.fetch(request(LIST, withSession(sessionId)));
      expect(stillUsed.status).to.equal(200);
      await answerOf(stillUsed, 2);
      expect(entry.sessionCount).to.equal(1);

      fakeTime += 1001;
      await expectHttpError(await entry.fetch(request(LIST, withSession(sessionId))), 404, -32001);
      expect(entry.sessionCount).to.equal(0);
    });

    it('frees the place of an idle session for maxSessions', async () => {
      const entry = entryFor({ sessionIdleMs: 1000, maxSessions: 1, now: () => fakeTime });
      const first = await open(entry);
      await expectHttpError(await entry.fetch(request(initializeMessage())), 503, -32000);
      fakeTime += 1001;
      const second = await open(entry);
      expect(second).to.not.equal(first);
      expect(entry.sessionCount).to.equal(1);
      await expectHttpError(await entry.fetch(request(LIST, withSession(first))), 404, -32001);
    });

    it('keeps a session with an open GET stream alive however long it lasts, and counts idle time from when it closed', async () => {
      const entry = entryFor({ sessionIdleMs: 1000, now: () => fakeTime });
      const sessionId = await open(entry);
      const stream = await entry.fetch(new Request(base, { headers: { accept: 'text/event-stream', ...withSession(sessionId) } }));
      expect(stream.status).to.equal(200);
      fakeTime += 60_000;
      // Any request runs the sweep; the open stream is activity, so the session is still there.
      const listed = await entry.fetch(request(LIST, withSession(sessionId)));
      expect(listed.status).to.equal(200);
      await answerOf(listed, 2);
      await stream.body!.cancel();
      fakeTime += 999;
      const again = await entry.fetch(request(LIST, withSession(sessionId)));
      expect(again.status).to.equal(200);
      await answerOf(again, 2);
      fakeTime += 1001;
      await expectHttpError(await entry.fetch(request(LIST, withSession(sessionId))), 404, -32001);
      expect(entry.sessionCount).to.equal(0);
    });

    it('ends the open GET stream of a session on DELETE', async () => {
      const entry = entryFor();
      const sessionId = await open(entry);
      const stream = await entry.fetch(new Request(base, { headers: { accept: 'text/event-stream', ...withSession(sessionId) } }));
      const reader = new SseReader(stream);
      const deleted = await entry.fetch(new Request(base, { method: 'DELETE', headers: withSession(sessionId) }));
      expect(deleted.status).to.equal(200);
      expect(await reader.next()).to.equal(undefined);
      expect(entry.sessionCount).to.equal(0);
    });

    it('answers through entry.fetch exactly as over a socket (Host from the URL, 403 for a foreign one)', async () => {
      const entry = entryFor();
      await open(entry);
      await expectHttpError(await entry.fetch(new Request('http://evil.example.com/mcp', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(initializeMessage()) })), 403, -32000);
      const response = await entry.fetch(new Request('http://localhost:4321/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: ACCEPT_BOTH }, body: JSON.stringify(initializeMessage()) }));
      expect(response.status).to.equal(200);
      const events = await new SseReader(response).rest();
      expect(messagesOf(events)[0].result.protocolVersion).to.equal('2025-11-25');
    });
  });

  describe('at a Worker\'s top level', () => {
    it('asks for no random value and starts no timer while its modules load or createHttpEntry(createServer(…)) runs; the first request does', function () {
      this.timeout(20_000);
      // A process of its own: the modules must load under the recording crypto and timers (test/fixtures/quiet-start.ts).
      const fixture = fileURLToPath(new URL('../../../../fixtures/quiet-start.js', import.meta.url));
      const seen = JSON.parse(execFileSync(process.execPath, [fixture], { encoding: 'utf8' })) as Record<string, unknown>;
      expect(seen).to.deep.equal({ status: 200, atImport: [], atCreate: [], atFirstRequest: ['crypto.randomUUID', 'setInterval'] });
    });
  });
});
