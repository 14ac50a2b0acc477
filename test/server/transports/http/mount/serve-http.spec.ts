import { expect } from 'chai';
import { createServer as createNodeServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveHttp } from '../../../../../lib/index.js';
import { PortUnavailableError } from '../../../../../lib/errors/index.js';
import { nodeHandler } from '../../../../../lib/http/index.js';
import { JSON_HEADERS, SseReader, answerOf, closeAll, entryFor, expectHttpError, httpServer, initializeMessage, listen, messagesOf, openSession, post, rawInitialize, rawRequest } from '../http-support.js';

function jsonBody(text: string): any {
  return JSON.parse(text);
}

/** The JSON-RPC messages of a raw SSE body. */
function sseMessages(body: string): any[] {
  return body
    .split(/\n\n/)
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ') && line.length > 'data: '.length))
    .map((line) => JSON.parse(line.slice('data: '.length)));
}

describe('server/transports/http/mount/serve-http', () => {
  afterEach(closeAll);

  it('listens on 127.0.0.1 at a free port and reports the endpoint URL', async () => {
    const http = await listen();
    expect(http.port).to.be.a('number').and.above(0);
    expect(http.url).to.equal(`http://127.0.0.1:${http.port}/mcp`);
  });

  it('stops listening on close', async () => {
    const http = await listen();
    await openSession(http.url);
    await http.close();
    let failure: unknown;
    try {
      await fetch(http.url, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(initializeMessage()) });
    } catch (error) {
      failure = error;
    }
    expect(failure).to.be.instanceOf(TypeError);
  });

  describe('Host header (DNS rebinding)', () => {
    it('refuses Host: evil.example.com with 403', async () => {
      const http = await listen();
      const response = await rawInitialize(http.port, 'evil.example.com');
      expect(response.status).to.equal(403);
      expect(response.headers['content-type']).to.match(/^application\/json/);
      const body = jsonBody(response.body);
      expect(body).to.deep.include({ jsonrpc: '2.0' });
      expect(body.error.code).to.equal(-32000);
      expect(body.error.message).to.contain('evil.example.com');
      expect(response.body).to.not.contain('    at ');
      expect(http.entry.sessionCount).to.equal(0);
    });

    it('refuses Host: evil.example.com:<port> with 403', async () => {
      const http = await listen();
      expect((await rawInitialize(http.port, `evil.example.com:${http.port}`)).status).to.equal(403);
    });

    for (const host of ['localhost:<port>', '127.0.0.1:<port>', '[::1]:<port>', 'localhost:1', 'LOCALHOST:<port>', 'localhost', '127.0.0.1']) {
      it(`accepts Host: ${host} (the port is not checked)`, async () => {
        const http = await listen();
        const response = await rawInitialize(http.port, host.replace('<port>', String(http.port)));
        expect(response.status, response.body).to.equal(200);
        expect(response.headers['mcp-session-id']).to.match(/^[\x21-\x7E]+$/);
        expect(sseMessages(response.body)[0].result.protocolVersion).to.equal('2025-11-25');
      });
    }

    it('accepts a host listed in allowedHosts', async () => {
      const http = await listen({ allowedHosts: ['mcp.internal'] });
      expect((await rawInitialize(http.port, `mcp.internal:${http.port}`)).status).to.equal(200);
      expect((await rawInitialize(http.port, `other.internal:${http.port}`)).status).to.equal(403);
    });
  });

  describe('stateless mode', () => {
    it('initializes without handing out a session id', async () => {
      const http = await listen({ stateless: true });
      const response = await post(http.url, initializeMessage('2025-11-25'));
      expect(response.status).to.equal(200);
      expect(response.headers.has('mcp-session-id')).to.equal(false);
      const answer = await answerOf(response, 1);
      expect(answer.result.protocolVersion).to.equal('2025-11-25');
      expect(http.entry.sessionCount).to.equal(0);
    });

    it('serves tools/list and tools/call with MCP-Protocol-Version: 2025-11-25 and no session', async () => {
      const http = await listen({ stateless: true });
      const listed = await post(http.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2025-11-25' });
      expect(listed.status).to.equal(200);
      expect(listed.headers.has('mcp-session-id')).to.equal(false);
      const tools = (await answerOf(listed, 2)).result.tools;
      expect(tools.map((t: { name: string }) => t.name)).to.deep.equal(['add', 'steps', 'chatty', 'confirm', 'resumable', 'can_close']);
      const called = await post(http.url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'add', arguments: { a: 20, b: 22 } } }, { 'mcp-protocol-version': '2025-11-25' });
      expect(called.status).to.equal(200);
      expect((await answerOf(called, 3)).result).to.deep.equal({ content: [{ type: 'text', text: '42' }] });
      expect(http.entry.sessionCount).to.equal(0);
    });

    it('serves each revision its own tool shape (2024-11-05 has no annotations key)', async () => {
      const http = await listen({ stateless: true });
      const listed = await post(http.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2024-11-05' });
      expect(listed.status).to.equal(200);
      const add = (await answerOf(listed, 2)).result.tools[0];
      expect(Object.keys(add).sort()).to.deep.equal(['description', 'inputSchema', 'name']);
    });

    it('streams progress on the POST answer', async () => {
      const http = await listen({ stateless: true });
      const called = await post(http.url, { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'steps', arguments: {}, _meta: { progressToken: 'p' } } }, { 'mcp-protocol-version': '2025-11-25' });
      expect(called.status).to.equal(200);
      const messages = messagesOf(await new SseReader(called).rest());
      expect(messages.map((m) => m.method ?? `result:${m.id}`)).to.deep.equal(['notifications/progress', 'notifications/progress', 'notifications/progress', 'result:5']);
    });

    it('answers a notification with 202', async () => {
      const http = await listen({ stateless: true });
      const response = await post(http.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-protocol-version': '2025-11-25' });
      expect(response.status).to.equal(202);
    });

    it('refuses an unsupported MCP-Protocol-Version with 400', async () => {
      const http = await listen({ stateless: true });
      await expectHttpError(await post(http.url, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-protocol-version': '2025-01-01' }), 400, -32000);
    });

    it('answers GET and DELETE with 405 and allow: POST', async () => {
      const http = await listen({ stateless: true });
      const get = await fetch(http.url, { headers: { accept: 'text/event-stream' } });
      expect(get.headers.get('allow')).to.equal('POST');
      await expectHttpError(get, 405, -32000);
      const del = await fetch(http.url, { method: 'DELETE' });
      expect(del.headers.get('allow')).to.equal('POST');
      await expectHttpError(del, 405, -32000);
    });

    it('still checks Host and Origin', async () => {
      const http = await listen({ stateless: true });
      expect((await rawInitialize(http.port, 'evil.example.com')).status).to.equal(403);
      await expectHttpError(await post(http.url, initializeMessage(), { origin: 'http://evil.example' }), 403, -32000);
    });
  });

  describe('a port that is taken', () => {
    it('rejects with PortUnavailableError naming the port and how to choose another, and leaves the holder serving', async () => {
      const holder = await listen();
      let failure: unknown;
      try {
        await serveHttp(httpServer(), { port: holder.port });
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(PortUnavailableError);
      const error = failure as PortUnavailableError;
      expect(error.code).to.equal('MCPD_PORT_IN_USE');
      expect(error.port).to.equal(holder.port);
      expect(error.message).to.equal(`port ${holder.port} on 127.0.0.1 is already in use (another server is listening there), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port ${holder.port + 1} or PORT=${holder.port + 1} on the command line, serveHttp(server, { port: ${holder.port + 1} }) in code; 0 picks a free one.`);
      expect((error.cause as NodeJS.ErrnoException).code).to.equal('EADDRINUSE');
      expect(await openSession(holder.url)).to.be.a('string');
    });
  });

  describe('nodeHandler', () => {
    let own: Server | undefined;
    afterEach(async () => {
      if (own) {
        const server = own;
        own = undefined;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      }
    });

    async function mount(handler: Parameters<typeof createNodeServer>[1]): Promise<string> {
      own = createNodeServer(handler);
      await new Promise<void>((resolve) => own!.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(own!.address() as AddressInfo).port}`;
    }

    it('serves the entry from a node:http server of your own', async () => {
      const entry = entryFor();
      const base = await mount(nodeHandler(entry));
      const url = `${base}/mcp`;
      const sessionId = await openSession(url);
      expect(entry.sessionCount).to.equal(1);
      const called = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 3, b: 4 } } }, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
      expect(called.status).to.equal(200);
      expect((await answerOf(called, 2)).result).to.deep.equal({ content: [{ type: 'text', text: '7' }] });
      const deleted = await fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } });
      expect(deleted.status).to.equal(200);
      expect(entry.sessionCount).to.equal(0);
    });

    it('shares a server with other routes', async () => {
      const entry = entryFor({ path: '/api/mcp' });
      const handler = nodeHandler(entry);
      const base = await mount((req, res) => {
        if (req.url === '/health') {
          res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
          return;
        }
        handler(req, res);
      });
      expect(await (await fetch(`${base}/health`)).text()).to.equal('ok');
      const response = await post(`${base}/api/mcp`, initializeMessage());
      expect(response.status).to.equal(200);
      expect((await answerOf(response, 1)).result.protocolVersion).to.equal('2025-11-25');
      await expectHttpError(await post(`${base}/mcp`, initializeMessage()), 404, -32000);
    });

    it('checks the Host header it receives', async () => {
      const entry = entryFor();
      const base = await mount(nodeHandler(entry));
      const port = Number(new URL(base).port);
      expect((await rawInitialize(port, 'evil.example.com')).status).to.equal(403);
      expect((await rawInitialize(port, `localhost:${port}`)).status).to.equal(200);
    });

    // serveHttp hands nodeHandler to node:http as it is, so whatever nodeHandler throws escapes the request
    // listener as an uncaughtException (the process dies). The wrapper here records it instead.
    for (const host of ['localhost:99999', 'a b', 'ex@mple.com']) {
      it(`names the Host header ${JSON.stringify(host)} as what is wrong`, async () => {
        const base = await mount(nodeHandler(entryFor()));
        const response = await rawInitialize(Number(new URL(base).port), host);
        expect(response.status).to.equal(400);
        expect(jsonBody(response.body).error.message).to.equal(`Bad Request: the Host header ${JSON.stringify(host)} is not a host name with an optional port`);
      });

      it(`answers the malformed Host ${JSON.stringify(host)} with a 4xx JSON error instead of throwing, and keeps serving`, async () => {
        const entry = entryFor();
        const handler = nodeHandler(entry);
        const thrown: unknown[] = [];
        const base = await mount((req, res) => {
          try {
            handler(req, res);
          } catch (error) {
            thrown.push(error);
            res.writeHead(599).end();
          }
        });
        const port = Number(new URL(base).port);
        const response = await rawInitialize(port, host);
        expect(thrown.map(String), 'nodeHandler threw synchronously').to.deep.equal([]);
        expect(response.status).to.be.oneOf([400, 403]);
        const body = jsonBody(response.body);
        expect(body.jsonrpc).to.equal('2.0');
        expect(body.error.code).to.equal(-32000);
        expect(response.body).to.not.contain('    at ');
        expect((await rawInitialize(port, `localhost:${port}`)).status).to.equal(200);
      });
    }

    it('streams SSE through the bridge (progress before the result)', async () => {
      const entry = entryFor();
      const base = await mount(nodeHandler(entry));
      const sessionId = await openSession(`${base}/mcp`);
      const response = await rawRequest(Number(new URL(base).port), {
        headers: {
          host: new URL(base).host,
          ...JSON_HEADERS,
          'mcp-session-id': sessionId,
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'steps', arguments: {}, _meta: { progressToken: 1 } } }),
      });
      expect(response.status).to.equal(200);
      expect(response.headers['content-type']).to.match(/^text\/event-stream/);
      expect(sseMessages(response.body).map((m) => m.method ?? `result:${m.id}`)).to.deep.equal(['notifications/progress', 'notifications/progress', 'notifications/progress', 'result:8']);
    });
  });
});

describe('server/transports/http/mount/serve-http: a node request is answered as its web Request would be', () => {
  afterEach(closeAll);

  const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': { name: 'parity', version: '1' } };
  const session = (version: string): Record<string, string> => ({ ...JSON_HEADERS, 'mcp-protocol-version': version });
  const stateless = (method: string, name?: string): Record<string, string> => ({ ...session('2026-07-28'), 'mcp-method': method, ...(name !== undefined ? { 'mcp-name': name } : {}) });
  const call = (params: object, id: number | string = 1): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params });
  const CASES: readonly { readonly label: string; readonly headers: Record<string, string>; readonly body: string }[] = [
    { label: '2026-07-28 tools/call', headers: stateless('tools/call', 'add'), body: call({ name: 'add', arguments: { a: 2, b: 3 }, _meta: META }) },
    { label: '2026-07-28 tools/call with invalid arguments', headers: stateless('tools/call', 'add'), body: call({ name: 'add', arguments: { a: 'x' }, _meta: META }) },
    { label: '2026-07-28 Mcp-Name that disagrees with the body', headers: stateless('tools/call', 'steps'), body: call({ name: 'add', arguments: { a: 2, b: 3 }, _meta: META }) },
    { label: '2026-07-28 without Mcp-Method', headers: session('2026-07-28'), body: call({ name: 'add', arguments: { a: 2, b: 3 }, _meta: META }) },
    { label: '2026-07-28 unknown method', headers: stateless('x/unknown'), body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'x/unknown', params: { _meta: META } }) },
    { label: '2026-07-28 tools/list', headers: stateless('tools/list'), body: JSON.stringify({ jsonrpc: '2.0', id: 'l', method: 'tools/list', params: { _meta: META } }) },
    { label: 'sessionless 2025-11-25 tools/call', headers: session('2025-11-25'), body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
    { label: 'sessionless 2025-11-25 unknown tool', headers: session('2025-11-25'), body: call({ name: 'nope', arguments: {} }) },
    { label: 'sessionless initialize', headers: session('2025-11-25'), body: JSON.stringify(initializeMessage()) },
    { label: 'sessionless notification', headers: session('2025-11-25'), body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) },
    { label: 'sessionless 2025-03-26 batch', headers: session('2025-03-26'), body: JSON.stringify([JSON.parse(call({ name: 'add', arguments: { a: 1, b: 1 } }, 1)), JSON.parse(call({ name: 'add', arguments: { a: 2, b: 2 } }, 2)), { jsonrpc: '2.0', method: 'notifications/initialized' }]) },
    { label: 'a batch where the revision has none', headers: session('2025-11-25'), body: JSON.stringify([JSON.parse(call({ name: 'add', arguments: { a: 1, b: 1 } }))]) },
    { label: 'text that is not JSON', headers: session('2025-11-25'), body: '{"jsonrpc": "2.0", ' },
    { label: 'JSON that is no JSON-RPC message', headers: session('2025-11-25'), body: '{"hello":1}' },
    { label: 'an Accept without text/event-stream', headers: { ...session('2025-11-25'), accept: 'application/json' }, body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
    { label: 'a Content-Type that is not JSON', headers: { ...session('2025-11-25'), 'content-type': 'text/plain' }, body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
    { label: 'an unsupported MCP-Protocol-Version', headers: session('1999-01-01'), body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
    { label: 'a compressed body', headers: { ...session('2025-11-25'), 'content-encoding': 'gzip' }, body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
    { label: 'a foreign Origin', headers: { ...session('2025-11-25'), origin: 'https://evil.example' }, body: call({ name: 'add', arguments: { a: 2, b: 3 } }) },
  ];

  it('gives every POST of a table the same status, headers and body bytes on node:http as through entry.fetch', async () => {
    const http = await listen({ sessionless: true });
    const statuses = new Set<number>();
    for (const { label, headers, body } of CASES) {
      const node = await rawRequest(http.port, { headers: { host: `127.0.0.1:${http.port}`, ...headers, 'content-length': String(Buffer.byteLength(body)) }, body });
      const web = await http.entry.fetch(new Request(http.url, { method: 'POST', headers, body }));
      const webBody = await web.text();
      expect(node.status, label).to.equal(web.status);
      expect(node.body, label).to.equal(webBody);
      // node:http adds only its own framing headers; every other header is the web Response's, in name and value.
      const { date, connection, 'keep-alive': keepAlive, 'content-length': length, ...rest } = node.headers;
      expect(rest, label).to.deep.equal(Object.fromEntries(web.headers));
      expect(length, label).to.equal(String(Buffer.byteLength(webBody)));
      expect(date, label).to.be.a('string');
      expect([connection, keepAlive ?? 'absent'], label).to.deep.equal(['close', 'absent']);
      statuses.add(node.status);
    }
    // The table reaches every kind of answer: results, 202, and the refusals of each check.
    expect([...statuses].sort()).to.deep.equal([200, 202, 400, 403, 404, 406, 415]);
  });
});

describe('server/transports/http/mount/serve-http: what a plain POST does not make', () => {
  afterEach(closeAll);

  it('makes no AbortController for a stateless or sessionless POST (the client going away is learned from the response)', async () => {
    const http = await listen({ sessionless: true });
    const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': { name: 'count', version: '1' } };
    const posts = [
      { headers: { ...JSON_HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'add' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 }, _meta: META } }) },
      { headers: { ...JSON_HEADERS, 'mcp-protocol-version': '2025-11-25' }, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 2, b: 3 } } }) },
    ];
    const Original = globalThis.AbortController;
    let made = 0;
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        made++;
      }
    };
    try {
      for (const { headers, body } of posts) {
        const answer = await rawRequest(http.port, { headers: { host: `127.0.0.1:${http.port}`, ...headers, 'content-length': String(Buffer.byteLength(body)) }, body });
        expect(JSON.parse(answer.body).result.content[0].text).to.equal('5');
      }
    } finally {
      globalThis.AbortController = Original;
    }
    expect(made).to.equal(0);
  });
});
