import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { RawStdio } from '../support/raw-stdio.js';
import { stagePackage } from '../support/staged-package.js';
import { readmeTsconfig } from '../support/readme-tsconfig.js';
import { currentVersions, packageNameFor, scaffold } from '../../lib/cli/init-command.js';
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

describe('cli/init-command: a project made by init, on the packed package (acceptance)', function () {
  this.timeout(240_000);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  let work: string;
  before(() => (work = mkdtempSync(join(tmpdir(), 'mcpd-accept-'))));
  after(() => rmSync(work, { recursive: true, force: true }));

  it('packs, installs into an init project, compiles with TypeScript 7 and the README tsconfig, passes its test, and answers over stdio', async () => {
    // The package as prepack builds it (the bundle), staged apart: prepack itself would rebuild dist/ under the running suite.
    const staged = await stagePackage(join(work, 'package'));
    const { stdout: packed } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], { cwd: staged });
    const tarball = join(work, (JSON.parse(packed) as { filename: string }[])[0]!.filename);
    const project = join(work, 'notes');
    await run(process.execPath, [join(root, 'dist/lib/cli/main.js'), 'init', project]);
    writeFileSync(join(project, 'tsconfig.json'), `${JSON.stringify(readmeTsconfig(), null, 2)}\n`);
    // From the local tarball and npm's cache: the registry is asked only for what the cache lacks.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: project });
    expect(existsSync(join(project, 'node_modules/@modelcontextprotocol/sdk'))).to.equal(false);
    // What got installed is the bundle: declarations for every module, JavaScript only for the entry points and chunks.
    const installed = join(project, 'node_modules/mcp-decorators/dist/lib');
    expect(existsSync(join(installed, 'server/engine/create-server.d.ts'))).to.equal(true);
    expect(existsSync(join(installed, 'server/engine/create-server.js'))).to.equal(false);
    expect(readdirSync(join(installed, 'chunks')).length).to.be.greaterThan(0);
    const tsc = await run(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '--version'], { cwd: project });
    expect(tsc.stdout).to.match(/^Version 7\./);
    await run(process.execPath, [join(project, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project });
    const tested = await run(process.execPath, ['--test', 'dist/'], { cwd: project });
    expect(tested.stdout).to.match(/# pass 1\n/).and.match(/# fail 0\n/);

    const server = new RawStdio(process.execPath, [join(project, 'node_modules/mcp-decorators/dist/lib/cli/main.js'), 'serve', join(project, 'dist/server.js')]);
    try {
      const init = await server.initialize('2025-06-18');
      expect(init.serverInfo).to.deep.equal({ name: 'notes', version: '0.1.0' });
      const answer = await server.request('tools/call', { name: 'greet', arguments: { name: 'Ada' } });
      expect(answer.result).to.deep.equal({ content: [{ type: 'text', text: 'Hello, Ada!' }] });
      expect(server.stdoutNoise).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });
});
