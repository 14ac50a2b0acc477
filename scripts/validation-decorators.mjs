#!/usr/bin/env node
// Writes lib/validation/decorators.ts: every decorator class-validator exports, each loading only its own module of
// class-validator's CommonJS build (cjs/decorator/<group>/<Name>.js) the first time it is called, instead of the
// package root, which loads all of them and with them validator.js and libphonenumber-js; and lib/validation/index.ts,
// the mcp-decorators/validation entry that exports them.
//
//   node scripts/validation-decorators.mjs           rewrite both files from the installed class-validator
//   node scripts/validation-decorators.mjs --check   exit 1 when either differs from what it would write
//
// test/validation/decorators.spec.ts runs the check, so a class-validator update that adds, moves or drops a
// decorator fails the tests until the files are written again.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DECORATORS = join(root, 'lib/validation/decorators.ts');
const ENTRY = join(root, 'lib/validation/index.ts');
const load = createRequire(join(root, 'package.json'));
const packageDir = dirname(load.resolve('class-validator/package.json'));
const version = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
const decoratorDir = join(packageDir, 'cjs/decorator');

/** The .js files below `dir`, sorted. */
function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return name.endsWith('.js') ? [path] : [];
    });
}

/** Decorator name → its module's specifier, from the module that defines it (decorators.js only re-exports). */
export function decoratorModules() {
  const root = load('class-validator');
  const found = new Map();
  for (const file of files(decoratorDir)) {
    if (file.endsWith(`${sep}decorators.js`)) continue;
    const text = readFileSync(file, 'utf8');
    const module = load(file);
    for (const name of Object.keys(module)) {
      if (!/^[A-Z]/.test(name) || typeof module[name] !== 'function' || module[name] !== root[name]) continue;
      if (!new RegExp(`^function ${name}\\(`, 'm').test(text)) continue;
      found.set(name, `class-validator/${relative(packageDir, file).split(sep).join('/')}`);
    }
  }
  return new Map([...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** lib/validation/decorators.ts for `modules` (decorator name → module specifier). */
function decoratorsSource(modules) {
  const lines = [
    `// Written by scripts/validation-decorators.mjs from class-validator ${version}; do not edit (run the script instead).`,
    '// Each decorator loads its own module of class-validator the first time it is called (see index.ts).',
    "import { createRequire } from 'node:module';",
    "import type * as ClassValidator from 'class-validator';",
    "import { loadDependency } from '../vocabulary/dependency-load.js';",
    '',
    'type Decorators = typeof ClassValidator;',
    '',
    '/** The decorator `name`, calling class-validator\'s own the first time it is called (`load` brings its module). */',
    'function lazy<K extends keyof Decorators>(name: K, load: () => Pick<Decorators, K>): Decorators[K] {',
    '  let loaded: Pick<Decorators, K> | undefined;',
    '  return ((...args: unknown[]) => ((loaded ??= load())[name] as (...a: unknown[]) => unknown)(...args)) as Decorators[K];',
    '}',
  ];
  for (const [name, specifier] of modules) {
    lines.push(
      '',
      `/** class-validator's \`@${name}\`, loading ${specifier.slice('class-validator/'.length)} alone (docs/guide/validation.md). @example import { ${name} } from 'mcp-decorators/validation'; */`,
      `export const ${name} = lazy('${name}', () =>`,
      `  loadDependency(() => require('${specifier}'), () => {`,
      '    const load = createRequire(import.meta.url);',
      `    return load('${specifier}');`,
      '  }),',
      ');',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** lib/validation/index.ts: the entry, re-exporting every decorator by name (entries hold named re-exports only). */
function entrySource(modules) {
  return `/**
 * mcp-decorators/validation: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). class-validator's decorators, each loading its own module of
 * class-validator when first called, instead of the whole package (its root loads every rule with validator.js and
 * libphonenumber-js, about 150 ms on a small machine): the same names, signatures and metadata, so a DTO module
 * changes only its import. Import \`validate\`, \`ValidatorConstraintInterface\` and the rest from class-validator.
 * @example import { IsString, Length } from 'mcp-decorators/validation';
 * @module mcp-decorators/validation
 */
// Written by scripts/validation-decorators.mjs with decorators.ts; do not edit (run the script instead).
// Decorator metadata (the design types the scan reads) needs reflect-metadata before any decorated class: a DTO module
// that imports only this entry gets it here.
import 'reflect-metadata';
export {
${[...modules.keys()].map((name) => `  ${name},\n`).join('')}} from './decorators.js';
`;
}

const modules = decoratorModules();
const outputs = [[DECORATORS, decoratorsSource(modules)], [ENTRY, entrySource(modules)]];
if (process.argv.includes('--check')) {
  for (const [file, text] of outputs) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== text) {
      console.error(`${relative(root, file)} does not match class-validator ${version}: run node scripts/validation-decorators.mjs`);
      process.exit(1);
    }
  }
} else {
  for (const [file, text] of outputs) writeFileSync(file, text);
  console.error(`wrote lib/validation/decorators.ts and index.ts (${modules.size} decorators of class-validator ${version})`);
}
