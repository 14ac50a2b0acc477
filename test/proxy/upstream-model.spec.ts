import { expect } from 'chai';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { serveHttp, type Principal } from '../../lib/index.js';
import { InvalidTokenError } from '../../lib/auth/index.js';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { silentDiagnostics, type RequestLogRecord, type RequestLogger } from '../../lib/observability/index.js';
import { startSdkV1Http, type HttpUpstream } from '../support/bridge/sdk-v1-upstream.js';
import { startSdkV2Http } from '../support/bridge/sdk-v2-upstream.js';
import { post2026 } from '../support/wire.js';
import { connectClient } from '../../lib/testing/index.js';

type Result = { isError?: boolean; content: { type: string; text: string }[] };

const PRINCIPALS: Readonly<Record<string, Principal>> = {
  'reader-token': { subject: 'reader', clientId: 'reader', scopes: ['notes:read'], claims: {} },
  'admin-token': { subject: 'admin', clientId: 'admin', scopes: ['notes:read', 'admin'], claims: {} },
};

/** An official v1 client over Streamable HTTP at 2025-06-18, sending its own bearer token. */
async function clientWith(url: string, token: string): Promise<Client> {
  const client = new Client({ name: 'front-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  return client;
}

// The framework in front of proxied members: access, guards, rate limits, argument limits, middleware and request
// logs declared on the proxy by name (lib/proxy/upstream-model.ts chainOf), and the upstream's credentials, which are
// the proxy's own: the client's token never reaches the upstream.
describe('proxy: everything of the framework in front of the upstream', function () {
  this.timeout(30_000);
  let upstream: HttpUpstream;
  let server: ProxyServer;
  let http: { url: string; close(): Promise<void> };
  const logged: RequestLogRecord[] = [];
  const seen: string[] = [];

  before(async () => {
    upstream = await startSdkV1Http();
    const log = (record: RequestLogRecord) => void logged.push(record);
    const requestLog: RequestLogger = { info: log, warn: log, error: log };
    server = await proxy({
      url: upstream.url,
      headers: { authorization: 'Bearer upstream-secret' },
      diagnostics: silentDiagnostics,
      auth: {
        issuer: 'http://as.test',
        audience: 'http://proxy.test/mcp',
        verify: async (token) => {
          const principal = Object.hasOwn(PRINCIPALS, token) ? PRINCIPALS[token] : undefined;
          if (!principal) throw new InvalidTokenError('the token is not known');
          return principal;
        },
      },
      requestLog,
      middleware: [async (invocation, next) => {
        seen.push(`${invocation.kind} ${invocation.name}`);
        return next();
      }],
      tools: {
        whoami: { scopes: ['admin'] },
        add: { rateLimit: { points: 1, duration: 60 } },
        fail: { guards: [() => 'closed for maintenance'] },
        count: { argumentLimits: { maxBytes: 40 } },
      },
    });
    http = await serveHttp(server, { port: 0 });
  });

  after(async () => {
    await http?.close();
    await server?.close();
    await upstream?.close();
  });

  it('forwards with the configured credentials only: the client token never reaches the upstream', async () => {
    const client = await clientWith(http.url, 'admin-token');
    try {
      const result = (await client.callTool({ name: 'whoami', arguments: {} })) as Result;
      expect(result.content[0]!.text).to.equal('Bearer upstream-secret');
      expect(upstream.authorization.length).to.be.greaterThan(0);
      expect(upstream.authorization.every((a) => a === 'Bearer upstream-secret')).to.equal(true);
      expect(upstream.authorization.join(' ')).to.not.include('admin-token');
    } finally {
      await client.close();
    }
  });

  it('applies the scopes declared on a proxied tool before anything is forwarded', async () => {
    const client = await clientWith(http.url, 'reader-token');
    const before = upstream.authorization.length;
    try {
      const refused = await client.callTool({ name: 'whoami', arguments: {} }).then((r) => r as Result, (e: unknown) => e as Error);
      const text = refused instanceof Error ? refused.message : refused.content[0]!.text;
      expect(text).to.match(/admin/);
      expect(upstream.authorization.length).to.equal(before);
    } finally {
      await client.close();
    }
  });

  it('applies a guard, a rate limit and argument limits declared by tool name', async () => {
    const client = await clientWith(http.url, 'admin-token');
    try {
      const guarded = (await client.callTool({ name: 'fail', arguments: {} }).catch((e: Error) => ({ isError: true, content: [{ type: 'text', text: e.message }] }))) as Result;
      expect(guarded.isError).to.equal(true);
      expect(guarded.content[0]!.text).to.include('closed for maintenance');
      expect((await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } })) as Result).to.deep.include({ content: [{ type: 'text', text: '3' }] });
      const limited = await client.callTool({ name: 'add', arguments: { a: 1, b: 2 } }).then((r) => JSON.stringify(r), (e: Error) => e.message);
      expect(limited).to.match(/rate limit/i);
      const tooLarge = await client.callTool({ name: 'count', arguments: { steps: 1, padding: 'x'.repeat(100) } }).then((r) => JSON.stringify(r), (e: Error) => e.message);
      expect(tooLarge).to.match(/bytes/);
    } finally {
      await client.close();
    }
  });

  it('runs the server-wide middleware on proxied calls and writes request log lines for them', async () => {
    const client = await clientWith(http.url, 'admin-token');
    try {
      await client.readResource({ uri: 'note://readme' });
      await client.getPrompt({ name: 'greet', arguments: { name: 'Ada' } });
      expect(seen).to.include.members(['resource note://readme', 'prompt greet', 'tool whoami']);
      expect(logged.some((r) => r.method === 'resources/read' && r.name === 'note://readme' && r.subject === 'admin')).to.equal(true);
      expect(logged.some((r) => r.method === 'tools/call' && r.name === 'fail' && r.outcome !== 'ok')).to.equal(true);
    } finally {
      await client.close();
    }
  });
});

// An upstream tool's x-mcp-header mapping (2026-07-28, SEP-2243) becomes the proxied tool's own (lib/proxy/upstream-model.ts
// headerMapping): written back only on 2026-07-28 and checked by the HTTP entry as for a @Param({ header }).
describe("proxy: an upstream tool's arguments mirrored into Mcp-Param-* headers", function () {
  this.timeout(30_000);
  let upstream: HttpUpstream;
  let server: ProxyServer;
  let http: { url: string; close(): Promise<void> };

  before(async () => {
    upstream = await startSdkV2Http();
    server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
    http = await serveHttp(server, { port: 0 });
  });

  after(async () => {
    await http?.close();
    await server?.close();
    await upstream?.close();
  });

  const region = (value: string, header?: string) => post2026(http.url, 'tools/call', { name: 'region', arguments: { region: value } }, header === undefined ? {} : { headers: { 'mcp-param-region': header } });

  it('refuses a header that differs from the argument, or is missing, with HTTP 400 and -32020', async () => {
    for (const response of [await region('us-west1', 'eu-central1'), await region('us-west1')]) {
      expect(response.status).to.equal(400);
      expect(((await response.json()) as { error: { code: number } }).error.code).to.equal(-32020);
    }
  });

  it('forwards a call whose header mirrors the argument', async () => {
    const response = await region('us-west1', 'us-west1');
    expect(response.status).to.equal(200);
    expect(((await response.json()) as { result: Result }).result.content[0]?.text).to.equal('region us-west1');
  });

  it('lists the mapping on 2026-07-28 and leaves x-mcp-header out before', async () => {
    const listed = (await (await post2026(http.url, 'tools/list')).json()) as { result: { tools: { name: string; inputSchema: { properties: Record<string, object> } }[] } };
    const tool = listed.result.tools.find((t) => t.name === 'region')!;
    expect(tool.inputSchema.properties.region).to.deep.include({ type: 'string', 'x-mcp-header': 'Region' });
    expect(tool.inputSchema.properties.note).to.not.have.property('x-mcp-header');
    const session = await connectClient({ client: 'v1', revision: '2025-11-25', transport: 'memory', server: () => server });
    try {
      const { tools } = (await session.listTools()) as { tools: { name: string; inputSchema: { properties: Record<string, object> } }[] };
      expect(tools.find((t) => t.name === 'region')!.inputSchema.properties.region).to.not.have.property('x-mcp-header');
    } finally {
      await session.close();
    }
  });
});
