#!/usr/bin/env node
// npm run init -- <dir>: a project of your own from a clone, with the package on no registry. Builds the package as a
// release would (build-package.mjs --stage) into dist/package, inside the clone so that its dependencies resolve from
// the clone's node_modules, then runs that copy's `init`, which packs itself into <dir>/vendor/ and has the project
// install it from there. <dir> is taken from where npm was run (INIT_CWD).
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staged = join(root, 'dist/package');
execFileSync(process.execPath, [join(root, 'scripts/build-package.mjs'), '--stage', staged], { cwd: root, stdio: 'inherit' });
try {
  execFileSync(process.execPath, [join(staged, 'dist/lib/cli/main.js'), 'init', ...process.argv.slice(2)], { cwd: process.env.INIT_CWD ?? process.cwd(), stdio: 'inherit' });
} catch (error) {
  process.exit(error.status ?? 1);
}
