import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';
import { nginxConfig, TRUSTED_PROXY } from './nginx-config.js';
import { listening, start, type Started } from './processes.js';

const REPLICA = join(dirname(fileURLToPath(import.meta.url)), '../replica.js');

/** One replica process: its name, port and endpoint. */
export interface Replica {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  process: Started;
}

/** Redis, three replicas and nginx in front of them, all on 127.0.0.1 free ports, in a temp dir. */
export interface Deployment {
  readonly redisUrl: string;
  /** The endpoint behind nginx. */
  readonly url: string;
  readonly replicas: readonly Replica[];
  /** Starts a replica again (after it was killed). */
  restart(replica: Replica): Promise<void>;
  /** Kills redis-server (SIGKILL: a crash; what it had written is in its append-only file). */
  killRedis(): Promise<void>;
  /** Starts redis-server again on the same port and data, after killRedis. */
  restartRedis(): Promise<void>;
  stop(): Promise<void>;
}

// Every write is in the append-only file before Redis answers it, so a killed Redis comes back with its data.
function startRedis(port: number, dir: string): Promise<Started> {
  return start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { ready: /Ready to accept connections/ });
}

async function startReplica(name: string, port: number, redisUrl: string): Promise<Started> {
  return start(process.execPath, ['--require', 'reflect-metadata', REPLICA], { env: { REPLICA: name, PORT: String(port), REDIS_URL: redisUrl, STATE_SECRET: 'scale-suite-shared-secret', TRUST_PROXY: TRUSTED_PROXY }, ready: /MCP endpoint: \S+/ });
}

/** Starts the whole deployment; stops what it started if any part fails. */
export async function startDeployment(): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'mcpd-scale-'));
  const started: Started[] = [];
  try {
    const redisPort = await freePort();
    let redis = await startRedis(redisPort, dir);
    started.push(redis);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const replicas: Replica[] = [];
    for (const name of ['r1', 'r2', 'r3']) {
      const port = await freePort();
      const process = await startReplica(name, port, redisUrl);
      started.push(process);
      replicas.push({ name, port, url: `http://127.0.0.1:${port}/mcp`, process });
    }
    const nginxPort = await freePort();
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, replicas));
    const nginx = await start('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {});
    started.push(nginx);
    await listening(nginxPort);
    return {
      redisUrl,
      url: `http://127.0.0.1:${nginxPort}/mcp`,
      replicas,
      async restart(replica) {
        replica.process = await startReplica(replica.name, replica.port, redisUrl);
        started.push(replica.process);
      },
      async killRedis() {
        await redis.stop('SIGKILL');
      },
      async restartRedis() {
        redis = await startRedis(redisPort, dir);
        started.push(redis);
      },
      async stop() {
        for (const p of started.reverse()) await p.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const p of started.reverse()) await p.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
