import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { DesignDemoTools } from '../fixtures/no-metadata/design-demo.js';
import { openRawSession } from '../support/raw-session.js';
import { RawStdio } from '../support/raw-stdio.js';
import { repositoryRoot } from '../support/staged-package.js';
import { writeTypeScriptApp } from '../support/typescript-app.js';

const run = promisify(execFile);
const REGISTER = join(repositoryRoot, 'dist/lib/register/index.js');

/** tools/list of the tsc build of the same fixture, as the exact JSON text of its result. */
async function tscToolsList(): Promise<string> {
  const raw = await openRawSession(createServer({ name: 'ts-app', version: '1.0.0', classes: [DesignDemoTools], diagnostics: silentDiagnostics }));
  try {
    await raw.request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'tsc', version: '1' } });
    await raw.notify('notifications/initialized');
    return JSON.stringify((await raw.request('tools/list', {})).result);
  } finally {
    await raw.close();
  }
}

describe('register: node --import mcp-decorators/register runs TypeScript sources with design metadata', function () {
  this.timeout(30_000);
  let app: string;
  before(() => {
    app = writeTypeScriptApp();
  });
  after(() => rmSync(app, { recursive: true, force: true }));

  it('serves a .ts server whose types come from design metadata, with the schemas of the tsc build', async () => {
    const server = new RawStdio(process.execPath, ['--import', REGISTER, join(app, 'src/stdio.ts')]);
    try {
      await server.initialize('2025-11-25');
      const listed = await server.request('tools/list', {});
      expect(listed.error, server.stderr).to.equal(undefined);
      expect(JSON.stringify(listed.result)).to.equal(await tscToolsList());
      const call = async (name: string, args: object) => ((await server.request('tools/call', { name, arguments: args })).result as { content: { text: string }[]; isError?: boolean });
      expect((await call('add', { a: 2, b: 3 })).content[0]!.text).to.equal('sum=5');
      expect((await call('add_contact', { name: 'Ada', email: 'ada@example.com', vip: true })).content[0]!.text, 'the handler gets a NewContact').to.equal('contact Ada');
      const refused = await call('add_contact', { name: '', email: 'nope' });
      expect(refused.isError).to.equal(true);
      expect(refused.content[0]!.text).to.contain('name').and.to.contain('email');
      expect(server.stdoutNoise).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });

  it('points a stack trace at the line of the .ts source (inline source maps), and registers quietly', async () => {
    writeFileSync(join(app, 'src/thrower.ts'), ['interface Shape { readonly sides: number }', 'const square: Shape = { sides: 4 };', 'throw new Error(`sides ${square.sides}`);', ''].join('\n'));
    const stderr = await run(process.execPath, ['--import', REGISTER, join(app, 'src/thrower.ts')], { cwd: app }).then(() => '', (error: { stderr: string }) => error.stderr);
    expect(stderr).to.contain('Error: sides 4');
    expect(stderr).to.match(/thrower\.ts:3:7\b/);
    const quiet = await run(process.execPath, ['--import', REGISTER, '-e', 'console.log("ok")'], { cwd: app });
    expect([quiet.stdout, quiet.stderr]).to.deep.equal(['ok\n', '']);
  });

  it('refuses with MCPD_NO_SWC and the install command when @swc/core is not installed', async () => {
    // The compiled register entry and the errors it throws, where no node_modules is reachable.
    const bare = mkdtempSync(join(tmpdir(), 'mcpd-no-swc-'));
    try {
      for (const folder of ['register', 'errors']) cpSync(join(repositoryRoot, 'dist/lib', folder), join(bare, 'lib', folder), { recursive: true });
      cpSync(join(repositoryRoot, 'package.json'), join(bare, 'package.json'));
      const stderr = await run(process.execPath, ['--import', join(bare, 'lib/register/index.js'), '-e', ''], { cwd: bare }).then(() => '', (error: { stderr: string }) => error.stderr);
      expect(stderr).to.contain("code: 'MCPD_NO_SWC'");
      expect(stderr).to.contain('npm i -D @swc/core');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
