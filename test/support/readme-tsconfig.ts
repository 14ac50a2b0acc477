import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The tsconfig the setup guide (docs/guide/setup.md, linked from the README) shows. */
export function readmeTsconfig(): unknown {
  const section = readFileSync(join(root, 'docs/guide/setup.md'), 'utf8');
  const block = /```json\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('docs/guide/setup.md shows no tsconfig');
  return JSON.parse(block[1]!);
}

