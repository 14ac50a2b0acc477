import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SessionsAnswer, SessionsCommand } from '../servers/sessions-ours.js';
import { SessionsClient, pooled } from '../sessions-client.js';
import { median } from '../measure.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Heap after a forced GC and RSS of the server process, in MiB. */
export interface ServerMemory {
  readonly heapMiB: number;
  readonly rssMiB: number;
}

/** Many 2025-11-25 sessions and GET streams on one mcp-decorators server process, over real HTTP on 127.0.0.1. */
export interface SessionsRow {
  /** The caps in force: the session cap set for the bench, the rest at their defaults. */
  readonly caps: { readonly maxSessions: number; readonly sessionIdleMs: number; readonly eventStore: string };
  readonly sessions: number;
  readonly streams: number;
  /** No session open (after some were opened and deleted, so the SDK transport is loaded and warm). */
  readonly none: ServerMemory;
  readonly withSessions: ServerMemory;
  readonly withStreams: ServerMemory;
  /** Time to open all sessions (initialize + notifications/initialized, 16 in flight). */
  readonly openMs: number;
  /** Mean ms per session over the first and over the last 1,000 opened (a per-request cost growing with n shows here). */
  readonly firstThousandMsPerSession: number;
  readonly lastThousandMsPerSession: number;
  readonly perSessionKiB: number;
  readonly perStreamKiB: number;
  /** tools/list_changed to every open GET stream: from the server's change to the last and to the median delivery (medians of rounds). */
  readonly fanOutLastMs: number;
  readonly fanOutMedianMs: number;
  readonly fanOutRounds: number;
}

const SESSIONS = 10_000;
const STREAMS = 1_000;
const WIDTH = 16;
const KIB_PER_MIB = 1024;

/** The server process, asked one thing at a time over IPC. */
class ServerProcess {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<{ server: ServerProcess; port: number; maxSessions: number }> {
    const child = fork(join(here, '../servers/sessions-ours.js'), { execArgv: ['--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const server = new ServerProcess(child);
    const ready = (await server.next()) as { port: number; maxSessions: number };
    return { server, ...ready };
  }

  /** The smallest of three readings 200 ms apart: sockets and requests just answered are let go of by then. */
  async memory(): Promise<ServerMemory & { sessions: number }> {
    const readings: (ServerMemory & { sessions: number })[] = [];
    for (let i = 0; i < 3; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      readings.push((await this.ask({ ask: 'memory' })) as ServerMemory & { sessions: number });
    }
    return readings.reduce((a, b) => (b.heapMiB < a.heapMiB ? b : a));
  }

  async change(): Promise<number> {
    return ((await this.ask({ ask: 'change' })) as { changedAt: number }).changedAt;
  }

  stop(): void {
    this.child.disconnect();
  }

  private ask(command: SessionsCommand): Promise<SessionsAnswer> {
    const answer = this.next();
    this.child.send(command);
    return answer;
  }

  private next(): Promise<SessionsAnswer> {
    return new Promise((resolve, reject) => {
      const exited = (code: number | null): void => reject(new Error(`the sessions server exited (${code})`));
      this.child.once('exit', exited);
      this.child.once('message', (message) => {
        this.child.off('exit', exited);
        resolve(message as SessionsAnswer);
      });
    });
  }
}


/**
 * Opens 10,000 idle sessions, then a GET stream on 1,000 of them, reading the server's heap (after a forced GC) with
 * none, with the sessions and with the streams; then changes the tool list `rounds` times and times the
 * tools/list_changed fan-out to the 1,000 streams, as the clients receive it.
 */
export async function sessionsSection(rounds: number): Promise<SessionsRow> {
  const { server, port, maxSessions } = await ServerProcess.start();
  const client = new SessionsClient(port);
  try {
    // Warm-up: the SDK transport loads with the first session, and each path (open, GET stream, fan-out, DELETE) is
    // compiled before the first reading, so that "none" is a warm server and the differences hold no code.
    const warm: string[] = [];
    await pooled(500, WIDTH, async () => void warm.push(await client.openSession()));
    let warmed = 0;
    await pooled(100, WIDTH, (i) => client.openStream(warm[i]!, (_, text) => void (text.includes('list_changed') && warmed++)));
    for (let change = 1; change <= 4; change++) {
      await server.change();
      for (let wait = 0; warmed < 100 * change && wait < 600; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    client.dropStreams();
    await pooled(warm.length, WIDTH, (i) => client.closeSession(warm[i]!));
    const none = await server.memory();
    if (none.sessions !== 0) throw new Error(`${none.sessions} sessions still open after the warm-up`);

    const ids: string[] = [];
    const marks: number[] = [];
    const started = performance.now();
    await pooled(SESSIONS, WIDTH, async () => {
      ids.push(await client.openSession());
      if (ids.length % 1_000 === 0) marks.push(performance.now());
    });
    const openMs = performance.now() - started;
    const withSessions = await server.memory();
    if (withSessions.sessions !== SESSIONS) throw new Error(`${withSessions.sessions} sessions open, ${SESSIONS} expected`);

    // One GET stream on each of the first 1,000 sessions; each counts its tools/list_changed of the current round.
    let round = 0;
    let waiting: { arrivals: number[]; done: () => void } | undefined;
    const seen = new Int32Array(STREAMS);
    await pooled(STREAMS, WIDTH, (i) =>
      client.openStream(ids[i]!, (at, text) => {
        if (waiting && seen[i] !== round && text.includes('notifications/tools/list_changed')) {
          seen[i] = round;
          waiting.arrivals.push(at);
          if (waiting.arrivals.length === STREAMS) waiting.done();
        }
      }),
    );
    const withStreams = await server.memory();

    const last: number[] = [];
    const middle: number[] = [];
    for (round = 1; round <= rounds; round++) {
      const arrivals: number[] = [];
      const delivered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fan-out round ${round}: ${arrivals.length} of ${STREAMS} streams got tools/list_changed within 60 s`)), 60_000);
        waiting = { arrivals, done: () => (clearTimeout(timer), resolve()) };
      });
      // Arrival times are this machine's wall clock in ms (performance.timeOrigin + now), as is the server's reading.
      const changedAt = await server.change();
      await delivered;
      last.push(Math.max(...arrivals) - changedAt);
      middle.push(median(arrivals) - changedAt);
    }
    waiting = undefined;
    // Per stream: the heap just before and just after the clients drop their streams (two readings side by side,
    // steadier than against the sessions' reading taken before the streams and the fan-out's stored events).
    const beforeDrop = await server.memory();
    client.dropStreams();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const dropped = await server.memory();
    return {
      caps: { maxSessions, sessionIdleMs: 30 * 60_000, eventStore: 'in memory, per session (the default)' },
      sessions: SESSIONS,
      streams: STREAMS,
      none,
      withSessions,
      withStreams,
      openMs,
      firstThousandMsPerSession: (marks[0]! - started) / 1_000,
      lastThousandMsPerSession: (marks.at(-1)! - marks.at(-2)!) / 1_000,
      perSessionKiB: ((withSessions.heapMiB - none.heapMiB) * KIB_PER_MIB) / SESSIONS,
      perStreamKiB: ((beforeDrop.heapMiB - dropped.heapMiB) * KIB_PER_MIB) / STREAMS,
      fanOutLastMs: median(last),
      fanOutMedianMs: median(middle),
      fanOutRounds: rounds,
    };
  } finally {
    client.close();
    server.stop();
  }
}
