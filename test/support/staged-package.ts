import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository root (tests run from dist/test/…). */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files npm packs besides dist/ (package.json's `files`, and what npm always takes). */
const PACKAGE_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/**
 * Builds the package as prepack does (`scripts/build-package.mjs`: tsc, then the bundle) into `folder`, beside
 * package.json, README, LICENSE and CHANGELOG, so that `npm pack` run there packs what a release would, without
 * touching the dist/ the suite runs from.
 */
export async function stagePackage(folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  for (const file of PACKAGE_FILES) copyFileSync(join(repositoryRoot, file), join(folder, file));
  await run(process.execPath, [join(repositoryRoot, 'scripts/build-package.mjs'), '--out', join(folder, 'dist')], { cwd: repositoryRoot });
  return folder;
}
