import { createServer, inputSchemaFor, silentDiagnostics } from '../../lib/index.js';
import { BenchTools, CASES, type BenchCase } from '../cases.js';
import { floorCall } from '../floor.js';
import { LoopbackPort } from '../loopback-port.js';
import { measure, type MeasureOptions } from '../measure.js';
import { SESSION, callText, initializeText } from '../requests.js';

/** One DTO case through the transport port: µs per call, against the floor of the same schema. */
export interface DtoRow {
  readonly label: string;
  readonly oursUs: number;
  readonly floorUs: number;
}

/** tools/call with a 1-field tool, an all-exact 5-field DTO and a DTO with a runtime-only rule, over a JSON-text port. */
export async function dtoSection(options: MeasureOptions): Promise<DtoRow[]> {
  const server = createServer({ name: 'bench', version: '1.0.0', classes: [BenchTools], diagnostics: silentDiagnostics });
  const port = new LoopbackPort();
  await server.connect(port);
  await port.call(0, initializeText(0));
  port.onmessage!({ jsonrpc: '2.0', method: 'notifications/initialized' });
  const rows: DtoRow[] = [];
  const floorOf = (c: BenchCase): ((text: string) => string) => floorCall(inputSchemaFor(server.model.tools.find((t) => t.name === c.tool)!), (args) => String(args.text ?? args.name));
  for (const c of CASES) {
    const probe = JSON.parse(await port.call(1, callText(SESSION, c, 1))) as { result?: { isError?: boolean } };
    if (!probe.result || probe.result.isError) throw new Error(`${c.tool} did not succeed: ${JSON.stringify(probe)}`);
    const floor = floorOf(c);
    const text = callText(SESSION, c, 2);
    rows.push({
      label: c.label,
      oursUs: (await measure(() => port.call(2, text), options)).medianNs / 1000,
      floorUs: (await measure(() => floor(text), options)).medianNs / 1000,
    });
  }
  await server.close();
  return rows;
}
