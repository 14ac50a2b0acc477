import autocannon from 'autocannon';
import { join } from 'node:path';
import { CASES } from '../cases.js';
import { median } from '../measure.js';
import { canonicalSchema, mcpHeaders, mixRequest, openClient, peakRssMiB, post, startServer, type Opened, type Started } from '../mcp-http.js';
import { PEERS, ROOT } from '../peers.js';
import { SESSION, STATELESS, type Era } from '../requests.js';
import { YOUNG_GENERATION } from '../timed.js';

/** A load run: operations (requests) per second and latency percentiles in ms. */
export interface MixFigures {
  readonly opsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** One contender of the mix: its figures per era (or why it has none) and its peak RSS over the runs. */
export interface MixRow {
  readonly key: string;
  readonly label: string;
  readonly mode: string;
  readonly eras: { readonly [era: string]: MixFigures | { readonly na: string } };
  /**
   * Its ops/s over ours, per era: the median over rounds of the ratio within each round (the two loads of a round are
   * close in time, so a slow moment of the machine weighs on both), absent where it has no figures.
   */
  readonly perOurs: { readonly [era: string]: number };
  readonly peakRssMiB?: number;
}

const CONNECTIONS = 50;
const echo = CASES[0]!;
const dto = CASES[1]!;

/** The mix every connection loops over: 1 tools/list, then 9 tools/call alternating echo and the 5-field DTO. */
function mixRequests(era: Era, opened: Opened): { method: 'POST'; headers: Record<string, string>; body: string }[] {
  const requests = [{ method: 'POST' as const, headers: mcpHeaders(era, opened.version, 'tools/list', undefined, opened.session), body: mixRequest(era, 1) }];
  for (let i = 0; i < 9; i++) {
    const c = i % 2 === 0 ? echo : dto;
    requests.push({ method: 'POST', headers: mcpHeaders(era, opened.version, 'tools/call', c.tool, opened.session), body: mixRequest(era, i + 2, c.tool, c.args as Record<string, unknown>) });
  }
  return requests;
}

/** What a server lists for echo and create_user, canonical, or why it does not serve the era. */
async function listing(port: number, era: Era): Promise<{ schemas: string } | { na: string }> {
  let opened: Opened;
  try {
    opened = await openClient(port, era);
  } catch (error) {
    return { na: `n/a: ${(error as Error).message.slice(0, 60)}` };
  }
  const list = await post(port, mcpHeaders(era, opened.version, 'tools/list', undefined, opened.session), mixRequest(era, 1));
  if (list.status !== 200 || !list.message?.result) return { na: `n/a: refuses ${era} (HTTP ${list.status})` };
  const tools = list.message.result.tools as { name: string; inputSchema: unknown }[];
  const schemas = ['echo', 'create_user'].map((name) => canonicalSchema(tools.find((t) => t.name === name)?.inputSchema));
  for (const [c, expected] of [[echo, 'hello'], [dto, 'Dana Wu']] as const) {
    const call = await post(port, mcpHeaders(era, opened.version, 'tools/call', c.tool, opened.session), mixRequest(era, 2, c.tool, c.args as Record<string, unknown>));
    const content = JSON.stringify(call.message?.result?.content);
    if (content !== JSON.stringify([{ type: 'text', text: expected }])) throw new Error(`port ${port} answered ${c.tool} at ${era} with ${JSON.stringify(call.message)}`);
  }
  return { schemas: schemas.join('\n') };
}

async function load(port: number, era: Era, seconds: number, warm: boolean): Promise<MixFigures> {
  // Each connection opens as a client does, and keeps the session the server gives it (none when sessionless).
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => openClient(port, era)));
  let next = 0;
  const options = {
    url: `http://127.0.0.1:${port}/mcp`,
    connections: CONNECTIONS,
    requests: mixRequests(era, clients[0]!),
    setupClient: (client: autocannon.Client) => client.setRequests(mixRequests(era, clients[next++ % CONNECTIONS]!)),
  };
  if (warm) await autocannon({ ...options, duration: 1 });
  next = 0;
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`port ${port} answered ${result.non2xx} non-2xx and ${result.errors} errors at ${era}`);
  return { opsPerSec: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** Each figure's median over the rounds (the rounds are odd in number, so each is one round's own figure). */
function medianFigures(values: readonly MixFigures[]): MixFigures {
  const pick = (key: keyof MixFigures): number => median(values.map((v) => v[key]));
  return { opsPerSec: pick('opsPerSec'), p50Ms: pick('p50Ms'), p99Ms: pick('p99Ms') };
}

/**
 * The MCP Drill-style mix over Streamable HTTP: 50 connections, each looping 1 tools/list : 9 tools/call, against
 * the floor, mcp-decorators (twice: A/A) and every peer, on both eras. Every server is checked first (same schemas
 * as ours for both tools, both calls answered alike); rounds are interleaved across contenders and the median kept.
 */
export async function mixSection(seconds: number, rounds: number): Promise<MixRow[]> {
  const servers = join(ROOT, 'dist/bench/servers');
  const contenders = [
    { key: 'floor', label: 'floor (bare node:http)', mode: 'no session', script: join(servers, 'http-floor-mix.js') },
    { key: 'ours', label: 'mcp-decorators', mode: 'sessionless: true', script: join(servers, 'http-ours.js') },
    { key: 'ours-again', label: 'mcp-decorators again (A/A)', mode: 'sessionless: true', script: join(servers, 'http-ours.js') },
    ...PEERS,
  ];
  const started = new Map<string, Started>();
  try {
    // Every server with the same 16 MiB young generation, as the call section's workers (bench/timed.ts): left to V8's
    // heuristic, one process of two identical ones could run its whole life with a small one, and the A/A pair differed by 10-17%.
    for (const c of contenders) started.set(c.key, await startServer(c.script, ['http'], process.env, [YOUNG_GENERATION]));
    const eras = [SESSION, STATELESS] as const;
    const ok = new Map<string, Map<Era, true | { na: string }>>();
    for (const era of eras) {
      const reference = await listing(started.get('ours')!.port, era);
      if ('na' in reference) throw new Error(`mcp-decorators did not serve ${era}: ${reference.na}`);
      for (const c of contenders) {
        const got = await listing(started.get(c.key)!.port, era);
        if ('schemas' in got && got.schemas !== reference.schemas) throw new Error(`${c.label} lists other input schemas than mcp-decorators at ${era}:\n${got.schemas}\nvs\n${reference.schemas}`);
        if (!ok.has(c.key)) ok.set(c.key, new Map());
        ok.get(c.key)!.set(era, 'na' in got ? got : true);
      }
    }
    const figures = new Map<string, MixFigures[]>();
    // Interleaved: round r loads every contender once per era, so a slow moment of the machine falls on all alike,
    // in the listed order and then in the reverse one (ABBA), so that no contender always runs early or late in a round.
    for (let r = 0; r < rounds; r++) {
      for (const era of eras) {
        for (const c of r % 2 === 0 ? contenders : [...contenders].reverse()) {
          if (ok.get(c.key)!.get(era) !== true) continue;
          const key = `${c.key} ${era}`;
          figures.set(key, [...(figures.get(key) ?? []), await load(started.get(c.key)!.port, era, seconds, r === 0)]);
        }
      }
    }
    return contenders.map((c) => ({
      key: c.key,
      label: c.label,
      mode: c.mode,
      eras: Object.fromEntries(eras.map((era) => {
        const state = ok.get(c.key)!.get(era)!;
        return [era, state === true ? medianFigures(figures.get(`${c.key} ${era}`)!) : state];
      })),
      perOurs: Object.fromEntries(eras.flatMap((era) => {
        const theirs = figures.get(`${c.key} ${era}`);
        const ours = figures.get(`ours ${era}`)!;
        return theirs === undefined ? [] : [[era, median(theirs.map((f, r) => f.opsPerSec / ours[r]!.opsPerSec))]];
      })),
      peakRssMiB: peakRssMiB(started.get(c.key)!.child.pid),
    }));
  } finally {
    for (const { child } of started.values()) child.kill();
  }
}
