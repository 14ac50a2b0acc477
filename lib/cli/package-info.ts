import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The parts of mcp-decorators' own package.json the CLI reads. */
export interface PackageInfo {
  readonly version: string;
  readonly peerDependencies: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
}

/**
 * This package's package.json, found from the compiled CLI (dist/lib/cli → the package root), in the repository
 * and once installed alike.
 * @example packageInfo().version // '0.1.0'
 */
export function packageInfo(): PackageInfo {
  const text = readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8');
  const pkg = JSON.parse(text) as Partial<PackageInfo>;
  return { version: pkg.version ?? '0.0.0', peerDependencies: pkg.peerDependencies ?? {}, devDependencies: pkg.devDependencies ?? {} };
}
