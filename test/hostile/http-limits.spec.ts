import { expect } from 'chai';
import { connect, type Socket } from 'node:net';
import { request as nodeRequest } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createHttpEntry } from '../../lib/http/index.js';
import { STATELESS, closeHostile, envelope, expectClean, hostileServer, httpPeer, messagesOfResponse, request } from './support.js';

const MIB = 1024 * 1024;

/** Writes raw bytes on a fresh socket and collects everything until the server closes it (or `ms` passes). */
function rawExchange(port: number, text: string, ms = 5000): Promise<{ readonly received: string; readonly closed: boolean }> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ received, closed: false });
    }, ms);
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received, closed: true });
    });
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

/** POSTs `bytes` of JSON-ish body in 64 KiB chunks with Transfer-Encoding: chunked, over a real socket. */
function chunkedPost(url: string, headers: Record<string, string>, bytes: number): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = nodeRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    req.write('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"');
    pump();
  });
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('hostile/http-limits: limits that answer', () => {
  afterEach(closeHostile);

  for (const revision of ['2025-11-25', STATELESS] as const) {
    it(`answers a 2 MiB chunked POST with 413 and Connection: close at ${revision}`, async () => {
      const peer = await httpPeer(revision);
      const headers = { ...peer.headers, ...(revision === STATELESS ? { 'mcp-method': 'ping' } : {}) };
      const answer = await chunkedPost(peer.url, headers, 2 * MIB);
      expect(answer.status).to.equal(413);
      expect(answer.headers.connection).to.equal('close');
      expect(JSON.parse(answer.body).error.message).to.match(/limit is 1048576 bytes/);
      // The server still serves the next client.
      const next = await peer.exchange(JSON.stringify(request(revision, 'after', 'tools/list')));
      expect(next.status).to.equal(200);
    });
  }

  it('closes a keep-alive socket after a 413 for a declared length, instead of hanging on the unread body', async () => {
    const peer = await httpPeer(STATELESS);
    const port = peer.handle.port;
    const head = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${2 * MIB}\r\n\r\n`;
    const { received, closed } = await rawExchange(port, `${head}${' '.repeat(1000)}`);
    expect(received).to.match(/^HTTP\/1\.1 413 /);
    expect(received.toLowerCase()).to.contain('connection: close');
    expect(closed, 'the server closed the socket').to.equal(true);
  });

  it('refuses a Content-Encoding it does not support with 415', async () => {
    const peer = await httpPeer('2025-11-25');
    const response = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'content-encoding': 'gzip' }, body: JSON.stringify(request('2025-11-25', 1, 'ping')) });
    expect(response.status).to.equal(415);
    expect((await response.json()).error.message).to.match(/Content-Encoding "gzip"/);
  });

  it('refuses an HTTP/1.0 request without Host with 400', async () => {
    const peer = await httpPeer(STATELESS);
    const body = JSON.stringify(request(STATELESS, 1, 'tools/list'));
    const { received } = await rawExchange(peer.handle.port, `POST /mcp HTTP/1.0\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    expect(received).to.match(/^HTTP\/1\.[01] 400 /);
    expect(received).to.contain('the Host header is required');
  });

  for (const method of ['TRACE', 'PUT', 'PATCH', 'OPTIONS']) {
    it(`answers ${method} with 405 and Allow`, async () => {
      const peer = await httpPeer(STATELESS);
      const { received } = await rawExchange(peer.handle.port, `${method} /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expect(received).to.match(/^HTTP\/1\.1 405 /);
      expect(received.toLowerCase()).to.match(/allow: get, post, delete/);
    });
  }

  it('serves a 2026-07-28 request that carries a made-up Mcp-Session-Id, ignoring it', async () => {
    const peer = await httpPeer(STATELESS);
    const response = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'mcp-method': 'tools/list', 'mcp-session-id': 'no-such-session' }, body: JSON.stringify(request(STATELESS, 1, 'tools/list')) });
    expect(response.status).to.equal(200);
    expect(response.headers.get('mcp-session-id')).to.equal(null);
    expect((await response.json()).result.tools).to.be.an('array');
  });

  it('answers a 2026-07-28 notification without the envelope with 202', async () => {
    const peer = await httpPeer(STATELESS);
    const response = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'mcp-method': 'notifications/cancelled' }, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }) });
    expect(response.status).to.equal(202);
    expect(await response.text()).to.equal('');
  });

  it('cuts off a client that sends its headers too slowly (headersTimeoutMs)', async () => {
    const peer = await httpPeer(STATELESS, undefined, { headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const { closed } = await rawExchange(peer.handle.port, 'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n', 5000);
    expect(closed, 'the server closed the socket').to.equal(true);
  });

  it('refuses a 2026-07-28 tools/call with an extra top-level member with 400/-32600, and its tool never runs', async () => {
    const { server, tools } = hostileServer();
    const peer = await httpPeer(STATELESS, server);
    const message = { ...request(STATELESS, 7, 'tools/call', { name: 'record', arguments: { note: 'smuggled' } }), x: 1 };
    const response = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'mcp-method': 'tools/call', 'mcp-name': 'record' }, body: JSON.stringify(message) });
    expect(response.status).to.equal(400);
    const { messages, text } = await messagesOfResponse(response);
    expectClean(text);
    expect(messages).to.deep.equal([{ jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'Invalid Request: unexpected member "x" in a request' } }]);
    for (const bad of [{ id: 1e300 }, { id: 2 ** 64 }, { params: { name: 'record', arguments: { note: 'smuggled' }, _meta: { ...envelope(), progressToken: [1] } } }]) {
      const refused = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'mcp-method': 'tools/call', 'mcp-name': 'record' }, body: JSON.stringify({ ...request(STATELESS, 8, 'tools/call', { name: 'record', arguments: { note: 'smuggled' } }), ...bad }) });
      expect(refused.status, JSON.stringify(bad)).to.equal(400);
      expect((await refused.json()).error.code).to.equal(-32600);
    }
    expect(tools.runs).to.deep.equal([]);
  });

  it('answers a 2026-07-28 request whose id is fractional, echoing the id (MCP ids are strings or numbers)', async () => {
    const { server, tools } = hostileServer();
    const peer = await httpPeer(STATELESS, server);
    const response = await fetch(peer.url, { method: 'POST', headers: { ...peer.headers, 'mcp-method': 'tools/call', 'mcp-name': 'record' }, body: JSON.stringify(request(STATELESS, 1.5, 'tools/call', { name: 'record', arguments: { note: 'fractional' } })) });
    expect(response.status).to.equal(200);
    const { messages } = await messagesOfResponse(response);
    expect(messages).to.have.length(1);
    expect(messages[0].id).to.equal(1.5);
    expect(messages[0].result.content[0].text).to.equal('recorded fractional');
    expect(tools.runs).to.deep.equal(['fractional']);
  });

  it('keeps no state for refused 2026-07-28 requests: the heap after 10k of them is flat', async () => {
    const { server, tools } = hostileServer();
    const entry = createHttpEntry(server);
    const body = JSON.stringify({ ...request(STATELESS, 7, 'tools/call', { name: 'record', arguments: { note: 'smuggled' } }), x: 1 });
    const send = async (): Promise<void> => {
      const response = await entry.fetch(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': STATELESS, 'mcp-method': 'tools/call', 'mcp-name': 'record' }, body }));
      expect(response.status).to.equal(400);
      await response.text();
    };
    for (let i = 0; i < 1000; i++) await send();
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 10_000; i++) await send();
    collectGarbage();
    const grown = process.memoryUsage().heapUsed - before;
    await entry.close();
    // 10k leaked connections of ~2 KiB each would be ~20 MB.
    expect(grown, `heap grew by ${grown} bytes`).to.be.below(4 * MIB);
    expect(tools.runs).to.deep.equal([]);
  });
});
