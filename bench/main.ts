import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createServer, inputSchemaFor, silentDiagnostics } from '../lib/index.js';
import { BenchTools, CASES, type BenchCase } from './cases.js';
import { LoopbackPort } from './loopback-port.js';
import { measure, type MeasureOptions, type Timing } from './measure.js';
import { formatTable } from './table.js';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
const OPTIONS: MeasureOptions = { warmup: 20_000, rounds: 7, iterations: 20_000 };
const REVISION = '2025-11-25';

interface Result {
  readonly label: string;
  readonly call: Timing;
  readonly floor: Timing;
}

const server = createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics });
const port = new LoopbackPort();
await server.connect(port);
await port.call(0, JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: REVISION, capabilities: {}, clientInfo: { name: 'bench', version: '1.0.0' } } }));
port.onmessage!({ jsonrpc: '2.0', method: 'notifications/initialized' });

/** The floor: what any server must do for this call, with the same schema compiled by a bare Ajv2020. */
function floorOf(c: BenchCase): (i: number) => string {
  const tool = server.model.tools.find((t) => t.name === c.tool)!;
  const validate = addFormats(new Ajv2020({ strict: true, allErrors: true })).compile(inputSchemaFor(tool));
  const handler = (args: Record<string, unknown>): string => String(args.text ?? args.name);
  return (i) => {
    const request = JSON.parse(requestText(c, i)) as { id: number; params: { arguments: Record<string, unknown> } };
    if (!validate(request.params.arguments)) throw new Error('the floor refused valid arguments');
    return JSON.stringify({ jsonrpc: '2.0', id: request.id, result: { content: [{ type: 'text', text: handler(request.params.arguments) }] } });
  };
}

function requestText(c: BenchCase, id: number): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: c.tool, arguments: c.args } });
}

async function run(c: BenchCase): Promise<Result> {
  const probe = JSON.parse(await port.call(1, requestText(c, 1))) as { result?: { isError?: boolean } };
  if (!probe.result || probe.result.isError) throw new Error(`${c.tool} did not succeed: ${JSON.stringify(probe)}`);
  const floor = floorOf(c);
  return { label: c.label, call: await measure((i) => port.call(i + 2, requestText(c, i + 2)), OPTIONS), floor: await measure(floor, OPTIONS) };
}

const results: Result[] = [];
for (const c of CASES) results.push(await run(c));

const us = (ns: number): string => (ns / 1000).toFixed(2);
console.log(`tools/call over the in-process transport port (${REVISION}); median of ${OPTIONS.rounds} rounds of ${OPTIONS.iterations}, after ${OPTIONS.warmup} warm-up calls; Node ${process.version}\n`);
console.log(formatTable(['case', 'tools/call µs', 'floor µs', '× floor'], results.map((r) => [r.label, us(r.call.medianNs), us(r.floor.medianNs), (r.call.medianNs / r.floor.medianNs).toFixed(2)])));
const [one, dto] = results;
const ratio = dto!.call.medianNs / one!.call.medianNs;
console.log(`\n5-field DTO call / 1-field call: ${ratio.toFixed(2)}× (target ≤ 1.5×)`);
console.log('floor = JSON.parse → compiled Ajv2020 → handler → JSON.stringify, same schema and arguments');
const json = process.argv.find((a) => a === '--json');
if (json) console.log(JSON.stringify({ revision: REVISION, options: OPTIONS, results, dtoVsOneField: ratio }, null, 2));
await server.close();
