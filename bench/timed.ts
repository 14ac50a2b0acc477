import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contender } from './call-worker.js';
import type { MeasureOptions } from './measure.js';
import type { Era } from './requests.js';

const worker = join(dirname(fileURLToPath(import.meta.url)), './call-worker.js');

// Every worker runs with the same young generation, 16 MiB from the start. Left to V8's heuristic, a process now and
// then keeps a small one for its whole life and runs 1.5-2x slower (the floor, ours and the SDK alike; 2026-12-02: the
// 5-field DTO call took 2.5-2.6 µs in some processes and 4.2-4.4 in others); with it fixed, they agree within a few percent.
export const YOUNG_GENERATION = '--min-semi-space-size=16';

/** µs per call of one contender, wall clock and the worker's CPU time, timed in a fresh process (see call-worker.ts) with a fixed young generation. */
export function timedBoth(who: Contender, era: Era, index: number, options: MeasureOptions): { readonly wallUs: number; readonly cpuUs: number } {
  const args = [YOUNG_GENERATION, worker, who, era, String(index), String(options.warmup), String(options.rounds), String(options.iterations)];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const { medianUs, cpuUs } = JSON.parse(out) as { medianUs: number; cpuUs: number };
  return { wallUs: medianUs, cpuUs };
}

/** µs per call of one contender, wall clock, timed in a fresh process (see call-worker.ts). */
export function timed(who: Contender, era: Era, index: number, options: MeasureOptions): number {
  return timedBoth(who, era, index, options).wallUs;
}

