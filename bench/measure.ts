/** How one case was timed: nanoseconds per operation in each round, and their median. */
export interface Timing {
  readonly rounds: readonly number[];
  readonly medianNs: number;
}

/** How long and how often to run: warm-up operations, then rounds of a fixed number of operations. */
export interface MeasureOptions {
  readonly warmup: number;
  readonly rounds: number;
  readonly iterations: number;
}

/** The median of a list of figures (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `operation` sequentially (each awaited): a warm-up, then timed rounds; the median round is the figure. */
export async function measure(operation: (i: number) => unknown, options: MeasureOptions): Promise<Timing> {
  let n = 0;
  for (let i = 0; i < options.warmup; i++) await operation(n++);
  const rounds: number[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < options.iterations; i++) await operation(n++);
    rounds.push(Number(process.hrtime.bigint() - start) / options.iterations);
  }
  return { rounds, medianNs: median(rounds) };
}
