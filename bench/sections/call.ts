import { timedBoth } from '../timed.js';
import { CASES } from '../cases.js';
import type { MeasureOptions } from '../measure.js';
import { SESSION, STATELESS, type Era } from '../requests.js';

/** One tools/call case at one era: µs per call for the floor, mcp-decorators, and the raw SDK twice (A/A). */
export interface CallRow {
  readonly era: Era;
  readonly label: string;
  readonly floorUs: number;
  readonly oursUs: number;
  readonly sdkUs: number;
  readonly sdkAgainUs: number;
  /** CPU time per call (user + system, the worker process), which a shared machine disturbs less than the wall clock. */
  readonly floorCpuUs: number;
  readonly oursCpuUs: number;
}

/** Processes timed per contender (the floor, mcp-decorators, the SDK and the SDK again), interleaved. */
const PROCESSES = 3;

type Timed = { readonly wallUs: number; readonly cpuUs: number };

// Each figure is the lowest of a few processes (wall clock and CPU time alike): a process that ran whole at a slower
// pace (a young generation V8 kept small, which timed.ts now rules out, or a shared machine) only ever adds time.
function lowest(runs: readonly Timed[]): Timed {
  return { wallUs: Math.min(...runs.map((r) => r.wallUs)), cpuUs: Math.min(...runs.map((r) => r.cpuUs)) };
}

/**
 * Server-only tools/call over an in-memory pair (the same for both servers), against the floor. Each figure comes
 * from a process of its own: timed side by side in one process, the servers share the JIT's state (the in-memory
 * transport, the client end) and each slows the other.
 */
export async function callSection(options: MeasureOptions): Promise<CallRow[]> {
  const rows: CallRow[] = [];
  for (const era of [SESSION, STATELESS] as const) {
    for (const index of [0, 1]) {
      const runs: Record<'floor' | 'ours' | 'sdk' | 'sdkAgain', Timed[]> = { floor: [], ours: [], sdk: [], sdkAgain: [] };
      // Interleaved, so a slow stretch of the machine falls on all alike; the SDK twice, as two contenders (A/A).
      for (let i = 0; i < PROCESSES; i++) {
        runs.floor.push(timedBoth('floor', era, index, options));
        runs.ours.push(timedBoth('ours', era, index, options));
        runs.sdk.push(timedBoth('sdk', era, index, options));
        runs.sdkAgain.push(timedBoth('sdk', era, index, options));
      }
      const floor = lowest(runs.floor);
      const ours = lowest(runs.ours);
      rows.push({
        era,
        label: CASES[index]!.label,
        floorUs: floor.wallUs,
        oursUs: ours.wallUs,
        sdkUs: lowest(runs.sdk).wallUs,
        sdkAgainUs: lowest(runs.sdkAgain).wallUs,
        floorCpuUs: floor.cpuUs,
        oursCpuUs: ours.cpuUs,
      });
    }
  }
  return rows;
}
