import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  const text = readFileSync(createRequire(import.meta.url).resolve('mcp-decorators/package.json'), 'utf8');
  const pkg = JSON.parse(text) as Partial<PackageInfo>;
  return { version: pkg.version ?? '0.0.0', peerDependencies: pkg.peerDependencies ?? {}, devDependencies: pkg.devDependencies ?? {} };
}
