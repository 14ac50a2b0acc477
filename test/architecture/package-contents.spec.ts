import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { stagePackage } from '../support/staged-package.js';
import { writeTypeScriptApp } from '../support/typescript-app.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  files: string[];
  scripts: Record<string, string>;
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
};

/** What `npm pack` would put in the tarball of a package staged in `folder` (scripts not run: it is built already). */
async function packedFiles(folder: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: folder });
  return (JSON.parse(stdout) as { files: { path: string }[] }[])[0]!.files.map((f) => f.path).sort();
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** The files a module's static imports load (itself included) and the modules outside them it imports, sorted. */
function staticGraph(file: string): { files: number; paths: string[]; externals: string[] } {
  const seen = new Set<string>();
  const externals = new Set<string>();
  const queue = [file];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const m of readFileSync(next, 'utf8').matchAll(/^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?\s*['"]([^'"]+)['"]/gm)) {
      if (m[1]!.startsWith('.')) queue.push(resolve(dirname(next), m[1]!));
      else externals.add(m[1]!);
    }
  }
  return { files: seen.size, paths: [...seen].sort(), externals: [...externals].sort() };
}

describe('architecture/package-contents', function () {
  this.timeout(60_000);
  let staged: string;
  let packed: string[];
  before(async () => {
    // Inside dist/, so that the bundle finds the dependencies installed here, as an installed package would.
    staged = await stagePackage(mkdtempSync(join(root, 'dist', 'package-')));
    packed = await packedFiles(staged);
  });
  after(() => rmSync(staged, { recursive: true, force: true }));

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

  it('packs exactly what prepack builds: a declaration for every module of lib/, nothing left over from a deleted one', async () => {
    expect(pkg.scripts.prepack).to.equal('npm run build:package');
    expect(pkg.scripts['build:package']).to.equal('node scripts/build-package.mjs');
    const built = filesUnder(join(staged, 'dist')).map((f) => relative(join(staged, 'dist'), f)).sort();
    expect(packed.filter((p) => p.startsWith('dist/')).map((p) => p.slice('dist/'.length))).to.deep.equal(built);
    const sources = filesUnder(join(root, 'lib')).filter((f) => f.endsWith('.ts')).map((f) => relative(root, f).replace(/\.ts$/, '.d.ts')).sort();
    expect(built.filter((f) => f.endsWith('.d.ts'))).to.deep.equal(sources);
  });

  it('ships JavaScript as one bundle per entry point (the package, each subpath, the CLI and its commands, the register hooks) and the chunks they share', () => {
    const scripts = packed.filter((p) => p.endsWith('.js'));
    // mcp-decorators/register hands its module hooks to Node by URL: a file of their own. The CLI loads each command's
    // module when that command runs: a file of its own too.
    const commands = ['serve', 'dev', 'init', 'manifest', 'proxy'].map((c) => `dist/lib/cli/${c}-command.js`);
    const entries = [...Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [] : [t.default])), ...Object.values(pkg.bin), 'dist/lib/register/loader-hooks.js', ...commands].map((t) => t.replace(/^\.\//, '')).sort();
    expect(entries).to.include.members(['dist/lib/index.js', 'dist/lib/http/index.js', 'dist/lib/stores/sqlite/index.js', 'dist/lib/testing/index.js', 'dist/lib/cli/main.js']);
    expect(scripts.filter((p) => !p.startsWith('dist/lib/chunks/'))).to.deep.equal(entries);
    // Shared code sits in a few shared files (chunks/_pure.js and one per set of Node modules), not one file per set
    // of entries sharing code (~30) nor one per module (~300): each file is an ESM load at start. The fifth is what
    // mcp-decorators/proxy shares with the CLI's proxy command (the official client's); nothing else loads it. The
    // sixth is what only the subpaths share (_pure-subpaths.js), which the root does not load.
    expect(scripts.length - entries.length).to.be.at.most(6);
    expect(readFileSync(join(staged, 'dist/lib/cli/main.js'), 'utf8')).to.match(/^#!\/usr\/bin\/env node\n/);
  });

  it('starts the root entry with at most five files, a describing subpath with two, and no bundle loads a Node module or package its compiled modules do not', () => {
    const entries = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [] : [t.default.replace(/^\.\/dist\/lib\//, '')]));
    const outside = (modules: string[]) => modules.filter((m) => m !== 'reflect-metadata');
    for (const entry of entries) {
      const bundled = staticGraph(join(staged, 'dist/lib', entry));
      expect(outside(bundled.externals), entry).to.deep.equal(outside(staticGraph(join(root, 'dist/lib', entry)).externals));
      if (entry === 'index.js') expect(bundled.files, entry).to.be.at.most(5);
      if (/^(errors|revisions|extensions|observability)\//.test(entry)) expect(bundled.files, entry).to.be.at.most(2);
    }
  });

  it('loads, from the root entry, only modules the root imports (and the error classes): a cold start parses nothing only a subpath needs', () => {
    const compiled = new Set(staticGraph(join(root, 'dist/lib/index.js')).paths.map((p) => relative(join(root, 'dist'), p)));
    const bundled = staticGraph(join(staged, 'dist/lib/index.js')).paths.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\/\/ \S*?\/(lib\/\S+\.js)$/gm)].map((m) => m[1]!));
    expect(bundled.length, 'the bundle names its modules in comments').to.be.above(100);
    expect(bundled.filter((m) => !compiled.has(m) && !m.startsWith('lib/errors/'))).to.deep.equal([]);
    // serveHttp loads the HTTP transport on its first call.
    expect(compiled.has('lib/server/transports/http/mount/serve-http.js')).to.equal(false);
  });

  it('ships ASCII-only JavaScript (one non-ASCII character makes Node hold and parse a whole file as a two-byte string)', () => {
    const scripts = filesUnder(join(staged, 'dist/lib')).filter((f) => f.endsWith('.js'));
    expect(scripts.filter((f) => /[^\x00-\x7f]/.test(readFileSync(f, 'utf8'))).map((f) => relative(staged, f))).to.deep.equal([]);
  });

  it('the bundles export exactly what the compiled modules export', async () => {
    for (const entry of Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [] : [t.default.replace(/^\.\/dist\/lib\//, '')]))) {
      const bundled = Object.keys((await import(pathToFileURL(join(staged, 'dist/lib', entry)).href)) as object).sort();
      const compiled = Object.keys((await import(pathToFileURL(join(root, 'dist/lib', entry)).href)) as object).sort();
      expect(bundled, entry).to.deep.equal(compiled);
    }
  });

  it('shares one copy of each class between the bundles: an error the /model bundle throws is an instance of the /errors and root classes', async () => {
    const bundle = async (entry: string) => (await import(pathToFileURL(join(staged, 'dist/lib', entry)).href)) as Record<string, unknown>;
    const model = (await bundle('model/index.js')) as { scan: (classes: unknown[]) => unknown };
    const errors = (await bundle('errors/index.js')) as { EmptyClassError: new (...args: never[]) => Error };
    const rootEntry = (await bundle('index.js')) as { McpDecoratorsError: abstract new (...args: never[]) => Error };
    let thrown: unknown;
    try {
      model.scan([class Empty {}]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(errors.EmptyClassError).and.to.be.instanceOf(rootEntry.McpDecoratorsError);
  });

  it('evaluates reflect-metadata first in every entry and chunk, so TypeScript\'s __metadata finds Reflect.metadata', () => {
    const scripts = filesUnder(join(staged, 'dist/lib')).filter((f) => f.endsWith('.js'));
    const late = scripts.filter((f) => !/^(#!.*\n)?import "reflect-metadata";\n/.test(readFileSync(f, 'utf8')));
    expect(late.map((f) => relative(staged, f))).to.deep.equal([]);
  });

  describe('a DTO module imported before mcp-decorators, in a process of its own', () => {
    let app: string;
    before(() => {
      app = mkdtempSync(join(root, 'dist', 'import-order-'));
      mkdirSync(join(app, 'node_modules'));
      symlinkSync(staged, join(app, 'node_modules', 'mcp-decorators'), 'dir');
      for (const peer of ['class-validator', 'class-transformer', 'reflect-metadata']) symlinkSync(join(root, 'node_modules', peer), join(app, 'node_modules', peer), 'dir');
      writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module' }));
      for (const file of ['tagged.dto.js', 'tagged-first.js', 'plain.dto.js', 'plain-first.js']) cpSync(join(root, 'dist/test/fixtures/import-order', file), join(app, file));
    });
    after(() => rmSync(app, { recursive: true, force: true }));

    const output = async (script: string): Promise<Record<string, unknown>> => JSON.parse((await run(process.execPath, [script], { cwd: app })).stdout) as Record<string, unknown>;

    it('works when the DTO module imports mcp-decorators (class-transformer\'s @Type included)', async () => {
      expect(await output('tagged-first.js')).to.deep.equal({ answer: 'Hello, from Ada at 2026-12-01T10:00:00.000Z (Sender)', refused: true });
    });

    it('names import order and the one-line fix when the DTO module imports class-validator only', async () => {
      const { code, message } = await output('plain-first.js');
      expect(code).to.equal('MCPD_IMPORT_ORDER');
      expect(message).to.equal('Order.address has no design type, though the build emits design metadata (Shop.order has it): the module declaring Order most likely ran before reflect-metadata was loaded (it was imported before mcp-decorators and imports neither). Put import \'reflect-metadata\'; first in your entry file, or import mcp-decorators before that module.');
    });
  });

  it('runs a TypeScript server from its sources with node --import mcp-decorators/register, installed from the package', async function () {
    this.timeout(30_000);
    const app = writeTypeScriptApp(staged);
    try {
      const script = `import { server } from './src/server.ts'; console.log(JSON.stringify(server.model.tools.map((t) => [t.name, t.input.kind])));`;
      const { stdout } = await run(process.execPath, ['--import', 'mcp-decorators/register', '--input-type=module', '-e', script], { cwd: app });
      expect(JSON.parse(stdout)).to.deep.equal([['add', 'params'], ['add_contact', 'dto'], ['enrol', 'dto'], ['ping', 'params']]);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it('keeps every dependency load where a user\'s bundler sees it: no createRequire or import.meta at module scope, each hard dependency a literal import or require()', () => {
    const scripts = filesUnder(join(staged, 'dist/lib')).filter((f) => f.endsWith('.js'));
    const texts = scripts.map((f) => readFileSync(f, 'utf8'));
    // esbuild prints the body of a function indented, so a line starting at column 0 is module scope.
    const atModuleScope = scripts.flatMap((f, i) =>
      texts[i]!.split('\n').flatMap((line, n) => (/^\S/.test(line) && !/^import\s/.test(line) && /\bcreateRequire\(|\bimport\.meta\b/.test(line) ? [`${relative(staged, f)}:${n + 1}: ${line}`] : [])),
    );
    expect(atModuleScope).to.deep.equal([]);
    // esbuild's own __require shim is a call no bundler follows (and it throws where require is missing).
    expect(scripts.filter((_, i) => texts[i]!.includes('__require')).map((f) => relative(staged, f))).to.deep.equal([]);
    const hard = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies).filter((name) => pkg.peerDependenciesMeta[name]?.optional !== true)];
    const visible = (name: string) => texts.some((text) => new RegExp(`(?:\\brequire\\(|\\bimport\\(|\\bfrom |^import )"${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[/"]`, 'm').test(text));
    expect(hard.filter((name) => !visible(name))).to.deep.equal([]);
    // Each require("pkg") has its createRequire twin, `const load = createRequire(import.meta.url); return load("pkg")`,
    // the form Vercel's file tracing follows in an ES module; it knows createRequire only by that name.
    const required = texts.flatMap((text) => [...text.matchAll(/(?<![\w.])require\("([^"]+)"\)/g)].map((m) => m[1]!));
    const twinned = new Set(texts.flatMap((text) => [...text.matchAll(/const (\w+) = createRequire\(import\.meta\.url\);\n\s*return \1\("([^"]+)"\)/g)].map((m) => m[2]!)));
    expect(required).to.include.members(['class-validator', 'ajv/dist/2020.js', 'js-yaml']);
    expect(required.filter((name) => !twinned.has(name))).to.deep.equal([]);
    expect(texts.filter((text) => /\bcreateRequire\d/.test(text))).to.deep.equal([]);
  });

  describe('a user\'s server bundled whole by esbuild (as for a Lambda function), run with no node_modules in reach', () => {
    let app: string;
    let out: string;
    before(() => {
      // Inside dist/, so that esbuild finds the dependencies installed here; the bundles run from the system's temp folder.
      app = mkdtempSync(join(root, 'dist', 'bundle-app-'));
      mkdirSync(join(app, 'node_modules'));
      symlinkSync(staged, join(app, 'node_modules', 'mcp-decorators'), 'dir');
      writeFileSync(join(app, 'package.json'), JSON.stringify({ type: 'module' }));
      // Its own tsconfig, else esbuild reads the repository's, whose paths map mcp-decorators to lib/ sources.
      writeFileSync(join(app, 'tsconfig.json'), '{}');
      cpSync(join(root, 'dist/test/fixtures/bundled-server/server.js'), join(app, 'server.js'));
      out = mkdtempSync(join(tmpdir(), 'mcpd-bundle-'));
    });
    after(() => {
      rmSync(app, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    });

    for (const format of ['esm', 'cjs'] as const) {
      it(`serves tools/list, a DTO call (valid and refused), a rate-limited call, a resource and a prompt from a ${format.toUpperCase()} bundle`, async () => {
        const outfile = join(out, format === 'esm' ? 'server.mjs' : 'server.cjs');
        // preserveSymlinks: the package is seen at node_modules/mcp-decorators, where it sits once installed.
        const { warnings } = await build({ entryPoints: [join(app, 'server.js')], outfile, bundle: true, platform: 'node', format, preserveSymlinks: true, logLevel: 'silent' });
        expect(warnings.map((w) => w.text)).to.deep.equal([]);
        const { stdout } = await run(process.execPath, [outfile], { cwd: out });
        const answered = JSON.parse(stdout) as Record<string, unknown>;
        expect(answered).to.deep.include({ tools: ['add', 'add_contact'], contactFields: ['age', 'email', 'name'], add: 'sum=5', contact: 'added Ada, a NewContact: true', resource: 'hello', prompt: 'Greet Bo' });
        expect(answered.refused).to.deep.equal({ isError: true, text: 'Invalid arguments for tool add_contact: name: must have 1 to 50 characters; email: must match format "email"' });
      });
    }
  });

  it('carries the MIT licence package.json names', () => {
    expect(pkg.license).to.equal('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).to.match(/^MIT License\n/);
  });
});
