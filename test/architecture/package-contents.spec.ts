import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  files: string[];
  scripts: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
};

/** What `npm pack` would put in the tarball (scripts not run: the build under test is the one already made). */
async function packedFiles(): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root });
  return (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

describe('architecture/package-contents', function () {
  this.timeout(60_000);
  let packed: string[];
  before(async () => {
    packed = await packedFiles();
  });

  it('packs only what a user needs: compiled JavaScript, declarations, package.json, README, LICENSE, CHANGELOG', () => {
    const stray = packed.filter((path) => !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/lib\/.+\.(js|d\.ts))$/.test(path));
    expect(stray).to.deep.equal([]);
    expect(packed).to.include.members(['LICENSE', 'CHANGELOG.md', 'README.md', 'package.json']);
  });

  it('ships no source map without its source, and no tests, samples or TypeScript sources', () => {
    expect(packed.filter((p) => p.endsWith('.map'))).to.deep.equal([]);
    expect(packed.filter((p) => /^(lib|test|samples|scripts|tools)\//.test(p) || /^dist\/(test|samples)\//.test(p))).to.deep.equal([]);
  });

  it('packs every file the exports map and the bin point at', () => {
    const targets = [...Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t))), ...Object.values(pkg.bin)].map((t) => t.replace(/^\.\//, ''));
    expect(packed).to.include.members(targets);
  });

  it('packs exactly what prepack builds: every module of lib/ and nothing left over from a deleted one', async () => {
    expect(pkg.scripts.prepack).to.equal('npm run build:package');
    expect(pkg.scripts['build:package']).to.include('tsc -p tsconfig.build.json');
    const out = mkdtempSync(join(tmpdir(), 'mcpd-build-'));
    try {
      await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', out], { cwd: root });
      const built = filesUnder(out).map((f) => relative(out, f)).sort();
      expect(packed.filter((p) => p.startsWith('dist/')).map((p) => p.slice('dist/'.length))).to.deep.equal(built);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('carries the MIT licence package.json names', () => {
    expect(pkg.license).to.equal('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).to.match(/^MIT License\n/);
  });
});
