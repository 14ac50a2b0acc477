/**
 * How one case was timed: wall-clock nanoseconds per operation in each round and their median, and the process's CPU
 * time per operation (user + system) in each round and its median, which a machine shared with other jobs disturbs less.
 */
export interface Timing {
  readonly rounds: readonly number[];
  readonly medianNs: number;
  readonly cpuRounds: readonly number[];
  readonly cpuMedianNs: number;
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

/** Runs `operation` sequentially (each awaited): a warm-up, then timed rounds; the median round is the figure (wall and CPU). */
export async function measure(operation: (i: number) => unknown, options: MeasureOptions): Promise<Timing> {
  let n = 0;
  for (let i = 0; i < options.warmup; i++) await operation(n++);
  const rounds: number[] = [];
  const cpuRounds: number[] = [];
  for (let r = 0; r < options.rounds; r++) {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    for (let i = 0; i < options.iterations; i++) await operation(n++);
    rounds.push(Number(process.hrtime.bigint() - start) / options.iterations);
    const used = process.cpuUsage(cpu);
    cpuRounds.push(((used.user + used.system) * 1000) / options.iterations);
  }
  return { rounds, medianNs: median(rounds), cpuRounds, cpuMedianNs: median(cpuRounds) };
}
