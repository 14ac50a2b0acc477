import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('samples/acme-tools/main (npm start)', function () {
  this.timeout(20_000);
  let holder: Server | undefined;
  afterEach(() => new Promise<void>((done) => (holder ? holder.close(() => done()) : done())));

  it('says which port is taken and how to choose another, without a stack, and exits 1', async () => {
    holder = createServer();
    await new Promise<void>((done) => holder!.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    const child = spawn(process.execPath, [join(root, 'dist/samples/acme-tools/main.js'), '--port', String(port)], { env: { ...process.env, ACME_DB: ':memory:' } });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).to.equal(1);
    expect(stderr).to.include(`acme-tools: port ${port} on 127.0.0.1 is already in use`).and.include(`--port ${port + 1} or PORT=${port + 1}`);
    expect(stderr).to.not.include('    at ');
    expect(stdout).to.equal('');
  });

  it('names every tool the server has in its banner, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(root, 'dist/samples/acme-tools/main.js'), '--port', '0'], { env: { ...process.env, ACME_DB: ':memory:' } });
    let stdout = '';
    await new Promise<void>((done) => child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString('utf8')).includes('Press Ctrl+C') ? done() : undefined)));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    child.kill('SIGTERM');
    expect(await exited).to.equal(0);
    const tools = (await import(join(root, 'dist/samples/acme-tools/server.js')) as { createAcmeServer: (o: { database: string }) => { model: { tools: { name: string }[] } } }).createAcmeServer({ database: ':memory:' }).model.tools.map((t) => t.name);
    expect(tools).to.include.members(['calculate', 'search_customers', 'add_contact', 'export_contacts']);
    expect(stdout).to.match(/^acme-tools is serving MCP \(Streamable HTTP\) at http:\/\/127\.0\.0\.1:\d+\/mcp\n/);
    expect(stdout).to.include(`Tools: ${tools.join(', ')}. Customers live in :memory:.`);
  });

  it('has its signal handlers in place when it prints its banner: SIGTERM right after "Press Ctrl+C to stop." exits 0, every time', async function () {
    this.timeout(180_000);
    // A handler installed after the banner loses this race now and then (the default action kills the process).
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const child = spawn(process.execPath, [join(root, 'dist/samples/acme-tools/main.js'), '--port', '0'], { env: { ...process.env, ACME_DB: ':memory:' } });
      let stdout = '';
      await new Promise<void>((done) => child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString('utf8')).includes('Press Ctrl+C to stop.') ? done() : undefined)));
      const exited = new Promise<string>((done) => child.once('exit', (code, signal) => done(`code ${code}, signal ${signal}`)));
      child.kill('SIGTERM');
      outcomes.push(await exited);
    }
    expect(outcomes).to.deep.equal(Array(10).fill('code 0, signal null'));
  });
});
