import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file runs from dist/bench/). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The peers' own package (bench/peers): its package.json, lock and servers, installed apart from the root. */
export const PEERS_DIR = join(ROOT, 'bench/peers');

/**
 * Installs bench/peers from its lock (`npm ci`) when its node_modules is missing or older than the lock (npm's
 * hidden lockfile is written by each install), so a clean
 * clone's `npm run bench` brings the peers itself; the root node_modules is never touched.
 */
export function ensurePeersInstalled(): void {
  const marker = join(PEERS_DIR, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(PEERS_DIR, 'package-lock.json')).mtimeMs) return;
  console.log('installing the peer frameworks into bench/peers (npm ci, once)…');
  execFileSync('npm', ['ci', '--prefix', PEERS_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel', 'error'], { stdio: ['ignore', 'inherit', 'inherit'], cwd: PEERS_DIR });
}

/** A contender of the peer sections: how it is started, or why it cannot run a case. */
export interface Peer {
  readonly key: string;
  readonly label: string;
  /** Its server script: under bench/peers/servers (`.mjs`), or under dist/bench/servers for ours and the floor. */
  readonly script: string;
  /** Why it has no stdio transport, if it has none. */
  readonly noStdio?: string;
  /** What its HTTP server does with 2025 requests, for the table's notes. */
  readonly mode: string;
  /** The packages a user installs to write this server (versions from bench/peers' lock), for the footprint. */
  readonly install: readonly string[];
}

const peer = (name: string): string => join(PEERS_DIR, 'servers', `${name}.mjs`);

/** The peer frameworks, each serving echo and create_user with the same input schemas as mcp-decorators. */
export const PEERS: readonly Peer[] = [
  { key: 'sdk2', label: 'raw SDK v2 2.4', script: peer('sdk-v2'), mode: 'stateless handler', install: ['@modelcontextprotocol/server', 'zod'] },
  { key: 'sdk1', label: 'SDK v1 1.32', script: peer('sdk-v1'), mode: 'stateless (server per POST)', install: ['@modelcontextprotocol/sdk', 'zod'] },
  { key: 'tmcp', label: 'tmcp 1.20', script: peer('tmcp'), mode: 'sessions (2025), per request (2026)', install: ['tmcp', '@tmcp/transport-http', '@tmcp/transport-stdio', '@tmcp/adapter-zod', 'zod'] },
  { key: 'mcp-use', label: 'mcp-use 2.5', script: peer('mcp-use'), mode: 'stateless', noStdio: 'n/a: no stdio transport', install: ['mcp-use', 'zod'] },
  { key: 'fastmcp', label: 'FastMCP 4.20', script: peer('fastmcp'), mode: 'stateless httpStream', install: ['fastmcp', 'zod'] },
  {
    key: 'mcp-nest',
    label: 'mcp-nest 2.0 (NestJS 11)',
    script: peer('mcp-nest'),
    mode: 'stateless',
    install: ['@rekog/mcp-nest', '@nestjs/common', '@nestjs/core', '@nestjs/microservices', '@nestjs/platform-express', '@modelcontextprotocol/server', '@modelcontextprotocol/core', '@modelcontextprotocol/node', 'express', 'reflect-metadata', 'rxjs', 'zod'],
  },
];

/** The version bench/peers' lock pins for a package, for installing it alone at the version measured. */
export function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(PEERS_DIR, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`bench/peers/package-lock.json has no ${name}`);
  return version;
}
