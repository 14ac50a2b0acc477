import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CLIENT_PACKAGES, MissingClientSdkError, importClientModule, isClientInstalled, type ClientLine } from '../../lib/testing/index.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/**
 * A folder whose node_modules holds links to this repository's packages except `hidden`, and mcp-decorators as
 * a package of its own (package.json and dist/, no node_modules): node, told to keep the links' paths, then
 * resolves every import from there, as in a project where `hidden` was never installed.
 */
function projectWithout(hidden: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'mcpd-sdk-'));
  const modules = join(folder, 'node_modules');
  const link = (from: string, to: string) => symlinkSync(from, to, 'junction');
  mkdirSync(modules);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    if (!name.startsWith('@')) {
      if (name !== hidden) link(join(root, 'node_modules', name), join(modules, name));
      continue;
    }
    mkdirSync(join(modules, name));
    for (const inner of readdirSync(join(root, 'node_modules', name))) {
      if (`${name}/${inner}` !== hidden) link(join(root, 'node_modules', name, inner), join(modules, name, inner));
    }
  }
  mkdirSync(join(modules, 'mcp-decorators'));
  link(join(root, 'package.json'), join(modules, 'mcp-decorators', 'package.json'));
  link(join(root, 'dist'), join(modules, 'mcp-decorators', 'dist'));
  return folder;
}

/** The probe run in such a project: the harness imports, the installed client works, the other one is named missing. */
const PROBE = `
import { Param, Tool, createServer } from 'mcp-decorators';
import { silentDiagnostics } from 'mcp-decorators/observability';
import { connectClient, isClientInstalled } from 'mcp-decorators/testing';
class Echo { echo(text) { return text; } }
Param('text')(Echo.prototype, 'echo', 0);
Tool()(Echo.prototype, 'echo', Object.getOwnPropertyDescriptor(Echo.prototype, 'echo'));
Reflect.defineMetadata('design:paramtypes', [String], Echo.prototype, 'echo');
const [present, absent] = process.argv.slice(2);
const server = () => createServer({ name: 'probe', version: '1.0.0', classes: [Echo], diagnostics: silentDiagnostics });
const session = await connectClient({ revision: '2025-06-18', client: present, transport: 'memory', server });
const called = await session.callTool('echo', { text: 'hi' });
await session.close();
let refusal;
try { await connectClient({ revision: '2025-06-18', client: absent, transport: 'memory', server }); } catch (error) { refusal = { name: error.name, code: error.code, message: error.message }; }
console.log(JSON.stringify({ text: called.content[0].text, installed: { v1: isClientInstalled('v1'), v2: isClientInstalled('v2') }, refusal }));
`;

describe('testing/client-sdk', function () {
  this.timeout(30_000);

  it('names the peer range package.json declares for each client', () => {
    const peers = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies;
    for (const line of ['v1', 'v2'] as const) expect(peers[CLIENT_PACKAGES[line].name]).to.equal(CLIENT_PACKAGES[line].range);
  });

  it('importClientModule turns a package that is not there into MissingClientSdkError', async () => {
    const specifier = 'mcp-decorators-no-such-client';
    const error = await importClientModule('v1', () => import(specifier), specifier).then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(MissingClientSdkError);
    expect((error as MissingClientSdkError).code).to.equal('MCPD_CLIENT_SDK');
    expect((error as Error).message).to.equal(`the v1 client needs ${specifier}, which is not installed. Install it as a dev dependency (npm install -D ${specifier}@~1.32.2), or ask for the v2 client (@modelcontextprotocol/client) instead: { client: 'v2' }.`);
    expect(((error as Error).cause as { code: string }).code).to.equal('ERR_MODULE_NOT_FOUND');
  });

  it('importClientModule passes other failures on as they are', async () => {
    const failure = new Error('boom');
    expect(await importClientModule('v2', () => Promise.reject(failure)).then(() => undefined, (e: unknown) => e)).to.equal(failure);
  });

  it('isClientInstalled sees both packages here', () => {
    expect(isClientInstalled('v1')).to.equal(true);
    expect(isClientInstalled('v2')).to.equal(true);
  });

  for (const [present, absent] of [['v2', 'v1'], ['v1', 'v2']] as [ClientLine, ClientLine][]) {
    it(`imports and serves with only the ${present} client installed, and names ${CLIENT_PACKAGES[absent].name} when a test asks for ${absent}`, async () => {
      const folder = projectWithout(CLIENT_PACKAGES[absent].name);
      try {
        writeFileSync(join(folder, 'probe.mjs'), PROBE);
        const { stdout } = await run(process.execPath, ['--preserve-symlinks', '--import', 'reflect-metadata', join(folder, 'probe.mjs'), present, absent], { cwd: folder });
        const report = JSON.parse(stdout) as { text: string; installed: Record<ClientLine, boolean>; refusal: { name: string; code: string; message: string } };
        expect(report.text).to.equal('hi');
        expect(report.installed).to.deep.equal({ [present]: true, [absent]: false });
        expect(report.refusal.name).to.equal('MissingClientSdkError');
        expect(report.refusal.code).to.equal('MCPD_CLIENT_SDK');
        expect(report.refusal.message).to.include(`the ${absent} client needs ${CLIENT_PACKAGES[absent].name}, which is not installed`);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  }
});
