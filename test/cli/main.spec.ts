import { expect } from 'chai';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = join(root, 'dist/lib/cli/main.js');
const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, ACME_DB: ':memory:' } });

describe('cli/main', function () {
  this.timeout(20_000);

  it('prints help for the tool and each command', () => {
    expect(run('--help').stdout).to.include('manifest <module> [--revision <rev>]');
    expect(run('serve', '--help').stdout).to.include('serves the module over stdio').and.include('--http');
    expect(run('manifest', '--help').stdout).to.include('--revision <rev>');
  });

  it('prints its version', () => {
    const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
    expect(run('--version')).to.include({ status: 0, stdout: `${version}\n` });
    expect(run('-v').stdout).to.equal(`${version}\n`);
  });

  it('exits 2 with the usage on stderr when given no command', () => {
    const none = run();
    expect(none.status).to.equal(2);
    expect(none.stdout).to.equal('');
    expect(none.stderr).to.include('mcp-decorators: no command given').and.include('Usage: mcp-decorators <command>').and.include('init [dir]');
  });

  it('exits 2 with the command\'s usage on an unknown option', () => {
    for (const command of ['serve', 'manifest', 'inspect', 'dev', 'init']) {
      const result = run(command, '--frobnicate');
      expect(result.status, command).to.equal(2);
      expect(result.stderr, command).to.include("Unknown option '--frobnicate'").and.include(`Usage: mcp-decorators ${command}`);
    }
  });

  it('says which port is taken and how to choose another, without a stack', async () => {
    const holder = createNetServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      const result = spawnSync(process.execPath, [cli, 'serve', join(root, 'dist/test/fixtures/slow-tools.js'), '--http', '--port', String(port)], { encoding: 'utf8' });
      expect(result.status).to.equal(2);
      // The module exports only a class: a line on how to name its server comes first.
      expect(result.stderr.split('\n').slice(1)).to.deep.equal([`mcp-decorators: port ${port} on 127.0.0.1 is already in use (another server is listening there), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port ${port + 1} or PORT=${port + 1} on the command line, serveHttp(server, { port: ${port + 1} }) in code; 0 picks a free one.`, '']);
      expect(result.stderr.split('\n')[0]).to.match(/^mcp-decorators: serving SlowTools from .*slow-tools\.js as "slow-tools" version 0\.0\.0, named after the file; /);
    } finally {
      await new Promise<void>((done) => holder.close(() => done()));
    }
  });

  it('dev with a taken port fails at once with MCPD_PORT_IN_USE instead of waiting for a change that cannot free it', async () => {
    const holder = createNetServer();
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    const port = (holder.address() as AddressInfo).port;
    try {
      // Bounded: before, dev kept running, waiting for the next build.
      const result = await new Promise<{ status: number | null; stderr: string; stdout: string }>((done) => {
        const child = spawn(process.execPath, [cli, 'dev', join(root, 'dist/test/fixtures/slow-tools.js'), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
        let stderr = '';
        let stdout = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', (status) => (clearTimeout(timer), done({ status, stderr, stdout })));
      });
      expect(result.status).to.equal(2);
      expect(result.stdout).to.equal('');
      expect(result.stderr).to.equal(`mcp-decorators: port ${port} on 127.0.0.1 is already in use (another server is listening there), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port ${port + 1} or PORT=${port + 1} on the command line, serveHttp(server, { port: ${port + 1} }) in code; 0 picks a free one.\n`);
    } finally {
      await new Promise<void>((done) => holder.close(() => done()));
    }
  });

  it('serve over stdio loads only what serving needs: no other command\'s module, no dev loop, preview, init templates or manifest code, no HTTP', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-loads-'));
    const out = join(folder, 'loads.txt');
    try {
      const child = spawn(process.execPath, [join(root, 'dist/test/fixtures/load-tracking/cli-run.js'), cli, 'serve', join(root, 'dist/test/fixtures/slow-tools.js')], { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, LOADS_OUT: out } });
      const exited = new Promise<number | null>((done) => child.once('exit', done));
      let seen = '';
      const answered = new Promise<void>((done) => child.stdout.on('data', (chunk: Buffer) => ((seen += chunk.toString('utf8')), /"id":1[,}]/.test(seen) && done())));
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } })}\n`);
      await answered;
      expect(seen).to.include('"serverInfo"');
      child.stdin.end();
      expect(await exited).to.equal(0);
      const loads = readFileSync(out, 'utf8').split('\n');
      const lib = loads.filter((url) => url.includes('/dist/lib/')).map((url) => url.slice(url.indexOf('/dist/lib/') + '/dist/lib/'.length));
      // The measure sees the CLI's modules (it is not blind).
      expect(lib).to.include.members(['cli/main.js', 'cli/serve-command.js', 'cli/load-server.js', 'server/transports/stdio.js']);
      expect(lib.filter((m) => /^cli\/(dev-command|dev-preview|init-command|init-template|manifest-command|inspect-summary)\.js$|^manifest\/|^extensions\/apps\/view-host\/host-page/.test(m))).to.deep.equal([]);
      expect(loads.filter((url) => /^node:(child_process|readline|net|http|os|crypto)$/.test(url))).to.deep.equal([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('manifest without --revision writes the newest revision the server speaks', () => {
    const module = join(root, 'dist/test/fixtures/slow-tools.js');
    const plain = run('manifest', module);
    expect(plain.status).to.equal(0);
    expect(JSON.parse(plain.stdout).revision).to.equal('2026-07-28');
    expect(plain.stdout).to.equal(run('manifest', module, '--revision', '2026-07-28').stdout);
  });

  it('manifest --diff lists each change, exits 1 on a breaking one and 0 when only the version moved', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-diff-'));
    try {
      const old = join(folder, 'before.json');
      expect(run('manifest', join(root, 'dist/test/fixtures/diff/before.js'), '--revision', '2025-11-25', '--out', old).status).to.equal(0);
      const breaking = run('manifest', join(root, 'dist/test/fixtures/diff/after.js'), '--diff', old);
      expect(breaking.status).to.equal(1);
      expect(breaking.stdout).to.include('breaking    tool legacy: removed\n').and.include('compatible  tool fresh: added\n').and.include(`16 changes since ${old} at 2025-11-25: 10 breaking, 6 compatible\n`);
      const bump = run('manifest', join(root, 'dist/test/fixtures/diff/version-only.js'), '--diff', old, '--out', join(folder, 'after.json'));
      expect(bump.status).to.equal(0);
      expect(bump.stdout).to.include(`1 change since ${old} at 2025-11-25: 0 breaking, 1 compatible`);
      expect(JSON.parse(readFileSync(join(folder, 'after.json'), 'utf8')).hash).to.equal(JSON.parse(readFileSync(old, 'utf8')).hash);
      writeFileSync(join(folder, 'bad.json'), '[]');
      const bad = run('manifest', join(root, 'dist/test/fixtures/diff/after.js'), '--diff', join(folder, 'bad.json'));
      expect(bad.status).to.equal(2);
      expect(bad.stderr).to.include('is not a manifest');
      expect(run('manifest', join(root, 'dist/test/fixtures/diff/after.js'), '--diff', join(folder, 'missing.json')).stderr).to.include('cannot read');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('manifest --export picks a named factory', () => {
    const result = run('manifest', join(root, 'dist/samples/acme-tools/server.js'), '--revision', '2025-06-18', '--export', 'createAcmeServer');
    expect(result.status, result.stderr).to.equal(0);
    expect(JSON.parse(result.stdout).serverInfo.name).to.equal('acme-tools');
    const wrong = run('manifest', join(root, 'dist/samples/acme-tools/server.js'), '--revision', '2025-06-18', '--export', 'nope');
    expect(wrong.status).to.equal(2);
    expect(wrong.stderr).to.include('has no export "nope" that is a server or a zero-argument function returning one (it exports');
  });

  it('inspect prints the one-screen summary', () => {
    const result = run('inspect', join(root, 'dist/samples/acme-tools'));
    expect(result.status, result.stderr).to.equal(0);
    expect(result.stdout).to.include('acme-tools 1.0.0 "Acme tools": 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05')
      .and.include('  search_customers(query: string, limit?: integer = 10)  [read-only]')
      .and.include('  2025-03-26  tools: no title (5), no outputSchema (2), no _meta (2), +annotations.title (5); resources: no _meta (1)');
    expect(result.stdout.split('\n').length).to.be.below(30);
  });

  it('refuses unknown commands and missing options with exit code 2 and a reason on stderr', () => {
    const unknown = run('frobnicate');
    expect(unknown.status).to.equal(2);
    expect(unknown.stderr).to.include('unknown command "frobnicate"');
    const missing = run('manifest');
    expect(missing.status).to.equal(2);
    expect(missing.stderr).to.include('manifest takes one module');
    const unsupported = run('manifest', join(root, 'dist/samples/acme-tools'), '--revision', '2001-01-01');
    expect(unsupported.status).to.equal(2);
    expect(unsupported.stderr).to.include('does not speak revision 2001-01-01; it speaks 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05');
  });

  it('writes the manifest to --out, serving a module that only exports decorated classes', () => {
    const folder = mkdtempSync(join(tmpdir(), 'cli-'));
    try {
      const out = join(folder, 'manifest.json');
      execFileSync(process.execPath, [cli, 'manifest', join(root, 'dist/test/fixtures/slow-tools.js'), '--revision', '2025-06-18', '--out', out]);
      const manifest = JSON.parse(readFileSync(out, 'utf8')) as { serverInfo: object; tools: { name: string }[] };
      expect(manifest.serverInfo).to.deep.equal({ name: 'slow-tools', version: '0.0.0' });
      expect(manifest.tools.map((t) => t.name)).to.deep.equal(['wait', 'count']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says what is wrong with a module that offers nothing to serve', () => {
    const result = run('manifest', join(root, 'dist/test/support/raw-stdio.js'), '--revision', '2025-06-18');
    expect(result.status).to.equal(2);
    expect(result.stderr).to.include('exports no server and no decorated class');
  });
});
