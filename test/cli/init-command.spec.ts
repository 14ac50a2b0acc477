import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentVersions, packageNameFor, scaffold } from '../../lib/cli/init-command.js';
import { InitTargetError } from '../../lib/errors/init-target.error.js';

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
