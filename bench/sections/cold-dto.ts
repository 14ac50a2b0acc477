import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION, STATELESS, initializeText, requestText, type Era } from '../requests.js';
import { stagePackage } from './cold-start.js';
import { median } from '../measure.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Cold start on the DTO toolset (100 tools, half of them class-validator DTOs) at one era, median ms, split in parts. */
export interface ColdDtoRow {
  readonly era: Era;
  /** `node -e ""`: node itself. */
  readonly nodeMs: number;
  /** node loading the DTO module alone (reflect-metadata, class-validator, the decorated DTOs), to its exit. */
  readonly dtoModuleMs: number;
  /** mcp-decorators as npm ships it, spawn → tools/list answered. */
  readonly oursMs: number;
  /** node loading the DTO module with its rules from mcp-decorators/validation (each rule's module alone), to its exit. */
  readonly dtoLazyModuleMs: number;
  /** The same as oursMs with the DTO module's rules from mcp-decorators/validation. */
  readonly oursLazyMs: number;
  /** The raw SDK v2 with the same tools in zod, spawn → tools/list answered. */
  readonly sdkMs: number;
  /** `mcp-decorators serve` (the shipped CLI) on the same toolset: spawn → initialize (2025-11-25) or server/discover (2026-07-28) answered. */
  readonly cliMs: number;
  /** The same as cliMs with the DTO module's rules from mcp-decorators/validation. */
  readonly cliLazyMs: number;
}

/** One spawn of node with `args`, timed to the answer of id 1 written to its stdin (or to its exit when there is no request). */
function spawnTimed(args: readonly string[], env: Record<string, string>, request?: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'ignore'], env: { ...process.env, ...env } });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    if (request === undefined) {
      child.once('exit', () => resolve(performance.now() - started));
      child.stdin.end();
      return;
    }
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (/"id":1[,}]/.test(seen)) {
        resolve(performance.now() - started);
        child.kill();
      }
    });
    child.once('exit', (code) => reject(new Error(`node ${args.join(' ')} exited (${code}) before answering: ${seen.slice(0, 200)}`)));
    child.stdin.write(request);
  });
}

/** What a client of `era` sends first: initialize and then tools/list (2025-11-25), or tools/list with its envelope. */
function listRequest(era: Era): string {
  const list = `${requestText(era, 1, 'tools/list')}\n`;
  return era === SESSION ? `${initializeText(0)}\n${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n${list}` : list;
}

/** The first request a client of `era` sends through the CLI: initialize, or server/discover. */
function firstRequest(era: Era): string {
  return era === SESSION ? `${initializeText(1)}\n` : `${requestText(era, 1, 'server/discover')}\n`;
}

/**
 * Cold start over stdio on the DTO toolset, interleaved (a slow moment of the machine falls on all alike), with the
 * parts of the figure: node itself, the application's DTO module (class-validator's import), and the rest (the
 * framework: ours − DTO module; the SDK with zod: SDK − node).
 */
export async function coldDtoSection(runs: number, count = 100): Promise<ColdDtoRow[]> {
  const bundle = stagePackage();
  const cli = fileURLToPath(new URL('./cli/main.js', bundle));
  const servers = join(here, '../servers');
  const env = { COUNT: String(count), TOOLSET: 'dto' };
  const lazy = { MCPD_VALIDATION: new URL('./validation/index.js', bundle).href };
  const rows: ColdDtoRow[] = [];
  for (const era of [SESSION, STATELESS] as const) {
    const times: Record<'node' | 'dto' | 'dtoLazy' | 'ours' | 'oursLazy' | 'sdk' | 'cli' | 'cliLazy', number[]> = { node: [], dto: [], dtoLazy: [], ours: [], oursLazy: [], sdk: [], cli: [], cliLazy: [] };
    for (let r = 0; r < runs; r++) {
      times.node.push(await spawnTimed(['-e', ''], {}));
      times.dto.push(await spawnTimed([join(servers, 'dto-module.js')], {}));
      times.dtoLazy.push(await spawnTimed([join(servers, 'dto-module.js')], lazy));
      times.ours.push(await spawnTimed([join(servers, 'ours-stdio.js')], { ...env, MCPD_ENTRY: bundle }, listRequest(era)));
      times.oursLazy.push(await spawnTimed([join(servers, 'ours-stdio.js')], { ...env, ...lazy, MCPD_ENTRY: bundle }, listRequest(era)));
      times.sdk.push(await spawnTimed([join(servers, 'sdk-stdio.js')], env, listRequest(era)));
      times.cli.push(await spawnTimed([cli, 'serve', join(servers, 'cli-dto-server.js')], { ...env, MCPD_ENTRY: bundle }, firstRequest(era)));
      times.cliLazy.push(await spawnTimed([cli, 'serve', join(servers, 'cli-dto-server.js')], { ...env, ...lazy, MCPD_ENTRY: bundle }, firstRequest(era)));
    }
    rows.push({
      era,
      nodeMs: median(times.node),
      dtoModuleMs: median(times.dto),
      oursMs: median(times.ours),
      dtoLazyModuleMs: median(times.dtoLazy),
      oursLazyMs: median(times.oursLazy),
      sdkMs: median(times.sdk),
      cliMs: median(times.cli),
      cliLazyMs: median(times.cliLazy),
    });
  }
  return rows;
}
