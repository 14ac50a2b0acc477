import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { InitTargetError } from '../errors/init-target.error.js';
import { fail, parse } from './cli-args.js';
import { initFiles, type InitVersions } from './init-template.js';
import { packageDirectory, packageInfo } from './package-info.js';
import { INIT_USAGE } from './usage.js';

/**
 * The versions a project made now starts from: this package's, its peer ranges, its TypeScript, and the Node types
 * of the Node running init (the project runs on it too).
 * @example currentVersions().typesNode // '^20.0.0' on Node 20
 */
export function currentVersions(): InitVersions {
  const pkg = packageInfo();
  return { self: pkg.version, peers: pkg.peerDependencies, typescript: pkg.devDependencies.typescript ?? '^7.0.2', typesNode: `^${process.versions.node.split('.')[0]}.0.0` };
}

/** An npm package name made from a folder name: lower case, with only the characters npm allows. */
export function packageNameFor(folder: string): string {
  const name = basename(resolve(folder)).toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '');
  return name === '' ? 'mcp-server' : name;
}

/**
 * Packs the copy of the package this code runs from (`npm pack` of its folder, without its scripts: an installed
 * copy has nothing to build) into `folder` and returns the tarball's path, so a project can install exactly it.
 * @example packSelf(tmp) // '/tmp/x/mcp-decorators-0.1.0.tgz'
 */
export function packSelf(folder: string): string {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', folder, packageDirectory()], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], shell: process.platform === 'win32' });
  return join(folder, (JSON.parse(out) as { filename: string }[])[0]!.filename);
}

/** Where a copied tarball goes in the project, and what package.json names for it. */
const vendored = (tarball: string) => ({ path: `vendor/${basename(tarball)}`, dependency: `file:vendor/${basename(tarball)}` });

/**
 * Writes a new project into `folder` (created when missing; it must hold none of the files written) and returns
 * the paths written. With `tarball`, the package is copied into the project's vendor/ and installed from there.
 * Refuses rather than overwrite with InitTargetError.
 * @example scaffold('notes-server') // ['package.json', 'tsconfig.json', 'src/greeting-tools.ts', …]
 */
export function scaffold(folder: string, versions: InitVersions = currentVersions(), tarball?: string): string[] {
  const vendor = tarball === undefined ? undefined : vendored(tarball);
  const files = initFiles(packageNameFor(folder), vendor ? { ...versions, dependency: vendor.dependency } : versions);
  checkTarget(folder, [...Object.keys(files), ...(vendor ? [vendor.path] : [])]);
  const target = resolve(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    writeFileSync(join(target, path), text);
  }
  if (!vendor) return Object.keys(files);
  mkdirSync(join(target, 'vendor'), { recursive: true });
  copyFileSync(tarball!, join(target, vendor.path));
  return [...Object.keys(files), vendor.path];
}

/**
 * Refuses a folder that holds any of `paths` or anything else besides .git, with InitTargetError; a missing folder is fine.
 * @example checkTarget('notes-server', ['package.json'])
 */
export function checkTarget(folder: string, paths: readonly string[]): void {
  const target = resolve(folder);
  if (!existsSync(target)) return;
  const clashes = paths.filter((path) => existsSync(join(target, path)));
  const others = readdirSync(target).filter((name) => name !== '.git');
  if (clashes.length > 0) throw new InitTargetError(folder, clashes);
  if (others.length > 0) throw new InitTargetError(folder, others);
}

/**
 * `mcp-decorators init [dir]`: a new project in the folder, installing this very copy of the package (or, with
 * `--registry`, the published one).
 * @example init(['notes-server'])
 */
export function init(args: string[]): void {
  const { values, positionals } = parse(args, { registry: { type: 'boolean' } }, INIT_USAGE);
  if (values.help) return void process.stdout.write(`${INIT_USAGE}\n`);
  if (positionals.length > 1) fail('init takes at most one folder', INIT_USAGE);
  const folder = positionals[0] ?? '.';
  let written: string[];
  if (values.registry) {
    written = scaffold(folder);
  } else {
    // The project installs the very package init runs from, so nothing has to be on a registry.
    checkTarget(folder, []);
    const packed = mkdtempSync(join(tmpdir(), 'mcpd-init-'));
    try {
      written = scaffold(folder, currentVersions(), packSelf(packed));
    } finally {
      rmSync(packed, { recursive: true, force: true });
    }
  }
  const into = relative(process.cwd(), folder) || '.';
  process.stdout.write(`Created ${written.join(', ')} in ${into}.\nNext: ${into === '.' ? '' : `cd ${into} && `}npm install && npm test, then npm run dev.\n`);
}
