import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { mcpHeaders, post, startServer } from '../mcp-http.js';
import { PEERS, PEERS_DIR, ROOT } from '../peers.js';
import { SESSION, initializeText, requestText } from '../requests.js';
import { stagePackage } from './cold-start.js';
import { median } from '../measure.js';

/** A median in ms, or why the contender cannot run the case. */
export type MsOrNa = number | { readonly na: string };

/** Cold start of one contender serving the peers' two tools: spawn → first answer over stdio and over HTTP. */
export interface PeerColdRow {
  readonly key: string;
  readonly label: string;
  readonly stdioMs: MsOrNa;
  readonly httpMs: MsOrNa;
}

/** spawn → the answer to tools/list (after initialize) over stdio; or, with no script, `node -e ''` to its exit. */
function overStdio(script: string | undefined, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, script ? [script, 'stdio'] : ['-e', ''], { stdio: ['pipe', 'pipe', 'ignore'], env, cwd: PEERS_DIR });
  return new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    if (!script) {
      child.once('exit', () => resolve(performance.now() - started));
      return;
    }
    let seen = '';
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before answering over stdio: ${seen.slice(0, 300)}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (/"id":1[,}]/.test(seen)) {
        resolve(performance.now() - started);
        child.removeAllListeners('exit');
        child.kill();
      }
    });
    child.stdin.write(`${initializeText(0)}\n${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n${requestText(SESSION, 1, 'tools/list')}\n`);
  });
}

/** spawn → the answer to the first request over HTTP (an initialize, sent as soon as the port is announced). */
async function overHttp(script: string, env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const server = await startServer(script, ['http'], env);
  try {
    const answer = await post(server.port, mcpHeaders(SESSION, SESSION, 'initialize'), initializeText(0));
    if (answer.status !== 200 || !answer.message?.result) throw new Error(`${script} answered initialize with ${answer.status}`);
    return performance.now() - started;
  } finally {
    server.child.kill();
  }
}

/**
 * Cold start with the peers' toolset (echo and the 5-field DTO; ours with its class-validator DTO, loaded from the
 * bundle npm ships, the peers with zod): spawn → tools/list answered over stdio, spawn → initialize answered over
 * HTTP; median of `runs`, interleaved across contenders.
 */
export async function peerColdSection(runs: number): Promise<PeerColdRow[]> {
  const bundle = stagePackage();
  const contenders = [
    { key: 'floor', label: 'floor (node -e "")', script: undefined, env: process.env },
    { key: 'ours', label: 'mcp-decorators (bundle)', script: join(ROOT, 'dist/bench/servers/ours-peer.js'), env: { ...process.env, MCPD_ENTRY: bundle } },
    ...PEERS.map((p) => ({ key: p.key, label: p.label, script: p.script, noStdio: p.noStdio, env: process.env })),
  ];
  const times = new Map(contenders.map((c) => [c.key, { stdio: [] as number[], http: [] as number[] }]));
  for (let r = 0; r < runs; r++) {
    for (const c of contenders) {
      const t = times.get(c.key)!;
      if (!('noStdio' in c && c.noStdio)) t.stdio.push(await overStdio(c.script, c.env));
      if (c.script) t.http.push(await overHttp(c.script, c.env));
    }
  }
  return contenders.map((c) => {
    const t = times.get(c.key)!;
    return {
      key: c.key,
      label: c.label,
      stdioMs: t.stdio.length ? median(t.stdio) : { na: ('noStdio' in c && c.noStdio) || 'n/a' },
      httpMs: t.http.length ? median(t.http) : { na: 'n/a: no server (the floor of a process)' },
    };
  });
}
