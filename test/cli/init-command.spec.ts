import { expect } from 'chai';
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RawStdio } from '../support/raw-stdio.js';
import { stagePackage } from '../support/staged-package.js';
import { readmeTsconfig } from '../support/readme-tsconfig.js';
import { postMessage } from '../support/wire.js';
import { currentVersions, packageNameFor, scaffold } from '../../lib/cli/init-command.js';
import { freePort } from '../../lib/cli/dev-command.js';
import { InitTargetError } from '../../lib/errors/init-target.error.js';

const run = promisify(execFile);

describe('cli/init-command', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'mcpd-init-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the project into a new folder: package.json with the two commands, tsconfig, one tool, the factory, one test', () => {
    const target = join(folder, 'Notes Server');
    expect(scaffold(target)).to.deep.equal(['package.json', 'tsconfig.json', 'src/greeting-tools.ts', 'src/server.ts', 'src/server.test.ts', 'README.md', '.gitignore']);
    const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
    expect(pkg.name).to.equal('notes-server');
    expect(pkg.type).to.equal('module');
    expect(pkg.scripts.dev).to.equal('mcp-decorators dev dist/server.js --build "tsc --watch --preserveWatchOutput"');
    expect(pkg.scripts.test).to.equal('tsc && node --test dist/');
    expect(pkg.dependencies['mcp-decorators']).to.equal(`^${currentVersions().self}`);
    expect(Object.keys(pkg.dependencies)).to.include.members(['class-validator', 'class-transformer', 'reflect-metadata']);
    expect(Object.keys(pkg.devDependencies)).to.have.members(['@modelcontextprotocol/client', '@types/node', 'typescript']);
    expect(JSON.parse(readFileSync(join(target, 'tsconfig.json'), 'utf8')).compilerOptions.types).to.deep.equal(['node']);
    expect(readFileSync(join(target, 'src/server.ts'), 'utf8')).to.include("name: \"notes-server\"");
  });

  it('copies a given tarball into vendor/ and depends on it there, so the project installs it without a registry', () => {
    const tarball = join(folder, 'mcp-decorators-9.9.9.tgz');
    writeFileSync(tarball, 'not really a tarball');
    const target = join(folder, 'shop');
    expect(scaffold(target, currentVersions(), tarball)).to.include('vendor/mcp-decorators-9.9.9.tgz');
    expect(readFileSync(join(target, 'vendor/mcp-decorators-9.9.9.tgz'), 'utf8')).to.equal('not really a tarball');
    expect(JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')).dependencies['mcp-decorators']).to.equal('file:vendor/mcp-decorators-9.9.9.tgz');
    expect(readFileSync(join(target, 'README.md'), 'utf8')).to.include('mcp-decorators is installed from `vendor/mcp-decorators-9.9.9.tgz`');
  });

  it('pins @types/node to the major of the Node running init, which the project runs on', () => {
    const major = process.versions.node.split('.')[0];
    expect(currentVersions().typesNode).to.equal(`^${major}.0.0`);
    scaffold(folder);
    expect(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).devDependencies['@types/node']).to.equal(`^${major}.0.0`);
  });

  it('writes into an empty existing folder and an empty git repository', () => {
    mkdirSync(join(folder, '.git'));
    expect(scaffold(folder)).to.have.length(7);
    expect(readdirSync(join(folder, 'src'))).to.have.members(['greeting-tools.ts', 'server.ts', 'server.test.ts']);
  });

  it('refuses a folder that already holds files, naming them, and writes nothing', () => {
    writeFileSync(join(folder, 'package.json'), '{}');
    expect(() => scaffold(folder)).to.throw(InitTargetError, `${folder} already has package.json; init writes only into a new or empty folder and never overwrites. Pick another folder: mcp-decorators init my-server`);
    writeFileSync(join(folder, 'package.json'), '{}');
    expect(readdirSync(folder)).to.deep.equal(['package.json']);
    rmSync(join(folder, 'package.json'));
    writeFileSync(join(folder, 'notes.txt'), '');
    expect(() => scaffold(folder)).to.throw(InitTargetError, 'already has notes.txt');
  });

  it('makes npm package names from folder names', () => {
    expect(packageNameFor('/x/My Server!')).to.equal('my-server');
    expect(packageNameFor('/x/...')).to.equal('mcp-server');
  });
});

/** Resolves once no process of group `pgid` is left; polls, bounded by 30 s. */
async function groupGone(pgid: number): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`process group ${pgid} still runs 30 s after SIGTERM`);
}

describe('cli/init-command: your own project from the packed package, with mcp-decorators on no registry (acceptance)', function () {
  this.timeout(600_000);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  let work: string;
  before(() => (work = mkdtempSync(join(tmpdir(), 'mcpd-accept-'))));
  // tsc --watch (npm run dev's build, in its own process group) may still be finishing a write when dev has exited.
  after(() => rmSync(work, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 }));

  it('npx --package <tarball> mcp-decorators init; npm install && npm test && npm run dev work; the README\'s Desktop command answers over stdio', async () => {
    // The package as prepack builds it (the bundle), staged apart: prepack itself would rebuild dist/ under the running suite.
    const staged = await stagePackage(join(work, 'package'));
    const { stdout: packed } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: staged });
    const tarball = join(work, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
    // What the README says to run; npx installs the tarball (its dependencies from npm's cache or registry).
    await run('npx', ['--yes', '--package', tarball, 'mcp-decorators', 'init', 'notes'], { cwd: work });
    const project = join(work, 'notes');
    const vendored = `vendor/${basename(tarball)}`;
    expect(readFileSync(join(project, vendored))).to.deep.equal(readFileSync(tarball));
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).dependencies['mcp-decorators']).to.equal(`file:${vendored}`);
    expect(readFileSync(join(project, 'tsconfig.json'), 'utf8')).to.equal(`${JSON.stringify(readmeTsconfig(), null, 2)}\n`);

    // mcp-decorators is on no registry: npm takes it from vendor/, the rest from its cache (or the registry for what the cache lacks).
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: project });
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { resolved?: string }> };
    expect(lock.packages['node_modules/mcp-decorators']!.resolved).to.equal(`file:${vendored}`);
    expect(existsSync(join(project, 'node_modules/@modelcontextprotocol/sdk'))).to.equal(false);
    // What got installed is the bundle: declarations for every module, JavaScript only for the entry points and chunks.
    const installed = join(project, 'node_modules/mcp-decorators/dist/lib');
    expect(existsSync(join(installed, 'server/engine/create-server.d.ts'))).to.equal(true);
    expect(existsSync(join(installed, 'server/engine/create-server.js'))).to.equal(false);
    expect(readdirSync(join(installed, 'chunks')).length).to.be.greaterThan(0);
    expect((await run(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '--version'], { cwd: project })).stdout).to.match(/^Version 7\./);

    const tested = await run('npm', ['test'], { cwd: project });
    expect(tested.stdout).to.match(/# pass 1\n/).and.match(/# fail 0\n/);

    // The Claude Desktop entry of the project's README, with this folder's absolute path: the project's own binary.
    const snippet = /`(\{ "command": .*\})`/.exec(readFileSync(join(project, 'README.md'), 'utf8'))![1]!.replaceAll('/absolute/path/to/notes', project);
    const desktop = JSON.parse(snippet) as { command: string; args: string[] };
    expect(desktop.command).to.equal(join(project, 'node_modules/.bin/mcp-decorators'));
    const server = new RawStdio(desktop.command, desktop.args);
    try {
      const init = await server.initialize('2025-06-18');
      expect(init.serverInfo).to.deep.equal({ name: 'notes', version: '0.1.0' });
      const answer = await server.request('tools/call', { name: 'greet', arguments: { name: 'Ada' } });
      expect(answer.result).to.deep.equal({ content: [{ type: 'text', text: 'Hello, Ada!' }] });
      expect(server.stdoutNoise).to.deep.equal([]);
    } finally {
      await server.close();
    }

    // npm run dev, on a free port; stopped through its process group (npm, the CLI, the server; tsc --watch has its own, which dev stops).
    const port = await freePort('127.0.0.1');
    const dev = spawn('npm', ['run', 'dev'], { cwd: project, detached: true, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    const stopped = new Promise<void>((done) => dev.once('exit', () => done()));
    try {
      const url = `http://127.0.0.1:${port}/mcp`;
      await new Promise<void>((done, fail) => {
        let out = '';
        dev.stdout.on('data', (chunk: Buffer) => ((out += chunk.toString('utf8')).includes(`serving dist/server.js at ${url}`) ? done() : undefined));
        dev.once('exit', (code) => fail(new Error(`npm run dev exited (${code}): ${out}`)));
      });
      const response = await postMessage(url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '0' } } });
      expect(response.status).to.equal(200);
      expect(await response.text()).to.include('"serverInfo":{"name":"notes","version":"0.1.0"}');
    } finally {
      process.kill(-dev.pid!, 'SIGTERM');
      await stopped;
      // npm exits first; the dev CLI, in the same group, exits only once it has stopped tsc --watch (its own group).
      await groupGone(dev.pid!);
    }
  });

  it('npm run init -- <dir> in the clone writes a project that installs the package packed from it', async () => {
    const project = join(work, 'from-clone');
    const { stdout } = await run('npm', ['run', '--silent', 'init', '--', project], { cwd: root });
    expect(stdout).to.include('vendor/mcp-decorators-').and.include('Next: ');
    const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
    const tarball = readdirSync(join(project, 'vendor'));
    expect(tarball).to.deep.equal([`mcp-decorators-${currentVersions().self}.tgz`]);
    expect(pkg.dependencies['mcp-decorators']).to.equal(`file:vendor/${tarball[0]}`);
    // The release form, as prepack builds it: the bundle's chunks are in it.
    const { stdout: listing } = await run('tar', ['tzf', join(project, 'vendor', tarball[0]!)]);
    expect(listing).to.match(/^package\/dist\/lib\/chunks\/.+\.js$/m).and.match(/^package\/dist\/lib\/cli\/main\.js$/m);
  });
});
