import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION, STATELESS, requestText, type Era } from '../requests.js';

const here = dirname(fileURLToPath(import.meta.url));

/** A load run: requests per second, latency percentiles in ms, and the server's CPU time per request (user + system, µs). */
export interface LoadFigures {
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** What the server process spent per answered request: steadier than req/s on a shared machine, and not bound by the client. */
  readonly serverCpuUs: number;
}

/** HTTP tools/call under load at one era: the floor (bare node:http), mcp-decorators and the raw SDK. */
export interface HttpRow {
  readonly era: Era;
  readonly floor: LoadFigures;
  readonly ours: LoadFigures;
  readonly sdk: LoadFigures;
}

async function start(script: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [join(here, '../servers', script)], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.once('data', (chunk: Buffer) => resolve((JSON.parse(chunk.toString('utf8')) as { port: number }).port));
  });
  return { port, child };
}

function headersFor(era: Era): Record<string, string> {
  const base = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': era };
  return era === STATELESS ? { ...base, 'mcp-method': 'tools/call', 'mcp-name': 'echo' } : base;
}

/** The server's CPU time so far (µs), asked over IPC (bench/servers/cpu-report.ts). */
function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (message: { cpuUs: number }) => resolve(message.cpuUs));
    child.send('cpu');
  });
}

async function load({ port, child }: { port: number; child: ChildProcess }, era: Era, seconds: number): Promise<LoadFigures> {
  const options = { url: `http://127.0.0.1:${port}/mcp`, method: 'POST' as const, headers: headersFor(era), body: requestText(era, 1, 'tools/call', { name: 'echo', arguments: { text: 'hello' } }), connections: 10 };
  await autocannon({ ...options, duration: 1 });
  const before = await cpuOf(child);
  const result = await autocannon({ ...options, duration: seconds });
  const cpuUs = (await cpuOf(child)) - before;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`port ${port} answered ${result.non2xx} non-2xx and ${result.errors} errors at ${era}`);
  return { reqPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, serverCpuUs: cpuUs / Math.max(1, result.requests.total) };
}

export async function httpSection(seconds: number): Promise<HttpRow[]> {
  const servers = { floor: await start('http-floor.js'), ours: await start('http-ours.js'), sdk: await start('http-sdk.js') };
  try {
    const rows: HttpRow[] = [];
    for (const era of [SESSION, STATELESS] as const) {
      rows.push({ era, floor: await load(servers.floor, era, seconds), ours: await load(servers.ours, era, seconds), sdk: await load(servers.sdk, era, seconds) });
    }
    return rows;
  } finally {
    for (const { child } of Object.values(servers)) child.kill();
  }
}
