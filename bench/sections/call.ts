import { connectInMemory, createServer, inputSchemaFor, silentDiagnostics } from '../../lib/index.js';
import { BenchTools, CASES, type BenchCase } from '../cases.js';
import { floorCall } from '../floor.js';
import { linkedPair, memoryClient, type CallText } from '../memory-client.js';
import { measure, type MeasureOptions } from '../measure.js';
import { SESSION, STATELESS, callText, initializeText, type Era } from '../requests.js';
import { sdkBenchServer } from '../sdk-tools.js';

/** One tools/call case at one era: µs per call for the floor, mcp-decorators, and the raw SDK twice (A/A). */
export interface CallRow {
  readonly era: Era;
  readonly label: string;
  readonly floorUs: number;
  readonly oursUs: number;
  readonly sdkUs: number;
  readonly sdkAgainUs: number;
}

async function opened(call: CallText, era: Era): Promise<CallText> {
  if (era === SESSION) await call(initializeText());
  return call;
}

async function ours(era: Era): Promise<CallText> {
  const server = createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics });
  return opened(await memoryClient(await connectInMemory(server)), era);
}

async function sdk(era: Era): Promise<CallText> {
  const [client, serverEnd] = linkedPair();
  await sdkBenchServer().connect(serverEnd);
  return opened(await memoryClient(client), era);
}

async function check(call: CallText, era: Era, c: BenchCase, who: string): Promise<void> {
  const answer = JSON.parse(await call(callText(era, c, 1))) as { result?: { isError?: boolean } };
  if (!answer.result || answer.result.isError) throw new Error(`${who} did not serve ${c.tool} at ${era}: ${JSON.stringify(answer)}`);
}

/** Server-only tools/call over an in-memory pair (the same for both servers), against the floor. */
export async function callSection(options: MeasureOptions): Promise<CallRow[]> {
  const schemaServer = createServer({ name: 'schemas', version: '1', classes: [BenchTools], diagnostics: silentDiagnostics });
  const rows: CallRow[] = [];
  for (const era of [SESSION, STATELESS] as const) {
    for (const c of CASES.slice(0, 2)) {
      const tool = schemaServer.model.tools.find((t) => t.name === c.tool)!;
      const floor = floorCall(inputSchemaFor(tool), (args) => String(args.text ?? args.name));
      const [mine, theirs, theirsAgain] = [await ours(era), await sdk(era), await sdk(era)];
      await check(mine, era, c, 'mcp-decorators');
      await check(theirs, era, c, 'the SDK');
      // One request text per case, built once: building it is the client's work, not the server's (ids may repeat,
      // since each call is answered before the next is sent).
      const text = callText(era, c, 2);
      const time = async (call: CallText): Promise<number> => (await measure(() => call(text), options)).medianNs / 1000;
      rows.push({
        era,
        label: c.label,
        floorUs: (await measure(() => floor(text), options)).medianNs / 1000,
        oursUs: await time(mine),
        sdkUs: await time(theirs),
        sdkAgainUs: await time(theirsAgain),
      });
    }
  }
  return rows;
}
