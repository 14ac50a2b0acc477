import { execFileSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SESSION, STATELESS, initializeText, requestText, type Era } from '../requests.js';
import { median } from '../measure.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Cold start over stdio: spawn → the first tools/list answered, median ms of several runs. */
export interface ColdRow {
  readonly era: Era;
  readonly floorMs: number;
  /** mcp-decorators as npm ships it (the bundle scripts/build-package.mjs makes). */
  readonly oursMs: number;
  /** The compiled modules the repository runs from (~170 files), for comparison. */
  readonly oursModulesMs: number;
  readonly sdkMs: number;
}

/** One spawn of `script` (or of `node -e ''` for the floor), timed to the tools/list answer (or to exit). */
function once(script: string | undefined, era: Era, count: number, entry?: string): Promise<number> {
  const started = performance.now();
  const env = { ...process.env, COUNT: String(count), ...(entry ? { MCPD_ENTRY: entry } : {}) };
  const child = spawn(process.execPath, script ? [script] : ['-e', ''], { stdio: ['pipe', 'pipe', 'ignore'], env });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    if (!script) {
      child.once('exit', () => resolve(performance.now() - started));
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
    if (era === SESSION) child.stdin.write(`${initializeText(0)}\n${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    child.stdin.write(`${requestText(era, 1, 'tools/list')}\n`);
  });
}

/**
 * Builds the package as prepack does into dist/bench-package (inside the repository, so the bundle finds the
 * installed dependencies as an installed package would) and returns the URL of its entry (once per run).
 */
let staged: string | undefined;

export function stagePackage(): string {
  if (staged) return staged;
  const root = join(here, '../../..');
  const folder = join(root, 'dist/bench-package');
  execFileSync(process.execPath, [join(root, 'scripts/build-package.mjs'), '--stage', folder], { stdio: 'inherit' });
  staged = pathToFileURL(join(folder, 'dist/lib/index.js')).href;
  return staged;
}

export async function coldStartSection(runs: number, count = 100): Promise<ColdRow[]> {
  const rows: ColdRow[] = [];
  const bundle = stagePackage();
  const ours = join(here, '../servers/ours-stdio.js');
  const sdk = join(here, '../servers/sdk-stdio.js');
  for (const era of [SESSION, STATELESS] as const) {
    const times: Record<'floor' | 'ours' | 'modules' | 'sdk', number[]> = { floor: [], ours: [], modules: [], sdk: [] };
    // Interleaved, so a slow moment of the machine falls on all alike.
    for (let r = 0; r < runs; r++) {
      times.floor.push(await once(undefined, era, count));
      times.ours.push(await once(ours, era, count, bundle));
      times.sdk.push(await once(sdk, era, count));
      times.modules.push(await once(ours, era, count));
    }
    rows.push({ era, floorMs: median(times.floor), oursMs: median(times.ours), oursModulesMs: median(times.modules), sdkMs: median(times.sdk) });
  }
  return rows;
}
