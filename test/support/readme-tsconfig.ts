import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The tsconfig the README's setup section shows. */
export function readmeTsconfig(): unknown {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Setup for your project'));
  const block = /```json\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('the README has no tsconfig under "Setup for your project"');
  return JSON.parse(block[1]!);
}

