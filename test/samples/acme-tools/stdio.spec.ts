import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RawStdio, type WireMessage } from '../../support/raw-stdio.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const entry = join(root, 'dist/samples/acme-tools/stdio.js');
const cli = join(root, 'dist/lib/cli/main.js');
const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;

function golden(revision: string): WireMessage {
  return JSON.parse(readFileSync(join(root, 'test/revisions/fixtures', revision, 'tools-list/acme-tools.json'), 'utf8')) as WireMessage;
}

function textOf(response: WireMessage): string {
  const result = response.result as { content: { text: string }[] };
  return result.content.map((c) => c.text).join('');
}

describe('samples/acme-tools over stdio, raw JSON-RPC', function () {
  this.timeout(20_000);
  let folder: string;
  const open: RawStdio[] = [];
  const start = (env: Record<string, string> = { ACME_DB: ':memory:' }) => {
    const server = new RawStdio(process.execPath, [entry], env);
    open.push(server);
    return server;
  };
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'acme-stdio-'))));
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
    rmSync(folder, { recursive: true, force: true });
  });

  for (const revision of REVISIONS) {
    it(`${revision}: negotiates the revision and lists tools exactly as the golden fixture`, async () => {
      const server = start();
      const init = await server.initialize(revision);
      expect(init.protocolVersion).to.equal(revision);
      const list = await server.request('tools/list');
      expect(list.result).to.deep.equal(golden(revision));
      expect(server.stdoutNoise).to.deep.equal([]);
    });
  }

  it('keeps tool entries to the keys each revision defines', () => {
    const keys = (revision: string) => (golden(revision).tools as WireMessage[]).map((t) => Object.keys(t).sort().join(','));
    expect(keys('2024-11-05')).to.deep.equal(['description,inputSchema,name', 'description,inputSchema,name', 'description,inputSchema,name', 'description,inputSchema,name', 'description,inputSchema,name']);
    expect(keys('2025-03-26').every((k) => k === 'annotations,description,inputSchema,name')).to.equal(true);
    // _meta (the customer card's view link) from 2025-06-18 on: on search_customers and on the app-only refresh_customer.
    expect(keys('2025-06-18')).to.deep.equal(['annotations,description,inputSchema,name,outputSchema,title', '_meta,annotations,description,inputSchema,name,title', 'annotations,description,inputSchema,name,outputSchema,title', 'annotations,description,inputSchema,name,title', '_meta,annotations,description,inputSchema,name,title']);
    // Only 2025-11-25 carries execution.taskSupport, on the one tool that may run as a task.
    expect((golden('2025-11-25').tools as WireMessage[]).map((t) => (t as { execution?: unknown }).execution)).to.deep.equal([undefined, undefined, undefined, { taskSupport: 'optional' }, undefined]);
  });

  it('answers an unknown version with the latest it supports', async () => {
    const init = await start().initialize('1900-01-01');
    expect(init.protocolVersion).to.equal('2025-11-25');
  });

  it('holds the course conversation, and the data survives a restart', async () => {
    const env = { ACME_DB: join(folder, 'acme.db') };
    let server = start(env);
    await server.initialize('2025-11-25');
    const compound = await server.request('tools/call', { name: 'calculate', arguments: { expression: '(18500 * 1.075^7) - 18500' } });
    expect(JSON.parse(textOf(compound))).to.deep.equal({ expression: '(18500 * 1.075^7) - 18500', result: 12192.409091061392 });
    expect((compound.result as WireMessage).structuredContent).to.deep.equal({ expression: '(18500 * 1.075^7) - 18500', result: 12192.409091061392 });
    const byZero = await server.request('tools/call', { name: 'calculate', arguments: { expression: '1/0' } });
    expect((byZero.result as WireMessage).isError).to.equal(true);
    expect(textOf(byZero)).to.equal('Invalid expression: division by zero');
    const before = await server.request('tools/call', { name: 'search_customers', arguments: { query: 'dana.wu@globex.example' } });
    expect(JSON.parse(textOf(before))).to.deep.equal([]);
    const added = await server.request('tools/call', { name: 'add_contact', arguments: { customerId: 'CUST-2', name: 'Dana Wu', email: 'dana.wu@globex.example' } });
    expect(JSON.parse(textOf(added))).to.deep.equal({ id: 'CONTACT-1', customerId: 'CUST-2', name: 'Dana Wu', email: 'dana.wu@globex.example' });
    const after = await server.request('tools/call', { name: 'search_customers', arguments: { query: 'dana.wu@globex.example' } });
    expect((JSON.parse(textOf(after)) as { name: string }[]).map((c) => c.name)).to.deep.equal(['<untrusted-data source="acme customers database">Globex Industries</untrusted-data>']);
    await server.close();
    server = start(env);
    await server.initialize('2024-11-05');
    const restarted = await server.request('tools/call', { name: 'search_customers', arguments: { query: 'dana.wu@globex.example' } });
    expect((JSON.parse(textOf(restarted)) as { id: string }[]).map((c) => c.id)).to.deep.equal(['CUST-2']);
    expect(server.stdoutNoise).to.deep.equal([]);
  });

  it('manifest is byte-identical across runs and matches each revision\'s tools/list', () => {
    for (const revision of REVISIONS) {
      const run = () => execFileSync(process.execPath, [cli, 'manifest', join(root, 'dist/samples/acme-tools'), '--revision', revision], { env: { ...process.env, ACME_DB: ':memory:' }, encoding: 'utf8' });
      const first = run();
      expect(run()).to.equal(first);
      const manifest = JSON.parse(first) as WireMessage;
      expect(manifest.tools).to.deep.equal(golden(revision).tools);
      expect(manifest.revision).to.equal(revision);
      expect(manifest.hash).to.match(/^sha256:[0-9a-f]{64}$/);
    }
  });
});

describe('a slow tool served by the CLI over stdio, raw JSON-RPC', function () {
  this.timeout(20_000);
  let server: RawStdio;
  beforeEach(async () => {
    server = new RawStdio(process.execPath, [cli, 'serve', join(root, 'dist/test/fixtures/slow-tools.js')]);
    await server.initialize('2025-11-25');
  });
  afterEach(() => server.close());

  it('sends no response for a cancelled call', async () => {
    server.send({ jsonrpc: '2.0', id: 41, method: 'tools/call', params: { name: 'wait', arguments: {} } });
    server.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 41, reason: 'user stopped it' } });
    // A later request is answered, so the server is alive; the cancelled one must still have no answer by then.
    const ping = await server.request('ping', undefined, 42);
    expect(ping.result).to.deep.equal({});
    await server.request('tools/call', { name: 'count', arguments: { steps: 1 } }, 43);
    expect(server.received.filter((m) => m.id === 41)).to.deep.equal([]);
  });

  it('sends progress notifications for a call with a progressToken', async () => {
    const response = await server.request('tools/call', { name: 'count', arguments: { steps: 3 }, _meta: { progressToken: 'tok-1' } });
    expect(textOf(response)).to.equal('counted 3');
    const progress = server.received.filter((m) => m.method === 'notifications/progress').map((m) => m.params);
    expect(progress).to.deep.equal([
      { progressToken: 'tok-1', progress: 1, total: 3, message: 'step 1' },
      { progressToken: 'tok-1', progress: 2, total: 3, message: 'step 2' },
      { progressToken: 'tok-1', progress: 3, total: 3, message: 'step 3' },
    ]);
    expect(server.received.indexOf(response)).to.be.greaterThan(server.received.findIndex((m) => m.method === 'notifications/progress'));
  });

  it('sends no progress without a progressToken', async () => {
    await server.request('tools/call', { name: 'count', arguments: { steps: 2 } });
    expect(server.received.filter((m) => m.method === 'notifications/progress')).to.deep.equal([]);
  });
});
