import { createServer, type DecoratedMcpServer, type ServerOptions } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import type { ScanEntry } from '../../lib/model/index.js';
import { openRawSession, type RawMessage, type RawSession } from '../support/raw-session.js';
import { recordServer } from '../support/emitted-schemas.js';

/** The four built-in revisions, oldest first, as tests iterate over them. */
export const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25'] as const;

const open: DecoratedMcpServer[] = [];

/** A server named `test` over `classes`, with silent diagnostics; closed after the test by `closeServers`. */
export function serve(classes: readonly ScanEntry[], options: Partial<ServerOptions> = {}): DecoratedMcpServer {
  const server = recordServer(createServer({ name: 'test', version: '1.0.0', classes, diagnostics: silentDiagnostics, ...options }));
  open.push(server);
  return server;
}

/** A raw session to `server`, initialized at `revision`. */
export async function session(server: DecoratedMcpServer, revision: string, capabilities: object = {}): Promise<RawSession> {
  const raw = await openRawSession(server);
  await raw.initialize(revision, capabilities);
  return raw;
}

/** Closes every server `serve` built; use in afterEach. */
export async function closeServers(): Promise<void> {
  await Promise.all(open.splice(0).map((s) => s.close()));
}

/** The result of a successful response, or a thrown error naming what came back instead. */
export function resultOf(response: RawMessage): any {
  if (response.error || !('result' in response)) throw new Error(`expected a result, got ${JSON.stringify(response)}`);
  return response.result;
}

/** The error of a failed response, or a thrown error naming what came back instead. */
export function errorOf(response: RawMessage): { code: number; message: string; data?: any } {
  if (!response.error) throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response.error;
}

/** Asserts that no message matching `predicate` arrives within `ms`: resolves when none did, rejects when one did. */
export async function expectNone(raw: RawSession, predicate: (m: RawMessage) => boolean, ms = 300): Promise<void> {
  let arrived: RawMessage | undefined;
  try {
    arrived = await raw.waitFor(predicate, ms);
  } catch {
    return;
  }
  throw new Error(`expected no such message, got ${JSON.stringify(arrived)}`);
}
