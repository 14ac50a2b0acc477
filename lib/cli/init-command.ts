import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { InitTargetError } from '../errors/init-target.error.js';
import { initFiles, type InitVersions } from './init-template.js';
import { packageInfo } from './package-info.js';

/** The versions a project made now starts from: this package's, its peer ranges, and its TypeScript and Node types. */
export function currentVersions(): InitVersions {
  const pkg = packageInfo();
  return { self: pkg.version, peers: pkg.peerDependencies, typescript: pkg.devDependencies.typescript ?? '^7.0.2', typesNode: pkg.devDependencies['@types/node'] ?? '^20.19.0' };
}

/** An npm package name made from a folder name: lower case, with only the characters npm allows. */
export function packageNameFor(folder: string): string {
  const name = basename(resolve(folder)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  return name === '' ? 'mcp-server' : name;
}

/**
 * Writes a new project into `folder` (created when missing; it must hold none of the files written) and returns
 * the paths written. Refuses rather than overwrite with InitTargetError.
 * @example scaffold('notes-server') // ['package.json', 'tsconfig.json', 'src/greeting-tools.ts', …]
 */
export function scaffold(folder: string, versions: InitVersions = currentVersions()): string[] {
  const files = initFiles(packageNameFor(folder), versions);
  const target = resolve(folder);
  if (existsSync(target)) {
    const clashes = Object.keys(files).filter((path) => existsSync(join(target, path)));
    const others = readdirSync(target).filter((name) => name !== '.git');
    if (clashes.length > 0) throw new InitTargetError(folder, clashes);
    if (others.length > 0) throw new InitTargetError(folder, others);
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  return Object.keys(files);
}
