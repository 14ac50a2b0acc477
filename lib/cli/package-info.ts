import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The parts of mcp-decorators' own package.json the CLI reads. */
export interface PackageInfo {
  readonly version: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

/**
 * This package's package.json, resolved by the package's own name (Node resolves a package's name inside it), so
 * it is found from the compiled modules and from the bundle alike, in the repository and once installed.
 * @example packageInfo().version // '0.1.0'
 */
export function packageInfo(): PackageInfo {
  const text = readFileSync(packageJsonPath(), 'utf8');
  const pkg = JSON.parse(text) as Partial<PackageInfo>;
  return { version: pkg.version ?? '0.0.0', peerDependencies: pkg.peerDependencies ?? {}, devDependencies: pkg.devDependencies ?? {} };
}

function packageJsonPath(): string {
  return createRequire(import.meta.url).resolve('mcp-decorators/package.json');
}

/**
 * The folder of the copy of the package this code runs from (the clone, a staged package, or node_modules/mcp-decorators).
 * @example packageDirectory() // '/home/me/.npm/_npx/…/node_modules/mcp-decorators'
 */
export function packageDirectory(): string {
  return dirname(packageJsonPath());
}
