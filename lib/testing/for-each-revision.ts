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
}

type Describe = (title: string, body: () => void) => void;
type It = (title: string, body: () => Promise<void>) => { timeout?: (ms: number) => void } | void;

/**
 * Runs `body` once per revision × official client × transport, as one test each, with a connected
 * {@link RevisionSession}; the session is closed after the test. Needs mocha-style `describe`/`it` globals.
 * @example forEachRevision('acme', { server: () => createAcmeServer({ database: ':memory:' }) }, async (s) => { expect((await s.listTools()).tools).to.have.length(3); });
 */
export function forEachRevision(title: string, options: ForEachRevisionOptions, body: (session: RevisionSession) => Promise<void>): void {
  const globals = globalThis as { describe?: Describe; it?: It };
  const { describe, it } = globals;
  if (!describe || !it) throw new MissingTestGlobalsError('forEachRevision');
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
          if (transport === 'stdio' && test && typeof test.timeout === 'function') test.timeout(options.timeoutMs ?? 20_000);
        }
      }
    }
  });
}
