import { expect } from 'chai';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { fileURLToPath } from 'node:url';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { serveHttp } from '../../lib/index.js';
import { post2026 } from '../support/wire.js';
import { until } from '../support/until.js';

type Json = { [key: string]: unknown };

// An upstream that lists names twice, prototype names, reserved _meta keys and a broken template, and fails with a
// stack and a server path: the proxy serves what is sound, says what it left out, and lets nothing through that is
// the upstream's own exchange (its serverInfo, its stack) or reaches a prototype.
describe('hostile/proxy-upstream', function () {
  this.timeout(30_000);
  let server: ProxyServer;
  let session: RevisionSession;
  const warnings: string[] = [];

  before(async () => {
    server = await proxy({
      command: process.execPath,
      args: [fileURLToPath(new URL('../support/bridge/hostile-upstream.js', import.meta.url))],
      diagnostics: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
      tools: { __proto__: { guards: [() => 'never'] } } as never,
      upstreamTimeoutMs: 3000,
    });
    session = await connectClient({ client: 'v1', revision: '2025-06-18', transport: 'memory', server: () => server });
  });

  after(async () => {
    await session?.close();
    await server?.close();
  });

  it("repeats the upstream's stderr through the diagnostics, escaped, each line cut, and not as a flood", async () => {
    for (let i = 0; i < 200 && !warnings.some((w) => w.includes('flood ')); i++) await new Promise((done) => setTimeout(done, 25));
    const said = warnings.filter((w) => w.includes(' says: '));
    expect(said.find((w) => w.includes('hostile'))).to.match(/says: hostile \\u001b\[2J stderr$/);
    expect(said.some((w) => w.includes('\u001b') || w.includes('\r'))).to.equal(false);
    const long = said.find((w) => w.includes('xxxx'));
    expect(long).to.include('… (line cut)');
    expect(long!.length).to.be.lessThan(2300);
    expect(said.length).to.be.at.most(150);
  });

  it("forwards a completion as every request: the upstream's failure mapped without its path, a silent upstream timed out", async () => {
    const complete = (value: string) => (session.raw as ClientV1).complete({ ref: { type: 'ref/resource', uri: 'ok://{id}' }, argument: { name: 'id', value } }, { timeout: 20_000 }).then(() => undefined, (e: unknown) => e as { code?: number; message?: string });
    const failed = await complete('7');
    expect(failed?.code).to.equal(-32603);
    expect(failed?.message).to.include('The upstream server failed on completion/complete (JSON-RPC error -32603)');
    expect(failed?.message).to.not.include('/srv/').and.not.include('ENOENT');
    const silent = await complete('hang');
    expect(silent?.message).to.include('The upstream server did not answer completion/complete');
  });

  it('serves each name once and says which it left out', async () => {
    const { tools } = (await session.listTools()) as { tools: Json[] };
    expect(tools.map((t) => t.name)).to.deep.equal(['ok', '__proto__', 'tasky', 'picky', 'drop', 'subscribed', 'constructor', 'nowhere', 'dialect', 'huge', 'echo']);
    expect(tools[0]).to.not.have.property('description');
    expect(warnings.some((w) => w.includes('lists tool "ok" twice; the first is served'))).to.equal(true);
  });

  it("drops the upstream's reserved _meta keys and keeps the others", async () => {
    const { tools } = (await session.listTools()) as { tools: Json[] };
    expect(tools.find((t) => t.name === 'constructor')?._meta).to.deep.equal({ 'example.com/keep': 1 });
    const result = (await session.callTool('ok', {})) as Json;
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'called ok' }] });
  });

  it('leaves out a template that is not RFC 6570, and serves the rest', async () => {
    const { resourceTemplates } = (await session.listResourceTemplates()) as { resourceTemplates: Json[] };
    expect(resourceTemplates.map((t) => t.uriTemplate)).to.deep.equal(['ok://{id}']);
    expect(warnings.some((w) => w.includes('"bad{", which is not an RFC 6570 template'))).to.equal(true);
    expect(await session.readResource('ok://7')).to.deep.equal({ contents: [{ uri: 'ok://7', text: 'read' }] });
  });

  it('serves tools named __proto__ and constructor without touching a prototype, and reads a policy only as an own key', async () => {
    const proto = (await session.callTool('__proto__', {})) as Json;
    expect(proto).to.deep.equal({ content: [{ type: 'text', text: 'called __proto__' }] });
    expect(Object.keys(Object.prototype)).to.deep.equal([]);
    expect(({} as Json).guards).to.equal(undefined);
  });

  it("answers the upstream's internal error without its stack or paths", async () => {
    const error = (await session.callTool('constructor', {}).then(() => undefined, (e: unknown) => e)) as { code?: number; message?: string } | undefined;
    const text = error?.message ?? '';
    expect(error?.code).to.equal(-32603);
    expect(text).to.include('The upstream server failed on tools/call (JSON-RPC error -32603)');
    expect(text).to.not.include('/srv/').and.not.include('secret.js').and.not.include('boom');
  });

  it("answers an upstream's -32602 naming the field, without its paths or stack frames", async () => {
    const result = (await session.callTool('picky', {}).then((r) => r, (e: unknown) => ({ error: (e as Error).message }))) as Json;
    const text = JSON.stringify(result);
    expect(text).to.include('days must be >= 1');
    expect(text).to.not.include('/srv/').and.not.include('validate.js').and.not.include('rules.json').and.not.include('hostile\\\\').and.not.include(' at check');
  });

  it('unsubscribes upstream from a resource the upstream no longer serves once the lists are read again', async () => {
    const subscribed = async () => ((await session.callTool('subscribed', {})) as { content: { text: string }[] }).content[0]!.text;
    expect(await subscribed()).to.equal('gone://b keep://a');
    await session.callTool('drop', {});
    await server.refresh();
    expect(await subscribed()).to.equal('keep://a');
  });

  it('refuses a tool a session-era upstream runs only as a task when it declares no tasks for tools/call, saying so', async () => {
    const result = (await session.callTool('tasky', {})) as Json;
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'Tool tasky of the upstream server runs only as a task, and the upstream does not declare tasks for tools/call (capabilities.tasks.requests.tools.call); call it on the upstream directly.' }], isError: true });
  });

  it('leaves out a tool whose schema no client could take (not of type "object", nested 10,000 deep), naming it, and serves the rest on every revision, after a refresh too', async () => {
    const said = (name: string, why: string) => warnings.filter((w) => w === `proxy: the upstream ${process.execPath} lists tool "${name}" with a schema ${why}; it is left out`).length;
    // Said at start, and again on each reading of the lists (an earlier test read them again).
    expect(said('nonsense', 'whose inputSchema is not of type "object"')).to.be.at.least(1);
    const deepSaid = said('deep', 'nested deeper than 64 levels');
    expect(deepSaid).to.be.at.least(1);
    for (const [client, revision] of [['v1', '2024-11-05'], ['v1', '2025-11-25'], ['v2', '2026-07-28']] as const) {
      const other = await connectClient({ client, revision, transport: 'memory', server: () => server });
      try {
        const names = ((await other.listTools()) as { tools: Json[] }).tools.map((t) => t.name);
        expect(names, revision).to.include.members(['ok', 'nowhere', 'dialect', 'huge']).and.not.include('nonsense').and.not.include('deep');
        // Schemas Ajv cannot compile ($ref to nowhere, an unknown dialect) and a 1 MiB one are served: the upstream validates.
        for (const name of ['dialect', 'huge']) expect(((await other.callTool(name, {})) as { content: { text: string }[] }).content[0]!.text).to.equal(`called ${name}`);
      } finally {
        await other.close();
      }
    }
    await server.refresh();
    expect(said('deep', 'nested deeper than 64 levels')).to.equal(deepSaid + 1);
    expect(((await session.listTools()) as { tools: Json[] }).tools.map((t) => t.name)).to.include('huge').and.not.include('deep');
  });

  it("never reads a client's Authorization, Host or Mcp-Session-Id header as an argument mapped to it (only Mcp-Param-<name> headers)", async () => {
    const http = await serveHttp(server, { port: 0 });
    try {
      const secrets = { authorization: 'Bearer client-secret', 'mcp-session-id': 'client-session' };
      const call = async (args: Json, headers: Record<string, string> = {}) => (await (await post2026(http.url, 'tools/call', { name: 'echo', arguments: args }, { headers: { ...secrets, ...headers } })).json()) as { result?: { content: { text: string }[] }; error?: { code: number } };
      // No argument given: the upstream gets none, though the request carried Authorization, Host and Mcp-Session-Id.
      const bare = await call({});
      expect(bare.result?.content[0]!.text).to.equal('{}');
      // Given, each is checked against its Mcp-Param-<name> header only, and forwarded as the client wrote it.
      const given = await call({ auth: 'a', host: 'h', sid: 's' }, { 'mcp-param-authorization': 'a', 'mcp-param-host': 'h', 'mcp-param-mcp-session-id': 's' });
      expect(JSON.parse(given.result!.content[0]!.text)).to.deep.equal({ auth: 'a', host: 'h', sid: 's' });
      expect(JSON.stringify([bare, given])).to.not.include('client-secret').and.not.include('client-session').and.not.include('127.0.0.1');
    } finally {
      await http.close();
    }
  });
});

// A 2025-11-25 upstream whose tasks never give their result, and whose tools/list holds entries that are not objects.
describe('hostile/proxy-upstream: tasks that never answer, tools that are not objects', function () {
  this.timeout(30_000);
  let server: ProxyServer | undefined;
  let session: RevisionSession | undefined;
  const warnings: string[] = [];
  const start = async (options: string, capabilities: Readonly<Record<string, object>> = {}) => {
    server = await proxy({
      command: process.execPath,
      args: [fileURLToPath(new URL('../support/bridge/hostile-upstream.js', import.meta.url)), 'hostile', options],
      diagnostics: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) },
      upstreamTimeoutMs: 1000,
    });
    session = await connectClient({ client: 'v1', revision: '2025-06-18', transport: 'memory', server: () => server!, capabilities });
    return session;
  };

  afterEach(async () => {
    await session?.close();
    await server?.close();
    session = undefined;
    server = undefined;
  });

  it('cancels the upstream task when its tasks/result does not answer in time, and says the call failed', async () => {
    const client = await start('tasks');
    const failed = await client.callTool('tasky', {}).then(() => undefined, (e: unknown) => e as { code?: number; message?: string });
    expect(failed?.code).to.equal(-32603);
    const cancelled = async () => ((await client.callTool('cancelled', {})) as { content: { text: string }[] }).content[0]!.text;
    const ids = await until('the upstream task cancelled', cancelled, (text) => text !== '');
    expect(ids).to.match(/^hostile-task-\S+$/);
  });

  it("never relays to the call waiting an elicitation related to a task that is not its own, and refuses it to the upstream", async () => {
    const client = await start('tasks,stray', { elicitation: {} });
    const asked: Json[] = [];
    (client.raw as ClientV1).setRequestHandler(ElicitRequestSchema, (request) => {
      asked.push(request.params as Json);
      return { action: 'accept', content: { secret: 'mine' } };
    });
    // The only call waiting on the upstream is this client's; the question names another task (say, a cancelled caller's).
    const result = (await client.callTool('tasky', {})) as { content: { text: string }[] };
    expect(asked).to.deep.equal([]);
    expect(result.content[0]!.text).to.match(/^refused -\d+$/);
  });

  it("starts on a tools/list the official client cannot walk that also holds entries that are not objects, serving the sound tools", async () => {
    const client = await start('junk');
    const names = ((await client.listTools()) as { tools: Json[] }).tools.map((t) => t.name);
    expect(names).to.include.members(['ok', 'huge', 'echo']).and.not.include('deep');
    expect(warnings.some((w) => w.includes('lists tool "deep" with a schema nested deeper than 64 levels'))).to.equal(true);
  });
});
