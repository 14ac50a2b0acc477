#!/usr/bin/env node
// Builds the package as npm ships it: lib/ compiled by tsc (declarations for every module), then the JavaScript
// bundled by esbuild into one module per public entry point (the package, each subpath package.json's exports name,
// and the CLI) plus a few shared files (chunks/_pure.js, chunks/_node-….js; see planSharedFiles). A process that starts
// a server loads 5 files instead of ~170, which is most of a cold start. Dependencies stay imports of their packages.
//
//   node scripts/build-package.mjs                writes dist/lib (what `npm pack` takes; run by prepack)
//   node scripts/build-package.mjs --stage DIR    writes a whole package folder there instead: DIR/dist/lib beside
//                                                 package.json, README, LICENSE and CHANGELOG (tests and the benchmark)
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { stage: { type: 'string' } } });
const out = values.stage === undefined ? join(root, 'dist') : join(resolve(values.stage), 'dist');

/** The files npm packs besides dist/ (package.json's `files`, and what npm always takes). */
const PACKAGE_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

if (values.stage !== undefined) {
  mkdirSync(resolve(values.stage), { recursive: true });
  for (const file of PACKAGE_FILES) cpSync(join(root, file), join(resolve(values.stage), file));
}

/**
 * The entry points, as paths below lib/ without the extension: every one package.json's exports names, the CLI its
 * bin names, and the module-hooks file mcp-decorators/register hands to Node's `module.register` by URL (Node loads it
 * in its loader thread, so it must be a file of its own at that path).
 */
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ENTRY_POINTS = [
  ...Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [] : [target.default.replace(/^\.\/dist\/lib\//, '').replace(/\.js$/, '')])),
  'cli/main',
  'register/loader-hooks',
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/**
 * The modules two or more entries load (statically) are shipped as a few shared files (`chunks/_pure.js`,
 * `chunks/_node-….js`), instead of esbuild's one chunk per set of entries sharing code (~30 files for the root, each
 * an ESM load at start). A shared module goes to the file of its signature (the Node modules and packages its static
 * import closure loads), and two files merge when no entry that loads either would then load a Node module or
 * package its own names do not need, and no import cycle between files results. So the root loads its bundle and
 * the four shared files, a describing subpath (/errors, /revisions, …) its bundle and `_pure.js`, and no subpath
 * gains a Node module or optional peer. Shared modules are imported through a placeholder (`mcpd-shared:<file>`) that is
 * rewritten after the build to the relative path of the shared file.
 */
const SHARED = 'mcpd-shared:';
const OPTIONAL_PEERS = new Set(Object.keys(manifest.peerDependenciesMeta ?? {}).filter((name) => manifest.peerDependenciesMeta[name].optional === true));
/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** The static module graph of the compiled lib/ below `dir`, from esbuild's metafile: per module, its lib imports and its external ones. */
async function moduleGraph(dir, entries) {
  const { metafile } = await build({
    entryPoints: entries.map((entry) => `lib/${entry}.js`),
    absWorkingDir: dir,
    outdir: join(dir, 'probe'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const graph = new Map();
  for (const [path, input] of Object.entries(metafile.inputs)) {
    const statics = input.imports.filter((i) => i.kind === 'import-statement');
    // reflect-metadata is every output file's banner: it says nothing about where a module may go.
    // An optional peer loaded with import() on first use (the browser harness's esbuild, playwright-core) counts too:
    // an entry that never needs it must not share a file with it, or a user's bundler follows the import() into it.
    const lazyPackages = input.imports.filter((i) => i.kind === 'dynamic-import' && i.external && OPTIONAL_PEERS.has(packageName(i.path)));
    graph.set(path, {
      imports: statics.filter((i) => !i.external).map((i) => i.path),
      externals: [...statics.filter((i) => i.external && i.path !== 'reflect-metadata'), ...lazyPackages].map((i) => i.path),
      // Modules of lib/ it loads with import() when needed (the CLI's commands).
      lazy: input.imports.filter((i) => i.kind === 'dynamic-import' && !i.external).map((i) => i.path),
    });
  }
  return graph;
}

/** Plans the shared files: Map of shared module (lib/….js) to file name, and the files with their modules. */
function planSharedFiles(graph, entries) {
  const closures = new Map();
  const closure = (path) => {
    if (closures.has(path)) return closures.get(path);
    const set = new Set([path]);
    closures.set(path, set);
    for (const dep of graph.get(path).imports) for (const m of closure(dep)) set.add(m);
    return set;
  };
  const signature = (modules) => new Set([...modules].flatMap((m) => [...closure(m)].flatMap((n) => graph.get(n).externals)));
  const users = new Map();
  for (const entry of entries) for (const m of closure(`lib/${entry}.js`)) users.set(m, [...(users.get(m) ?? []), entry]);
  const shared = [...users].filter(([, u]) => u.length > 1).map(([m]) => m).sort();
  // What only the CLI's entries share (its argument helpers, usage texts, module loading) is one file of its own, so
  // that none of it lands in a file the package's entries load.
  const cliOnly = shared.filter((m) => users.get(m).every((entry) => entry.startsWith('cli/')));
  // The root entry is what a server starts from: the files it loads hold only modules of its own closure, so a cold
  // start does not parse (and keep) what only the subpaths use; those go to files of their own. The error classes are
  // small and /errors exports them all: they stay on the root's side, so /errors still loads two files.
  const rootClosure = closure('lib/index.js');
  const rootSide = (m) => rootClosure.has(m) || m.startsWith('lib/errors/');
  /** @type {{ modules: string[] }[]} */
  const bySignature = new Map();
  for (const m of shared.filter((m) => !cliOnly.includes(m))) {
    const key = `${[...signature([m])].sort().join(' ')}${rootSide(m) ? '' : ' (not the root)'}`;
    bySignature.set(key, [...(bySignature.get(key) ?? []), m]);
  }
  let files = [...bySignature.values()].map((modules) => ({ modules }));
  const needs = new Map(entries.map((entry) => [entry, signature([`lib/${entry}.js`])]));
  const allowed = (candidate) => {
    if (candidate.modules.some(rootSide) && !candidate.modules.every(rootSide)) return false;
    const sig = signature(candidate.modules);
    for (const entry of entries) {
      const own = closure(`lib/${entry}.js`);
      if (candidate.modules.some((m) => own.has(m)) && [...sig].some((x) => !needs.get(entry).has(x))) return false;
    }
    return true;
  };
  const acyclic = (list) => {
    const fileOf = new Map(list.flatMap((f, i) => f.modules.map((m) => [m, i])));
    const edges = list.map((f, i) => new Set(f.modules.flatMap((m) => graph.get(m).imports.map((d) => fileOf.get(d)).filter((j) => j !== undefined && j !== i))));
    const state = new Map();
    const visit = (i) => {
      if (state.get(i) === 1) return false;
      if (state.get(i) === 2) return true;
      state.set(i, 1);
      for (const j of edges[i]) if (!visit(j)) return false;
      state.set(i, 2);
      return true;
    };
    return list.every((_, i) => visit(i));
  };
  for (let merged = true; merged; ) {
    merged = false;
    for (let i = 0; i < files.length && !merged; i++) {
      for (let j = i + 1; j < files.length && !merged; j++) {
        const candidate = { modules: [...files[i].modules, ...files[j].modules].sort() };
        const next = [...files.filter((_, k) => k !== i && k !== j), candidate];
        if (allowed(candidate) && acyclic(next)) {
          files = next;
          merged = true;
        }
      }
    }
  }
  if (cliOnly.length > 0) files.push({ modules: cliOnly, cli: true });
  if (!acyclic(files)) throw new Error('build-package: the shared files import each other in a cycle');
  const named = files.map((f) => {
    const sig = [...signature(f.modules)].sort();
    return { name: f.cli ? '_cli' : sig.length === 0 ? '_pure' : `_node-${sig.map((x) => x.replace(/^node:/, '').replace(/[^\w]+/g, '-')).join('-')}`, modules: f.modules };
  });
  // A file of modules the root does not load whose name a file of the root's has too (the same signature) is named apart.
  for (const f of named) if (!f.modules.some(rootSide) && named.some((g) => g !== f && g.name === f.name)) f.name = `${f.name}-subpaths`;
  return { fileOf: new Map(named.flatMap((f) => f.modules.map((m) => [m, f.name]))), files: named };
}

/** The names a compiled module declares and exports itself (re-exports of another module's bindings left out). */
function ownExports(text) {
  const names = [...text.matchAll(/^export\s+(?:async\s+)?(?:function\*?|class|const|let|var)\s+([\w$]+)/gm)].map((m) => m[1]);
  for (const m of text.matchAll(/^export\s*\{([^}]*)\}\s*(from\b)?/gm)) {
    if (m[2] !== undefined) continue;
    names.push(...m[1].split(',').map((s) => s.trim()).filter((s) => s !== '').map((s) => s.split(/\s+as\s+/).pop().trim()));
  }
  if (/^export\s+default\b/m.test(text)) names.push('default');
  return names;
}

const compiled = mkdtempSync(join(tmpdir(), 'mcpd-tsc-'));
try {
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', compiled], { cwd: root, stdio: 'inherit' });
  const target = join(out, 'lib');
  rmSync(target, { recursive: true, force: true });
  // Declarations keep the module layout: editors and the docs see every module as it is written.
  for (const file of filesUnder(join(compiled, 'lib')).filter((f) => f.endsWith('.d.ts'))) {
    cpSync(file, join(target, relative(join(compiled, 'lib'), file)));
  }
  const graph = await moduleGraph(compiled, ENTRY_POINTS);
  // A module of lib/ that another loads with import() (the CLI loads each command's module when that command runs) is
  // an entry of its own, at its path below lib/, so the import() stays a load on demand (without splitting, esbuild
  // would put it in the importer and hoist its Node imports); one that is in a shared file anyway is imported from there.
  const lazyEntries = [...new Set([...graph.values()].flatMap((node) => node.lazy))].filter((m) => !planSharedFiles(graph, ENTRY_POINTS).fileOf.has(m)).sort();
  const lazyModules = new Set(lazyEntries);
  const { fileOf, files } = planSharedFiles(graph, [...ENTRY_POINTS, ...lazyEntries.map((m) => m.slice('lib/'.length, -'.js'.length))]);
  // One generated module per shared file, re-exporting its modules; `export *` drops a name two of them export,
  // and never re-exports a default, so either fails the build here rather than an import at run time.
  const expected = new Map();
  mkdirSync(join(compiled, 'lib/chunks'), { recursive: true });
  for (const { name, modules } of files) {
    const owners = new Map();
    for (const m of modules) for (const n of ownExports(readFileSync(join(compiled, m), 'utf8'))) owners.set(n, [...(owners.get(n) ?? []), m]);
    const clashes = [...owners].filter(([n, where]) => n === 'default' || where.length > 1);
    if (clashes.length > 0) throw new Error(`build-package: shared modules in ${name} export the same name (or a default), which export * cannot carry: ${clashes.map(([n, where]) => `${n} in ${where.join(', ')}`).join('; ')}`);
    expected.set(name, [...owners.keys()]);
    writeFileSync(join(compiled, 'lib/chunks', `${name}.js`), modules.map((m) => `export * from '../${m.slice('lib/'.length)}';\n`).join(''));
  }
  const sharedFiles = {
    name: 'mcpd-shared-files',
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, (args) => {
        const module = relative(compiled, resolve(args.resolveDir, args.path));
        if (args.kind === 'dynamic-import' && lazyModules.has(module)) return { path: args.path, external: true };
        const file = fileOf.get(module);
        const importer = relative(compiled, args.importer);
        const importerFile = fileOf.get(importer) ?? (importer.startsWith('lib/chunks/') ? importer.slice('lib/chunks/'.length, -'.js'.length) : undefined);
        return file === undefined || file === importerFile ? undefined : { path: `${SHARED}${file}`, external: true };
      });
    },
  };
  const { metafile } = await build({
    entryPoints: Object.fromEntries([
      ...ENTRY_POINTS.map((entry) => [entry, join(compiled, 'lib', `${entry}.js`)]),
      ...lazyEntries.map((m) => [m.slice('lib/'.length, -'.js'.length), join(compiled, m)]),
      ...files.map(({ name }) => [`chunks/${name}`, join(compiled, 'lib/chunks', `${name}.js`)]),
    ]),
    outdir: target,
    bundle: true,
    // No code left to split: what two entries share is in the shared files, imported as externals. Without splitting,
    // esbuild's small helpers (keepNames' __name) are copied into each file instead of making one more chunk to load.
    splitting: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [sharedFiles],
    metafile: true,
    // Class and function names stay as written: error names and diagnostics read them.
    keepNames: true,
    legalComments: 'none',
    // Every entry and chunk evaluates reflect-metadata before anything else: esbuild hoists the imports of shared
    // chunks above a module's own side-effect imports, and TypeScript's __metadata emits nothing without it.
    banner: { js: 'import "reflect-metadata";' },
    logLevel: 'warning',
  });
  for (const { name } of files) {
    const output = Object.entries(metafile.outputs).find(([path]) => path.endsWith(`/chunks/${name}.js`))[1];
    const missing = expected.get(name).filter((n) => !output.exports.includes(n));
    if (missing.length > 0) throw new Error(`build-package: ${name}.js lost exports (two shared modules export the same name?): ${missing.join(', ')}`);
  }
  const literalLoads = new Set();
  for (const file of filesUnder(target).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text
      .replace(new RegExp(`(["'])${SHARED}([\\w-]+)\\1`, 'g'), (_, quote, name) => {
        const path = relative(dirname(file), join(target, 'chunks', `${name}.js`)).split(sep).join('/');
        return `${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
      })
      // lib/ loads its dependencies lazily with a literal `require('pkg')` (vocabulary/dependency-load.ts), which the
      // application's bundler follows; esbuild's ESM output turns it into its own `__require("pkg")` shim, which no
      // bundler follows and which throws a plain Error where loadDependency expects a ReferenceError. Put it back.
      .replace(/\b__require\((["'])([^"'.][^"']*)\1\)/g, (_, quote, specifier) => {
        literalLoads.add(specifier);
        return `require(${quote}${specifier}${quote})`;
      })
      // The shim itself, now unused.
      .replace(/^var __require = \/\* @__PURE__ \*\/ \(\(x\) =>[\s\S]*?is not supported'\);\n\}\);\n/m, '')
      // esbuild escapes non-ASCII characters in code (its default charset) but keeps comments as written; one "→" in a
      // comment makes Node read the whole file as a two-byte string, slower to decode and to parse at every start.
      // What is left is in comments, where an escape reads as well (and in code it would mean the same character).
      .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // Vercel's file tracing follows `const load = createRequire(import.meta.url); load('pkg')` only under that name.
    if (/\bcreateRequire\d+\b/.test(rewritten)) {
      throw new Error(`build-package: esbuild renamed createRequire in ${relative(target, file)} (two modules import it into one file), which Vercel's file tracing does not follow: keep dependency loads in vocabulary/dependency-load.ts`);
    }
    if (rewritten.includes('__require')) {
      throw new Error(`build-package: ${relative(target, file)} still uses esbuild's __require shim: load dependencies with loadDependency(() => require('pkg'), 'pkg'), a package name in the literal`);
    }
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  if (literalLoads.size === 0) throw new Error('build-package: found no literal require() of a dependency to keep; did esbuild stop emitting __require?');
} finally {
  rmSync(compiled, { recursive: true, force: true });
}
