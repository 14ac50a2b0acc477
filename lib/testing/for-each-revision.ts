import { BUILT_IN_REVISIONS, eraOfVersion } from '../revisions/revision.js';
import { MissingTestGlobalsError } from '../errors/missing-test-globals.error.js';
import { connectClient, type ClientTransportKind, type ConnectClientOptions, type RevisionSession } from './connect-client.js';
import { CLIENT_PACKAGES, isClientInstalled, type ClientLine } from './client-sdk.js';

/** Options of forEachRevision. */
export interface ForEachRevisionOptions extends Omit<ConnectClientOptions, 'revision' | 'client' | 'transport'> {
  /** Revisions to run at; default every built-in revision. */
  readonly revisions?: readonly string[];
  /**
   * Client lines; default those installed (`v1` with `@modelcontextprotocol/sdk`, `v2` with
   * `@modelcontextprotocol/client`), the title saying which one is not. Naming a missing one fails its tests
   * with MissingClientSdkError.
   */
  readonly clients?: readonly ClientLine[];
  /** Transports; default `memory` and `http`, plus `stdio` when `options.stdio` is given. */
  readonly transports?: readonly ClientTransportKind[];
  /** Per-test timeout in ms for stdio connections (process start-up included); default 20 s. */
  readonly timeoutMs?: number;
  /**
   * The runner's `describe` and `it`; default the `describe`/`it` globals (mocha), else `node:test`'s when run by
   * `node --test`. Pass them for any other case, e.g. `import { describe, it } from 'node:test'` in a file run by plain `node`.
   */
  readonly runner?: TestRunner;
}

/**
 * The two functions forEachRevision declares its tests with: mocha's globals and `node:test`'s exports both fit.
 * @example import { describe, it } from 'node:test'; forEachRevision('my server', { server, runner: { describe, it } }, body);
 */
export interface TestRunner {
  describe(title: string, body: () => void): unknown;
  it(title: string, body: () => Promise<void>): unknown;
}

/** True when `node --test` runs this file (its child processes carry NODE_TEST_CONTEXT; in-process runs the flag). */
function underNodeTest(): boolean {
  return process.env.NODE_TEST_CONTEXT !== undefined || process.execArgv.includes('--test');
}

/** The runner to declare tests with: the one passed, the mocha-style globals, or node:test under `node --test`. */
function runnerFor(options: ForEachRevisionOptions): TestRunner {
  if (options.runner) return options.runner;
  const { describe, it } = globalThis as { describe?: unknown; it?: unknown };
  if (typeof describe === 'function' && typeof it === 'function') return { describe: describe as TestRunner['describe'], it: it as TestRunner['it'] };
  if (underNodeTest()) {
    // Loaded only here: importing node:test elsewhere would start its harness under another runner.
    const nodeTest = process.getBuiltinModule('node:test') as typeof import('node:test');
    return { describe: nodeTest.describe, it: nodeTest.it };
  }
  throw new MissingTestGlobalsError('forEachRevision');
}

/**
 * Runs `body` once per revision × official client × transport, as one test each, with a connected
 * {@link RevisionSession}; the session is closed after the test. Works under mocha (its globals) and `node --test`
 * (node:test's), or any runner whose `describe`/`it` are passed as `options.runner`.
 * @example forEachRevision('acme', { server: () => createAcmeServer({ database: ':memory:' }) }, async (s) => { expect((await s.listTools()).tools).to.have.length(3); });
 */
export function forEachRevision(title: string, options: ForEachRevisionOptions, body: (session: RevisionSession) => Promise<void>): void {
  const { describe, it } = runnerFor(options);
  const revisions = options.revisions ?? BUILT_IN_REVISIONS;
  const installed = (['v1', 'v2'] as const).filter(isClientInstalled);
  // With neither installed, both stay: each test then says which package to install.
  const clients = options.clients ?? (installed.length > 0 ? installed : (['v1', 'v2'] as const));
  const missing = options.clients ? [] : (['v1', 'v2'] as const).filter((line) => !clients.includes(line));
  if (missing.length > 0) title = `${title} (${missing.map((line) => `${line} client left out: ${CLIENT_PACKAGES[line].name} is not installed`).join('; ')})`;
  const transports = options.transports ?? (options.stdio ? (['memory', 'http', 'stdio'] as const) : (['memory', 'http'] as const));
  describe(title, () => {
    for (const revision of revisions) {
      for (const client of clients) {
        // The v1 client has no stateless (2026-07-28) support.
        if (client === 'v1' && eraOfVersion(revision) === 'stateless') continue;
        for (const transport of transports) {
          const test = it(`${revision} · ${client} client · ${transport}`, async () => {
            const session = await connectClient({ ...options, revision, client, transport });
            try {
              await body(session);
            } finally {
              await session.close();
            }
          });
          // mocha's default of 2 s is too short for a process start; node:test has no default limit.
          const timeout = (test as { timeout?: unknown } | undefined)?.timeout;
          if (transport === 'stdio' && typeof timeout === 'function') (timeout as (ms: number) => void).call(test, options.timeoutMs ?? 20_000);
        }
      }
    }
  });
}
