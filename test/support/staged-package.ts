import { execFile } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The repository root (tests run from dist/test/…). */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds the package as prepack does (`scripts/build-package.mjs --stage`: tsc, then the bundle) into `folder`, with
 * package.json, README, LICENSE and CHANGELOG beside it, so that `npm pack` run there packs what a release would,
 * without touching the dist/ the suite runs from.
 */
export async function stagePackage(folder: string): Promise<string> {
  await run(process.execPath, [join(repositoryRoot, 'scripts/build-package.mjs'), '--stage', folder], { cwd: repositoryRoot });
  return folder;
}
