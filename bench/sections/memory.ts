import { connectInMemory, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { BenchTools, CASES } from '../cases.js';
import { memoryClient } from '../memory-client.js';
import { STATELESS, callText } from '../requests.js';

/** Heap (after a forced GC) and RSS after 1k and after 100k calls, in MiB. */
export interface MemoryRow {
  readonly heapAfter1kMiB: number;
  readonly heapAfter100kMiB: number;
  readonly rssAfter1kMiB: number;
  readonly rssAfter100kMiB: number;
}

const MIB = 1024 * 1024;

export async function memorySection(): Promise<MemoryRow> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run the benchmark with node --expose-gc (npm run bench does)');
  const server = createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics });
  const call = await memoryClient(await connectInMemory(server));
  const [echo, dto] = CASES;
  let id = 0;
  const calls = async (n: number): Promise<void> => {
    for (let i = 0; i < n; i++) await call(callText(STATELESS, i % 2 === 0 ? echo! : dto!, ++id));
  };
  const sample = (): { heap: number; rss: number } => {
    gc();
    gc();
    const usage = process.memoryUsage();
    return { heap: usage.heapUsed / MIB, rss: usage.rss / MIB };
  };
  await calls(1_000);
  const first = sample();
  await calls(99_000);
  const last = sample();
  await server.close();
  return { heapAfter1kMiB: first.heap, heapAfter100kMiB: last.heap, rssAfter1kMiB: first.rss, rssAfter100kMiB: last.rss };
}
