import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PEERS, PEERS_DIR, lockedVersion } from '../peers.js';
import { stagePackage } from './cold-start.js';

/** A production install: its size on disk (the files' bytes) in MiB and its package count. */
export interface FootprintRow {
  readonly key: string;
  readonly label: string;
  readonly specs: readonly string[];
  readonly mib: number;
  readonly packages: number;
  readonly cached: boolean;
}

const CACHE = join(PEERS_DIR, 'node_modules/.footprint-cache.json');

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesUnder(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

/** Installs `specs` alone into a fresh temporary project (production only, no scripts) and measures it. */
function install(specs: readonly string[]): { mib: number; packages: number } {
  const dir = mkdtempSync(join(tmpdir(), 'mcpd-footprint-'));
  try {
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'footprint', version: '0.0.0', private: true })}\n`);
    execFileSync('npm', ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel', 'error', ...specs], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    return { mib: bytesUnder(join(dir, 'node_modules')) / 1024 / 1024, packages: Object.keys(lock.packages).filter((path) => path !== '').length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Packs the package as npm ships it (the staged bundle, packed without running prepack again) and returns the tarball. */
function packOurs(into: string): string {
  const staged = join(stagePackage().replace(/^file:\/\//, ''), '../../..');
  const name = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', into], { cwd: staged, encoding: 'utf8' }).trim().split('\n').pop()!;
  return join(into, name);
}

/**
 * Production install size and package count: ours from its `npm pack` tarball installed with --omit=dev in an empty
 * project (npm adds the required peers, class-validator, class-transformer and reflect-metadata), each peer as its
 * user installs it (the packages its server imports, at the versions bench/peers measures) alone in one. Results
 * are cached in bench/peers/node_modules by what was installed (the tarball's hash for ours), so a rerun is quick.
 */
export function footprintSection(): FootprintRow[] {
  const cache = (existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {}) as Record<string, { mib: number; packages: number }>;
  const packs = mkdtempSync(join(tmpdir(), 'mcpd-pack-'));
  try {
    const tarball = packOurs(packs);
    const hash = createHash('sha256').update(readFileSync(tarball)).digest('hex').slice(0, 16);
    const contenders = [
      { key: 'ours', label: 'mcp-decorators', specs: [tarball], cacheKey: `ours ${hash}` },
      ...PEERS.map((p) => {
        const specs = p.install.map((name) => `${name}@${lockedVersion(name)}`);
        return { key: p.key, label: p.label, specs, cacheKey: specs.join(' ') };
      }),
    ];
    const rows = contenders.map((c) => {
      const hit = cache[c.cacheKey];
      const figures = hit ?? install(c.specs);
      cache[c.cacheKey] = figures;
      return { key: c.key, label: c.label, specs: c.key === 'ours' ? ['mcp-decorators (npm pack)'] : c.specs, ...figures, cached: hit !== undefined };
    });
    writeFileSync(CACHE, `${JSON.stringify(cache, null, 2)}\n`);
    return rows;
  } finally {
    rmSync(packs, { recursive: true, force: true });
  }
}
