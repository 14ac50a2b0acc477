import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Contender } from './call-worker.js';
import type { MeasureOptions } from './measure.js';
import type { Era } from './requests.js';

const worker = join(dirname(fileURLToPath(import.meta.url)), './call-worker.js');

/** µs per call of one contender, wall clock and the worker's CPU time, timed in a fresh process (see call-worker.ts). */
export function timedBoth(who: Contender, era: Era, index: number, options: MeasureOptions): { readonly wallUs: number; readonly cpuUs: number } {
  const args = [worker, who, era, String(index), String(options.warmup), String(options.rounds), String(options.iterations)];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const { medianUs, cpuUs } = JSON.parse(out) as { medianUs: number; cpuUs: number };
  return { wallUs: medianUs, cpuUs };
}

/** µs per call of one contender, wall clock, timed in a fresh process (see call-worker.ts). */
export function timed(who: Contender, era: Era, index: number, options: MeasureOptions): number {
  return timedBoth(who, era, index, options).wallUs;
}

