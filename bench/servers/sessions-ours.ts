import { createServer, serveHttp, Tool } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { BenchTools } from '../cases.js';

/** What the bench asks of this process over IPC, and what it answers. */
export type SessionsCommand = { readonly ask: 'memory' } | { readonly ask: 'change' };
export type SessionsAnswer =
  | { readonly port: number; readonly maxSessions: number }
  | { readonly heapMiB: number; readonly rssMiB: number; readonly sessions: number }
  | { readonly changedAt: number; readonly syncMs: number };

/** The tool the fan-out adds and removes in turn: each change sends tools/list_changed to every session. */
class ExtraTools {
  @Tool() extra(): string {
    return 'extra';
  }
}

const MIB = 1024 * 1024;
/** The session cap the bench runs under: the 10,000 sessions of the largest row, plus none (the default is 100). */
const MAX_SESSIONS = 10_000;

// mcp-decorators over Streamable HTTP with 2025-11-25 sessions, defaults but for the session cap; forked by
// bench/sections/sessions.ts, which reads memory and triggers changes over IPC (never over HTTP, so no request
// of the bench's own is in flight when the heap is read).
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc || !process.send) throw new Error('fork this script with --expose-gc (bench/sections/sessions.ts does)');
const server = createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics });
const http = await serveHttp(server, { port: 0, maxSessions: MAX_SESSIONS });
let extra = false;
const answer = (message: SessionsAnswer): void => void process.send!(message);

process.on('message', (command: SessionsCommand) => {
  if (command.ask === 'memory') {
    gc();
    gc();
    const usage = process.memoryUsage();
    answer({ heapMiB: usage.heapUsed / MIB, rssMiB: usage.rss / MIB, sessions: http.entry.sessionCount });
  } else {
    const changedAt = performance.timeOrigin + performance.now();
    if (extra) server.removeTool('extra');
    else server.add(ExtraTools);
    extra = !extra;
    answer({ changedAt, syncMs: performance.timeOrigin + performance.now() - changedAt });
  }
});
process.on('disconnect', () => void http.close().then(() => process.exit(0)));
answer({ port: http.port, maxSessions: MAX_SESSIONS });
