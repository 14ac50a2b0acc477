import { expect } from 'chai';
import { IsEmail, IsString, Length } from 'class-validator';
import { Args, Param, Tool, createServer, type DecoratedMcpServer } from '../../lib/index.js';
import { createHttpEntry, lambdaHandler, workersHandler, type HttpEntry, type HttpEntryOptions, type LambdaHttpEvent } from '../../lib/fetch/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { JSON_HEADERS, post2026, postMessage, request2026 } from '../support/wire.js';

// mcp-decorators/fetch driven with plain web Requests, as Workers, Deno, Bun and Vercel call it: no socket, no node:http.

class NewContact {
  @IsString() @Length(1, 50) name!: string;
  @IsEmail() email!: string;
}

class EdgeTools {
  @Tool()
  add(@Param('a') a: number, @Param('b') b: number): string {
    return `sum=${a + b}`;
  }

  @Tool()
  add_contact(@Args() contact: NewContact): string {
    return `${contact instanceof NewContact ? 'NewContact' : 'plain'} ${contact.name} <${contact.email}>`;
  }
}

const URL_ = 'http://127.0.0.1/mcp';
const entries: HttpEntry[] = [];

function edgeServer(options: Partial<Parameters<typeof createServer>[0]> = {}): DecoratedMcpServer {
  return createServer({ name: 'edge', version: '1.0.0', classes: [EdgeTools], diagnostics: silentDiagnostics, stateSecret: 'an environment secret', ...options });
}

function entryOf(options: HttpEntryOptions = {}, server = edgeServer()): HttpEntry {
  const entry = createHttpEntry(server, options);
  entries.push(entry);
  return entry;
}

async function errorOf(response: Response): Promise<{ code: number; message: string }> {
  return ((await response.json()) as { error: { code: number; message: string } }).error;
}

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'edge-test', version: '1' } } };

describe('fetch (mcp-decorators/fetch)', () => {
  afterEach(async () => {
    await Promise.all(entries.splice(0).map((e) => e.close()));
  });

  describe('every check of the HTTP entry, on a plain Request', () => {
    it('refuses a Host or an Origin it does not serve (DNS rebinding) with 403', async () => {
      const entry = entryOf();
      const foreignHost = await entry.fetch(new Request('http://attacker.example/mcp', { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(INITIALIZE) }));
      expect(foreignHost.status).to.equal(403);
      const foreignOrigin = await postMessage(entry, INITIALIZE, { origin: 'http://attacker.example' });
      expect(foreignOrigin.status).to.equal(403);
      expect((await errorOf(foreignOrigin)).message).to.match(/^Forbidden/);
    });

    it('refuses a body over maxBodyBytes with 413 and a body that is not JSON with 415', async () => {
      const entry = entryOf({ maxBodyBytes: 256 });
      const big = await postMessage(entry, { ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(1024) } });
      expect(big.status).to.equal(413);
      const text = await entry.fetch(new Request(URL_, { method: 'POST', headers: { ...JSON_HEADERS, 'content-type': 'text/plain' }, body: JSON.stringify(INITIALIZE) }));
      expect(text.status).to.equal(415);
    });

    it('holds a 2026-07-28 request to its headers: Mcp-Method and Mcp-Name must mirror the body (400, -32020)', async () => {
      const entry = entryOf();
      const method = await post2026(entry, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } }, { headers: { 'mcp-method': 'tools/list' } });
      expect(method.status).to.equal(400);
      expect(await errorOf(method)).to.deep.include({ code: -32020, message: 'Header mismatch: Mcp-Method must be "tools/call"' });
      const name = await post2026(entry, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } }, { headers: { 'mcp-name': 'add_contact' } });
      expect(name.status).to.equal(400);
      expect(await errorOf(name)).to.deep.include({ code: -32020, message: 'Header mismatch: Mcp-Name must be "add"' });
    });

    it('asks for a bearer token with 401 and WWW-Authenticate naming the resource metadata', async () => {
      const server = edgeServer({ auth: { issuer: 'https://issuer.example', audience: 'http://127.0.0.1/mcp', verify: async () => ({ subject: 'ada', scopes: [], claims: {} }) } });
      const entry = entryOf({}, server);
      const response = await post2026(entry, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } });
      expect(response.status).to.equal(401);
      expect(response.headers.get('www-authenticate')).to.match(/^Bearer .*resource_metadata="http:\/\/127\.0\.0\.1\/\.well-known\/oauth-protected-resource\/mcp"/);
      const granted = await post2026(entry, 'tools/call', { name: 'add', arguments: { a: 1, b: 2 } }, { headers: { authorization: 'Bearer any' } });
      expect(granted.status).to.equal(200);
    });
  });

  describe('on a runtime without sessions (sessionless: true)', () => {
    it('answers initialize at 2025-11-25 without opening a session, and serves each POST alone', async () => {
      const entry = entryOf({ sessionless: true, jsonResponses: true });
      const opened = await postMessage(entry, INITIALIZE);
      expect(opened.status).to.equal(200);
      expect(opened.headers.get('mcp-session-id')).to.equal(null);
      expect(((await opened.json()) as { result: { protocolVersion: string } }).result.protocolVersion).to.equal('2025-11-25');
      const call = await postMessage(entry, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add_contact', arguments: { name: 'Ada', email: 'ada@example.com' } } }, { 'mcp-protocol-version': '2025-11-25' });
      expect(((await call.json()) as { result: { content: { text: string }[] } }).result.content[0]!.text).to.equal('NewContact Ada <ada@example.com>');
      expect(entry.sessionCount).to.equal(0);
    });

    it('says sessions are off: GET and DELETE get 405 (Allow: POST), a request carrying Mcp-Session-Id a 404 to start over', async () => {
      const entry = entryOf({ sessionless: true });
      for (const method of ['GET', 'DELETE']) {
        const response = await entry.fetch(new Request(URL_, { method, headers: { accept: 'text/event-stream', 'mcp-session-id': 'from-elsewhere', 'mcp-protocol-version': '2025-11-25' } }));
        expect(response.status, method).to.equal(405);
        expect(response.headers.get('allow'), method).to.equal('POST');
        expect((await errorOf(response)).message, method).to.match(/serves without sessions/);
      }
      const held = await postMessage(entry, { jsonrpc: '2.0', id: 3, method: 'tools/list', params: {} }, { 'mcp-session-id': 'from-elsewhere', 'mcp-protocol-version': '2025-11-25' });
      expect(held.status).to.equal(404);
      expect(await errorOf(held)).to.deep.include({ code: -32001, message: 'Session not found: this endpoint serves without sessions; send initialize again and no Mcp-Session-Id' });
    });

    it('serves a 2026-07-28 tools/call with a DTO, valid and invalid, the same way', async () => {
      const entry = entryOf({ sessionless: true });
      const valid = await post2026(entry, 'tools/call', { name: 'add_contact', arguments: { name: 'Ada', email: 'ada@example.com' } });
      const ok = (await valid.json()) as { result: { content: { text: string }[]; isError?: boolean } };
      expect(ok.result.content[0]!.text).to.equal('NewContact Ada <ada@example.com>');
      const invalid = await post2026(entry, 'tools/call', { name: 'add_contact', arguments: { name: '', email: 'nope' } });
      const refused = (await invalid.json()) as { result: { content: { text: string }[]; isError?: boolean } };
      expect(refused.result.isError).to.equal(true);
      expect(refused.result.content[0]!.text).to.match(/name/).and.to.match(/email/);
    });
  });

  describe('workersHandler', () => {
    it('makes the entry from env on the first request, once, and serves every request with it', async () => {
      const made: string[] = [];
      const worker = workersHandler((env: { MCP_STATE_SECRET: string }) => {
        made.push(env.MCP_STATE_SECRET);
        return entryOf({ sessionless: true }, edgeServer({ stateSecret: env.MCP_STATE_SECRET }));
      });
      const env = { MCP_STATE_SECRET: 'from wrangler secret' };
      for (const a of [1, 2]) {
        const response = await worker.fetch(request2026(URL_, 'tools/call', { name: 'add', arguments: { a, b: 2 } }), env);
        expect(((await response.json()) as { result: { content: { text: string }[] } }).result.content[0]!.text).to.equal(`sum=${a + 2}`);
      }
      expect(made).to.deep.equal(['from wrangler secret']);
    });

    it('serves a ready entry as it is', async () => {
      const worker = workersHandler(entryOf());
      expect((await worker.fetch(request2026(URL_, 'tools/call', { name: 'add', arguments: { a: 2, b: 2 } }), {})).status).to.equal(200);
    });
  });

  describe('lambdaHandler', () => {
    function eventOf(request: { method: string; headers: Record<string, string>; body?: string; base64?: boolean }): LambdaHttpEvent {
      return { rawPath: '/mcp', rawQueryString: '', headers: { host: 'abc.lambda-url.eu-west-1.on.aws', ...request.headers }, requestContext: { domainName: 'abc.lambda-url.eu-west-1.on.aws', http: { method: request.method } }, ...(request.body !== undefined ? { body: request.body, isBase64Encoded: request.base64 === true } : {}) };
    }

    it('turns a function URL event into a Request and the Response into its result (plain and base64 bodies)', async () => {
      const handler = lambdaHandler(entryOf({ sessionless: true, jsonResponses: true, host: 'abc.lambda-url.eu-west-1.on.aws' }));
      const call = request2026(URL_, 'tools/call', { name: 'add', arguments: { a: 3, b: 4 } });
      const headers = Object.fromEntries(call.headers);
      const text = await call.text();
      for (const base64 of [false, true]) {
        const result = await handler(eventOf({ method: 'POST', headers, body: base64 ? btoa(text) : text, base64 }));
        expect(result.statusCode).to.equal(200);
        expect(result.isBase64Encoded).to.equal(false);
        expect(result.headers['content-type']).to.match(/^application\/json/);
        expect((JSON.parse(result.body) as { result: { content: { text: string }[] } }).result.content[0]!.text).to.equal('sum=7');
      }
    });

    it('keeps every check: a foreign Host is refused, a GET without sessions gets 405', async () => {
      const handler = lambdaHandler(entryOf({ sessionless: true, host: 'abc.lambda-url.eu-west-1.on.aws' }));
      expect((await handler(eventOf({ method: 'POST', headers: { ...JSON_HEADERS, host: 'attacker.example' }, body: JSON.stringify(INITIALIZE) }))).statusCode).to.equal(403);
      const get = await handler(eventOf({ method: 'GET', headers: { accept: 'text/event-stream' } }));
      expect(get.statusCode).to.equal(405);
      expect(get.headers.allow).to.equal('POST');
    });
  });
});
