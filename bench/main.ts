import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { MeasureOptions } from './measure.js';
import { callSection, type CallRow } from './sections/call.js';
import { coldDtoSection, type ColdDtoRow } from './sections/cold-dto.js';
import { coldStartSection, type ColdRow } from './sections/cold-start.js';
import { dtoSection, type DtoRow } from './sections/dto.js';
import { httpSection, type HttpRow } from './sections/http.js';
import { listSection, type ListRow } from './sections/lists.js';
import { memorySection, type MemoryRow } from './sections/memory.js';
import { sessionsSection, type SessionsRow } from './sections/sessions.js';
import { footprintSection, type FootprintRow } from './sections/footprint.js';
import { mixSection, type MixFigures, type MixRow } from './sections/mix.js';
import { peerCallSection, type PeerCallRow, type UsOrNa } from './sections/peer-call.js';
import { peerColdSection, type MsOrNa, type PeerColdRow } from './sections/peer-cold.js';
import { PEERS, ensurePeersInstalled } from './peers.js';
import { uriTemplateSection, type UriTemplateRow } from './sections/uri-templates.js';
import { formatTable } from './table.js';

const SECTIONS = ['call', 'dto', 'lists', 'cold', 'colddto', 'http', 'memory', 'sessions', 'uri', 'mix', 'peer-call', 'peer-cold', 'footprint'] as const;
type Section = (typeof SECTIONS)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean' },
    out: { type: 'string', default: 'bench-results.json' },
  },
});
const only = new Set((values.only ?? SECTIONS.join(',')).split(',').map((s) => s.trim()) as Section[]);
for (const name of only) if (!SECTIONS.includes(name)) throw new Error(`--only: no section "${name}" (sections: ${SECTIONS.join(', ')})`);
const PEER_SECTIONS: readonly Section[] = ['mix', 'peer-call', 'peer-cold', 'footprint'];
if (PEER_SECTIONS.some((name) => only.has(name))) ensurePeersInstalled();
const quick = values.quick === true;
const OPTIONS: MeasureOptions = quick ? { warmup: 2_000, rounds: 5, iterations: 2_000 } : { warmup: 20_000, rounds: 7, iterations: 20_000 };

const fixed = (n: number, digits = 2): string => n.toFixed(digits);
const times = (a: number, b: number): string => `${fixed(a / b)}×`;

const results: { node: string; quick: boolean; call?: CallRow[]; dto?: DtoRow[]; lists?: ListRow[]; cold?: ColdRow[]; coldDto?: ColdDtoRow[]; http?: HttpRow[]; memory?: MemoryRow; sessions?: SessionsRow; uri?: UriTemplateRow[]; mix?: MixRow[]; peerCall?: PeerCallRow[]; peerCold?: PeerColdRow[]; footprint?: FootprintRow[] } = { node: process.version, quick };

console.log(`mcp-decorators benchmark · Node ${process.version} · ${quick ? 'quick run' : 'full run'}; the raw SDK is @modelcontextprotocol/server (McpServer + zod), run twice in the same run (A/A) to show the noise.\n`);

if (only.has('call')) {
  const rows = (results.call = await callSection(OPTIONS));
  console.log('tools/call, server only (in-memory pair, JSON at the client end); µs per call, median of rounds; each the lowest of 3 interleaved processes');
  console.log(formatTable(['era · case', 'floor', 'ours', 'SDK', 'SDK again', 'ours/floor', 'SDK/ours', 'A/A', 'CPU: floor', 'ours', 'ours/floor'], rows.map((r) => [
    `${r.era} · ${r.label}`, fixed(r.floorUs), fixed(r.oursUs), fixed(r.sdkUs), fixed(r.sdkAgainUs), times(r.oursUs, r.floorUs), times(r.sdkUs, r.oursUs), `${fixed((r.sdkAgainUs / r.sdkUs - 1) * 100, 1)}%`,
    fixed(r.floorCpuUs), fixed(r.oursCpuUs), times(r.oursCpuUs, r.floorCpuUs),
  ])));
  console.log('floor = JSON.parse → compiled Ajv2020 → handler → JSON.stringify of the revision\'s result (on 2026-07-28 with resultType and serverInfo), same schema and arguments; each figure from a process of its own, with a 16 MiB young generation (--min-semi-space-size=16) for every contender; CPU = the worker\'s user + system time per call, which other jobs on the machine disturb less than the wall clock\n');
}

if (only.has('dto')) {
  const rows = (results.dto = await dtoSection(OPTIONS));
  console.log('tools/call through the transport port (2025-11-25): class-validator DTOs against one field');
  console.log(formatTable(['case', 'µs', 'floor µs', '× floor'], rows.map((r) => [r.label, fixed(r.oursUs), fixed(r.floorUs), times(r.oursUs, r.floorUs)])));
  const [one, dto] = rows;
  console.log(`5-field DTO call / 1-field call: ${times(dto!.oursUs, one!.oursUs)} (target ≤ 1.5×)\n`);
}

if (only.has('lists')) {
  const rows = (results.lists = await listSection(OPTIONS));
  console.log('tools/list, server only; µs per list (floor = parse the request, serialise the finished list)');
  console.log(formatTable(['tools', 'floor', 'ours', 'SDK', 'ours/floor', 'SDK/ours'], rows.map((r) => [String(r.count), fixed(r.floorUs), fixed(r.oursUs), fixed(r.sdkUs), times(r.oursUs, r.floorUs), times(r.sdkUs, r.oursUs)])));
  console.log('');
}

if (only.has('cold')) {
  const rows = (results.cold = await coldStartSection(quick ? 5 : 11));
  console.log('cold start over stdio, 100 tools: spawn → first tools/list answered; median ms (floor = node -e "")');
  console.log(formatTable(['era', 'floor', 'ours', 'SDK', 'ours/floor', 'ours/SDK', 'ours, unbundled'], rows.map((r) => [r.era, fixed(r.floorMs, 1), fixed(r.oursMs, 1), fixed(r.sdkMs, 1), times(r.oursMs, r.floorMs), times(r.oursMs, r.sdkMs), fixed(r.oursModulesMs, 1)])));
  console.log('ours = the package as npm ships it (one bundle per entry point); unbundled = the compiled modules this repository runs from\n');
}

if (only.has('colddto')) {
  const rows = (results.coldDto = await coldDtoSection(quick ? 5 : 11));
  console.log('cold start over stdio, DTO toolset (100 tools, 50 of them taking one of 5 class-validator DTOs; the SDK with the same rules in zod): spawn → first tools/list answered; median ms, split into its parts, with the DTO module\'s rules imported from class-validator and from mcp-decorators/validation');
  console.log(formatTable(['era', 'node', 'class-validator import', 'framework', 'ours', '/validation import', 'ours, /validation', 'SDK + zod part', 'SDK', 'ours/SDK', 'ours, /validation / SDK', 'CLI serve → first answer (/validation)'], rows.map((r) => [
    r.era, fixed(r.nodeMs, 1), fixed(r.dtoModuleMs - r.nodeMs, 1), fixed(r.oursMs - r.dtoModuleMs, 1), fixed(r.oursMs, 1), fixed(r.dtoLazyModuleMs - r.nodeMs, 1), fixed(r.oursLazyMs, 1), fixed(r.sdkMs - r.nodeMs, 1), fixed(r.sdkMs, 1), times(r.oursMs, r.sdkMs), times(r.oursLazyMs, r.sdkMs), `${fixed(r.cliMs, 1)} (${fixed(r.cliLazyMs, 1)})`,
  ])));
  for (const r of rows) console.log(`${r.era}: ours = node ${fixed(r.nodeMs, 0)} + class-validator's import ${fixed(r.dtoModuleMs - r.nodeMs, 0)} + framework ${fixed(r.oursMs - r.dtoModuleMs, 0)} ms (with mcp-decorators/validation: ${fixed(r.oursLazyMs, 0)} ms); SDK = node ${fixed(r.nodeMs, 0)} + SDK and zod ${fixed(r.sdkMs - r.nodeMs, 0)} ms; class-validator's import alone is ${times(r.dtoModuleMs - r.nodeMs, r.sdkMs - r.nodeMs)} the SDK's and zod's whole part`);
  console.log('class-validator import = node loading the application\'s own DTO module alone (reflect-metadata, class-validator with validator.js and libphonenumber-js, the decorated classes) − node, to its exit; framework = ours − that (mcp-decorators\' import, scan, schemas and the first answer); /validation import = the same DTO module with its rules from mcp-decorators/validation (each rule\'s module alone, and the framework\'s shared file it imports) − node; SDK + zod part = SDK − node. CLI = mcp-decorators serve (as shipped) answering initialize (2025-11-25) or server/discover (2026-07-28)\n');
}

if (only.has('http')) {
  const rows = (results.http = await httpSection(quick ? 3 : 8));
  console.log('HTTP tools/call under load (autocannon, 10 connections): req/s (p50/p99 ms) and the server\'s CPU µs per request; floor = bare node:http doing the same work');
  const cell = (f: { reqPerSec: number; p50Ms: number; p99Ms: number; serverCpuUs: number }): string => `${Math.round(f.reqPerSec)} (${f.p50Ms}/${f.p99Ms}) ${f.serverCpuUs.toFixed(1)} µs`;
  console.log(formatTable(['era', 'floor', 'ours', 'SDK', 'ours÷floor req/s', 'ours÷floor CPU', 'ours/SDK req/s'], rows.map((r) => [r.era === '2025-11-25' ? '2025-11-25 (sessionless POST)' : r.era, cell(r.floor), cell(r.ours), cell(r.sdk), `${Math.round((r.ours.reqPerSec / r.floor.reqPerSec) * 100)}%`, times(r.ours.serverCpuUs, r.floor.serverCpuUs), times(r.ours.reqPerSec, r.sdk.reqPerSec)])));
  console.log('');
}

if (only.has('memory')) {
  const row = (results.memory = await memorySection());
  console.log('memory: heap after a forced GC (RSS beside it), MiB');
  console.log(formatTable(['after', 'heap', 'RSS'], [['1k calls', fixed(row.heapAfter1kMiB), fixed(row.rssAfter1kMiB)], ['100k calls', fixed(row.heapAfter100kMiB), fixed(row.rssAfter100kMiB)]]));
  console.log(`heap after 100k / after 1k: ${times(row.heapAfter100kMiB, row.heapAfter1kMiB)} (target within 1.20×)\n`);
}

if (only.has('sessions')) {
  const row = (results.sessions = await sessionsSection(quick ? 5 : 11));
  const mib = (m: { heapMiB: number; rssMiB: number }): string => `${fixed(m.heapMiB, 1)} / ${fixed(m.rssMiB, 1)}`;
  console.log(`many 2025-11-25 sessions over HTTP on 127.0.0.1, the server in its own process: heap after a forced GC / RSS, MiB`);
  console.log(formatTable(['open', 'heap / RSS', 'per item', 'time'], [
    ['none (warm)', mib(row.none), '', ''],
    [`${row.sessions.toLocaleString('en-US')} idle sessions`, mib(row.withSessions), `${fixed(row.perSessionKiB, 1)} KiB/session`, `${fixed(row.openMs / 1000, 1)} s to open (${fixed(row.firstThousandMsPerSession * 1000, 0)} µs/session for the first 1k, ${fixed(row.lastThousandMsPerSession * 1000, 0)} for the last)`],
    [`+ ${row.streams.toLocaleString('en-US')} GET streams`, mib(row.withStreams), `${fixed(row.perStreamKiB, 1)} KiB/stream (dropped)`, ''],
  ]));
  console.log(`tools/list_changed to ${row.streams.toLocaleString('en-US')} GET streams, from the server's change to delivery at the clients: last ${fixed(row.fanOutLastMs, 1)} ms, median ${fixed(row.fanOutMedianMs, 1)} ms (medians of ${row.fanOutRounds} rounds)`);
  console.log(`caps: maxSessions ${row.caps.maxSessions.toLocaleString('en-US')} (set for the bench; default 100), sessionIdleMs ${row.caps.sessionIdleMs / 60_000} min, event store ${row.caps.eventStore}; a session is initialize + notifications/initialized, 16 in flight\n`);
}

if (only.has('uri')) {
  const rows = (results.uri = await uriTemplateSection(quick));
  console.log('resources/read template matching, worst near-miss URI (the separator repeated, a "#" at the end): ms per match, matcher steps per URI character');
  console.log(formatTable(['template', 'URI', 'ms', 'steps/char'], rows.map((r) => [r.template, r.uriBytes >= 1024 * 1024 ? `${fixed(r.uriBytes / 1024 / 1024)} MiB` : `${Math.round(r.uriBytes / 1024)} KiB`, fixed(r.ms), fixed(r.stepsPerChar, 1)])));
  console.log('steps/char is the same at both lengths: the work is linear in the URI (a backtracking expression took seconds at 64 KiB)\n');
}

if (only.has('mix')) {
  const mixRounds = quick ? 1 : 7;
  const rows = (results.mix = await mixSection(quick ? 2 : 3, mixRounds));
  const ours = rows.find((r) => r.key === 'ours')!;
  const again = rows.find((r) => r.key === 'ours-again')!;
  console.log(`MCP Drill-style mix over Streamable HTTP: 50 connections, each looping 1 tools/list : 9 tools/call (echo and the 5-field DTO); ops/s (p50/p99 ms), median of ${mixRounds} interleaved rounds`);
  const figure = (f: MixFigures | { na: string }): string => ('na' in f ? f.na : `${Math.round(f.opsPerSec)} (${f.p50Ms}/${f.p99Ms})`);
  const ratio = (r: MixRow, era: string): string => (r.perOurs[era] === undefined ? '—' : times(1, r.perOurs[era]));
  const aa = (era: string): string => (again.perOurs[era] === undefined ? '—' : `${fixed((again.perOurs[era] - 1) * 100, 1)}%`);
  console.log(formatTable(['contender', '2025-11-25', '2026-07-28', 'ours÷it 2025', 'ours÷it 2026', 'peak RSS MiB', 'HTTP mode'], rows.map((r) => [
    r.label, figure(r.eras['2025-11-25']!), figure(r.eras['2026-07-28']!), ratio(r, '2025-11-25'), ratio(r, '2026-07-28'), r.peakRssMiB === undefined ? '—' : fixed(r.peakRssMiB, 0), r.mode,
  ])));
  console.log(`A/A (mcp-decorators run twice, two processes): ${aa('2025-11-25')} / ${aa('2026-07-28')}; ours÷it = our ops/s over its ops/s in the same round, median over the rounds (above 1: ours is faster), and A/A the same for the second process; rounds run the contenders in the listed order, then in the reverse one; peak RSS = the server process's VmHWM over all its runs; every server runs with a 16 MiB young generation (--min-semi-space-size=16)\n`);
}

if (only.has('peer-call')) {
  const rows = (results.peerCall = await peerCallSection(quick ? OPTIONS : { warmup: 5_000, rounds: 7, iterations: 5_000 }));
  const keys = ['sdk2', 'sdk1', 'tmcp', 'mcp-use', 'fastmcp', 'mcp-nest'];
  const label = (key: string): string => PEERS.find((p) => p.key === key)!.label;
  const cell = (f: UsOrNa, ours: number): string => (typeof f === 'number' ? `${fixed(f)} (${times(f, ours)})` : f.na);
  console.log('tools/call, server only, against the peers: µs per call (in brackets: ÷ ours), median of rounds, each from a process of its own');
  console.log(formatTable(['era · case', 'floor', 'ours', ...keys.map(label)], rows.map((r) => [`${r.era} · ${r.label}`, fixed(r.floorUs), fixed(r.oursUs), ...keys.map((k) => cell(r.peers[k]!, r.oursUs))])));
  console.log('tmcp through McpServer.receive(message), the SDK v1 through its InMemoryTransport pair, the raw SDK v2 as in the first table (its own zod shapes)\n');
}

if (only.has('peer-cold')) {
  const rows = (results.peerCold = await peerColdSection(quick ? 3 : 5));
  const floor = rows.find((r) => r.key === 'floor')!;
  const ours = rows.find((r) => r.key === 'ours')!;
  const cell = (f: MsOrNa): string => (typeof f === 'number' ? fixed(f, 1) : f.na);
  const ratio = (a: MsOrNa, b: MsOrNa): string => (typeof a === 'number' && typeof b === 'number' ? times(a, b) : '—');
  console.log('cold start with the peers\' toolset (echo + the 5-field DTO): spawn → tools/list answered over stdio, spawn → initialize answered over HTTP; median ms');
  console.log(formatTable(['contender', 'stdio', 'HTTP', 'ours÷it stdio', 'ours÷it HTTP'], rows.map((r) => [r.label, cell(r.stdioMs), cell(r.httpMs), ratio(ours.stdioMs, r.stdioMs), ratio(ours.httpMs, r.httpMs)])));
  console.log(`ours = the bundle npm ships, with class-validator for its DTO (the peers use zod); the floor is node -e "" (${cell(floor.stdioMs)} ms); ours÷it below 1: ours starts faster\n`);
}

if (only.has('footprint')) {
  const rows = (results.footprint = footprintSection());
  const ours = rows.find((r) => r.key === 'ours')!;
  console.log('production install: npm install --omit=dev into an empty project; MiB of files under node_modules, packages');
  console.log(formatTable(['contender', 'MiB', 'packages', 'it÷ours MiB'], rows.map((r) => [r.label, fixed(r.mib, 1), String(r.packages), times(r.mib, ours.mib)])));
  for (const r of rows.slice(1)) console.log(`  ${r.label}: ${r.specs.join(' ')}`);
  console.log(`ours = the npm pack tarball (with the peers npm adds: class-validator, class-transformer, reflect-metadata); ${rows.some((r) => r.cached) ? 'some figures from the cache in bench/peers/node_modules (delete .footprint-cache.json there to measure again)' : 'all measured in this run'}\n`);
}

writeFileSync(values.out!, `${JSON.stringify(results, null, 2)}\n`);
console.log(`figures written to ${values.out}`);
process.exit(0);
