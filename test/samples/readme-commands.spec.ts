import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../lib/cli/dev-command.js';
import { RawStdio, type WireMessage } from '../support/raw-stdio.js';

// Every command the READMEs show for the samples, run as shown (a free port where they name 3000 or 3001). Elsewhere:
// `node dist/samples/acme-tools/client.js` in acme-tools/client.spec, the curl session against a real authorization
// server in notes-secure.spec (oidc-provider). Not run: `npm run conformance`, which fetches Node 22 and the suite.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = (path: string) => readFileSync(join(root, path), 'utf8');

/** Runs `command` in the repository with its process group, until `ready` appears on stdout or stderr; `stop` ends the group. */
async function started(command: string, args: readonly string[], env: Record<string, string>, ready: RegExp): Promise<{ match: RegExpMatchArray; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(command, [...args], { cwd: root, detached: true, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const match = await new Promise<RegExpMatchArray>((done, fail) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = ready.exec(output);
      if (found) done(found);
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    child.once('exit', (code) => fail(new Error(`${command} ${args.join(' ')} exited (${code}): ${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { match, output: () => output, stop };
}

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'readme', version: '0' } } };
const post = (url: string, body: object) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(body) });

/** initialize and tools/list over stdio, with room for npx and a cold start. */
async function toolsOverStdio(server: RawStdio): Promise<string[]> {
  server.send(INITIALIZE);
  await server.waitFor((m) => m.id === 1, 30_000);
  server.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  server.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
  const list = await server.waitFor((m) => m.id === 2, 30_000);
  return ((list.result as WireMessage).tools as { name: string }[]).map((t) => t.name);
}

describe('samples: the commands their READMEs show', function () {
  this.timeout(120_000);

  it('README: npm start runs node dist/samples/acme-tools/main.js, and PORT or --port picks the port', async () => {
    expect(readme('README.md')).to.include('npm install && npm start').and.include('`--port N` or `PORT`');
    expect(JSON.parse(readme('package.json')).scripts.start).to.equal('npm run build --silent && node dist/samples/acme-tools/main.js');
    for (const [env, args] of [[{ PORT: String(await freePort('127.0.0.1')) }, []], [{}, ['--port', String(await freePort('127.0.0.1'))]]] as const) {
      const port = env.PORT ?? args[1];
      const run = await started(process.execPath, ['dist/samples/acme-tools/main.js', ...args], { ...env, ACME_DB: ':memory:' }, /Press Ctrl\+C to stop\./);
      await run.stop();
      expect(run.output()).to.include(`acme-tools is serving MCP (Streamable HTTP) at http://127.0.0.1:${port}/mcp`);
    }
  });

  it('README: the first npm install compiling better-sqlite3 is said in the quick start', () => {
    const quickStart = readme('README.md').split('## Quick start')[1]!.split('\n## ')[0]!;
    expect(quickStart).to.include('compiles better-sqlite3').and.include('C++ toolchain');
  });

  it('samples/everything: npx mcp-decorators serve dist/samples/everything', async () => {
    expect(readme('samples/everything/README.md')).to.include('`npx mcp-decorators serve dist/samples/everything`');
    const server = new RawStdio('npx', ['--no-install', 'mcp-decorators', 'serve', 'dist/samples/everything']);
    try {
      expect(await toolsOverStdio(server)).to.include('test_simple_text');
      expect(server.stdoutNoise).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });

  it('samples/guarded: node dist/samples/guarded/stdio.js', async () => {
    expect(readme('samples/guarded/README.md')).to.include('`node dist/samples/guarded/stdio.js`');
    const server = new RawStdio(process.execPath, [join(root, 'dist/samples/guarded/stdio.js')]);
    try {
      expect((await toolsOverStdio(server)).length).to.be.greaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('samples/guarded: npx mcp-decorators serve dist/samples/guarded/server.js --http --port 3001', async () => {
    expect(readme('samples/guarded/README.md')).to.include('`npx mcp-decorators serve dist/samples/guarded/server.js --http --port 3001`');
    const port = await freePort('127.0.0.1');
    const run = await started('npx', ['--no-install', 'mcp-decorators', 'serve', 'dist/samples/guarded/server.js', '--http', '--port', String(port)], {}, /MCP endpoint: (\S+)/);
    try {
      expect(run.match[1]).to.equal(`http://127.0.0.1:${port}/mcp`);
      const response = await post(run.match[1]!, INITIALIZE);
      expect(response.status).to.equal(200);
      expect(await response.text()).to.include('"protocolVersion":"2025-06-18"');
    } finally {
      await run.stop();
    }
  });

  it('samples/notes-secure: NOTES_ISSUER=… NOTES_AUDIENCE=… PORT=3000 node dist/samples/notes-secure/main.js', async () => {
    expect(readme('samples/notes-secure/README.md')).to.include('NOTES_ISSUER=https://auth.example.com NOTES_AUDIENCE=https://notes.example.com/mcp PORT=3000 \\\n  node dist/samples/notes-secure/main.js');
    const port = await freePort('127.0.0.1');
    const run = await started(process.execPath, ['dist/samples/notes-secure/main.js'], { NOTES_ISSUER: 'https://auth.example.com', NOTES_AUDIENCE: 'https://notes.example.com/mcp', PORT: String(port) }, /notes-secure: MCP endpoint (\S+);/);
    try {
      // Without a token: 401 pointing at the metadata of the public URL, before any key is fetched from the issuer.
      const response = await post(run.match[1]!, INITIALIZE);
      expect(response.status).to.equal(401);
      expect(response.headers.get('www-authenticate')).to.include('resource_metadata="https://notes.example.com/.well-known/oauth-protected-resource/mcp"');
    } finally {
      await run.stop();
    }
  });

  it("samples/notes-secure: NOTES_LOCAL_SCOPES='notes:read notes:write' node dist/samples/notes-secure/stdio.js", async () => {
    expect(readme('samples/notes-secure/README.md')).to.include("NOTES_LOCAL_SCOPES='notes:read notes:write' node dist/samples/notes-secure/stdio.js");
    const server = new RawStdio(process.execPath, [join(root, 'dist/samples/notes-secure/stdio.js')], { NOTES_LOCAL_SCOPES: 'notes:read notes:write' });
    try {
      expect(await toolsOverStdio(server)).to.include.members(['about', 'search_notes', 'add_note', 'delete_note']);
    } finally {
      await server.close();
    }
  });
});
