// One tools/call timing in a process of its own, so that each server's code is compiled for itself alone (run by
// the call section; by hand for profiling: node --cpu-prof dist/bench/call-worker.js ours 2026-07-28 0 20000 7 20000).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectInMemory, createServer } from '../lib/index.js';
import { inputSchemaFor } from '../lib/model/index.js';
import { silentDiagnostics } from '../lib/observability/index.js';
import { BenchTools, CASES } from './cases.js';
import { floorCall } from './floor.js';
import { LoopbackPort } from './loopback-port.js';
import { linkedPair, memoryClient, type CallText } from './memory-client.js';
import { measure } from './measure.js';
import { PEERS_DIR } from './peers.js';
import { SESSION, STATELESS, callText, initializeText, type Era } from './requests.js';
import { sdkBenchServer } from './sdk-tools.js';

/**
 * Who is timed: the floor, mcp-decorators (over the SDK's in-memory pair, or over a JSON-text port), the raw SDK,
 * or a peer that can be driven in memory (tmcp, the SDK v1: bench/peers/memory.mjs).
 */
export type Contender = 'floor' | 'ours' | 'port' | 'sdk' | 'tmcp' | 'sdk1';

const [who, era, index, warmup, rounds, iterations] = process.argv.slice(2) as [Contender, Era, string, string, string, string];
const c = CASES[Number(index)]!;

async function opened(call: CallText): Promise<CallText> {
  if (era === SESSION) await call(initializeText());
  // One call checks the server serves the case before it is timed.
  const answer = JSON.parse(await call(callText(era, c, 1))) as { result?: { isError?: boolean } };
  if (!answer.result || answer.result.isError) throw new Error(`${who} did not serve ${c.tool} at ${era}: ${JSON.stringify(answer)}`);
  return call;
}

async function contender(): Promise<(text: string) => unknown> {
  if (who === 'floor') {
    const tool = createServer({ name: 'schemas', version: '1', classes: [BenchTools], diagnostics: silentDiagnostics }).model.tools.find((t) => t.name === c.tool)!;
    return floorCall(inputSchemaFor(tool), (args) => String(args.text ?? args.name), era === STATELESS);
  }
  if (who === 'port') {
    const port = new LoopbackPort();
    await createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics }).connect(port);
    await port.call(0, initializeText(0));
    port.onmessage!({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const call = (text: string): Promise<string> => port.call(2, text);
    const answer = JSON.parse(await port.call(1, callText(era, c, 1))) as { result?: { isError?: boolean } };
    if (!answer.result || answer.result.isError) throw new Error(`the port did not serve ${c.tool}: ${JSON.stringify(answer)}`);
    return call;
  }
  if (who === 'tmcp' || who === 'sdk1') {
    const { memoryCaller } = (await import(pathToFileURL(join(PEERS_DIR, 'memory.mjs')).href)) as { memoryCaller: (key: string, era: Era) => Promise<CallText | undefined> };
    const call = await memoryCaller(who, era);
    if (!call) throw new Error(`${who} has no in-memory caller at ${era}`);
    const answer = JSON.parse(await call(callText(era, c, 1))) as { result?: { isError?: boolean; content?: unknown } };
    if (!answer.result || answer.result.isError) throw new Error(`${who} did not serve ${c.tool} at ${era}: ${JSON.stringify(answer)}`);
    return call;
  }
  if (who === 'ours') return opened(await memoryClient(await connectInMemory(createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics }))));
  const [client, serverEnd] = linkedPair();
  await sdkBenchServer().connect(serverEnd);
  return opened(await memoryClient(client));
}

const call = await contender();
// One request text per case, built once: building it is the client's work, not the server's (ids may repeat,
// since each call is answered before the next is sent).
const text = callText(era, c, 2);
const timing = await measure(() => call(text), { warmup: Number(warmup), rounds: Number(rounds), iterations: Number(iterations) });
process.stdout.write(`${JSON.stringify({ medianUs: timing.medianNs / 1000, cpuUs: timing.cpuMedianNs / 1000 })}\n`);
process.exit(0);
