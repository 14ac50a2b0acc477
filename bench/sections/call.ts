import { timed, timedBoth } from '../timed.js';
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

/**
 * Server-only tools/call over an in-memory pair (the same for both servers), against the floor. Each figure comes
 * from a process of its own: timed side by side in one process, the servers share the JIT's state (the in-memory
 * transport, the client end) and each slows the other.
 */
export async function callSection(options: MeasureOptions): Promise<CallRow[]> {
  const rows: CallRow[] = [];
  for (const era of [SESSION, STATELESS] as const) {
    for (const index of [0, 1]) {
      const floor = timedBoth('floor', era, index, options);
      const ours = timedBoth('ours', era, index, options);
      rows.push({
        era,
        label: CASES[index]!.label,
        floorUs: floor.wallUs,
        oursUs: ours.wallUs,
        sdkUs: timed('sdk', era, index, options),
        sdkAgainUs: timed('sdk', era, index, options),
        floorCpuUs: floor.cpuUs,
        oursCpuUs: ours.cpuUs,
      });
    }
  }
  return rows;
}
