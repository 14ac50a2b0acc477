import { Param, Tool, connectInMemory, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { linkedPair, memoryClient, type CallText } from '../memory-client.js';
import { manyToolsClass } from '../many-tools.js';
import { measure, type MeasureOptions } from '../measure.js';
import { SESSION, initializeText, requestText } from '../requests.js';
import { sdkManyTools } from '../sdk-tools.js';

/** tools/list of `count` tools: µs per list for the floor (parse + serialise the finished list), ours and the SDK. */
export interface ListRow {
  readonly count: number;
  readonly floorUs: number;
  readonly oursUs: number;
  readonly sdkUs: number;
}

export async function listSection(options: MeasureOptions): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  for (const count of [10, 100, 1000]) {
    // One page for every list, as the SDK (which does not paginate) answers.
    const server = createServer({ name: 'bench', version: '1', classes: [manyToolsClass(count, { Param, Tool })], diagnostics: silentDiagnostics, pageSize: 10_000 });
    const mine: CallText = await memoryClient(await connectInMemory(server));
    await mine(initializeText());
    const [client, serverEnd] = linkedPair();
    await sdkManyTools(count).connect(serverEnd);
    const theirs: CallText = await memoryClient(client);
    await theirs(initializeText());
    const list = (JSON.parse(await mine(requestText(SESSION, 1, 'tools/list'))) as { result: { tools: unknown[] } }).result;
    if (list.tools.length !== count) throw new Error(`listed ${list.tools.length} of ${count} tools`);
    const floor = (text: string): string => JSON.stringify({ jsonrpc: '2.0', id: (JSON.parse(text) as { id: number }).id, result: list });
    const scaled = { ...options, iterations: Math.max(20, Math.round(options.iterations / count)), warmup: Math.max(20, Math.round(options.warmup / count)) };
    const text = requestText(SESSION, 2, 'tools/list');
    const time = async (call: (text: string) => unknown): Promise<number> => (await measure(() => call(text), scaled)).medianNs / 1000;
    rows.push({ count, floorUs: await time(floor), oursUs: await time(mine), sdkUs: await time(theirs) });
  }
  return rows;
}
