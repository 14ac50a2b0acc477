#!/usr/bin/env node
// Builds the package as npm ships it: lib/ compiled by tsc (declarations for every module), then the JavaScript
// bundled by esbuild into one module per public entry point (the package, each subpath package.json's exports name,
// and the CLI) plus the chunks they share. A process that starts a server loads a handful of files instead of ~170, which is
// most of a cold start. Dependencies stay imports of their packages.
//
//   node scripts/build-package.mjs                writes dist/lib (what `npm pack` takes; run by prepack)
//   node scripts/build-package.mjs --stage DIR    writes a whole package folder there instead: DIR/dist/lib beside
//                                                 package.json, README, LICENSE and CHANGELOG (tests and the benchmark)
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
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

/** The public entry points, as paths below lib/ without the extension: every one package.json's exports names, and the CLI its bin names. */
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const ENTRY_POINTS = [
  ...Object.values(manifest.exports).flatMap((target) => (typeof target === 'string' ? [] : [target.default.replace(/^\.\/dist\/lib\//, '').replace(/\.js$/, '')])),
  'cli/main',
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
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
  await build({
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((entry) => [entry, join(compiled, 'lib', `${entry}.js`)])),
    outdir: target,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    // Class and function names stay as written: error names and diagnostics read them.
    keepNames: true,
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    // Every entry and chunk evaluates reflect-metadata before anything else: esbuild hoists the imports of shared
    // chunks above a module's own side-effect imports, and TypeScript's __metadata emits nothing without it.
    banner: { js: 'import "reflect-metadata";' },
    logLevel: 'warning',
  });
} finally {
  rmSync(compiled, { recursive: true, force: true });
}
