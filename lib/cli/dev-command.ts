import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { PortUnavailableError } from '../errors/port-unavailable.error.js';
import { EXPORT, fail, parse, parsePort } from './cli-args.js';
import { startDevPreview } from './dev-preview.js';
import { resolveModulePath } from './load-server.js';
import { DEV_USAGE } from './usage.js';

/** What `mcp-decorators dev` runs. */
export interface DevOptions {
  /** The module to serve (resolved): compiled JavaScript, or a `.ts`/`.mts`/`.cts` source run through mcp-decorators/register. */
  readonly module: string;
  /** The folder whose changes restart the server (the build output, or the sources of a `.ts` module). */
  readonly watchDir: string;
  readonly port: number;
  readonly host: string;
  /** A build watcher to run beside it, e.g. `tsc --watch --preserveWatchOutput`. */
  readonly build?: string;
  /** The export that is the server, passed on to `serve --export`. */
  readonly exportName?: string;
  /** The CLI entry the server runs under (`mcp-decorators serve … --http`). */
  readonly cli: string;
  /** Quiet time after the last change before restarting, in ms; a build writes many files at once. */
  readonly settleMs?: number;
  readonly out: (line: string) => void;
  /** Called with the MCP endpoint each time the server is up (after its banner lines). */
  readonly onUp?: (url: string) => void;
}

/** A running dev loop. */
export interface DevLoop {
  /** Stops the server, the build watcher and the file watcher. */
  stop(): Promise<void>;
}

/** A free port on the host, found once so the endpoint keeps its URL across restarts. */
export async function freePort(host: string): Promise<number> {
  return listenOnce(host, 0);
}

/** Listens on the port and closes again at once; gives the port it listened on, or rejects with the listen error. */
async function listenOnce(host: string, port: number): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, host, () => resolve()));
  const bound = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return bound;
}

/**
 * Throws PortUnavailableError (MCPD_PORT_IN_USE, MCPD_PORT_DENIED) when the port cannot be listened on now: dev says
 * so at once instead of waiting for a file change, which could not free it.
 * @example await assertPortFree('127.0.0.1', 3000);
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  await listenOnce(host, port).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') throw new PortUnavailableError(port, host, 'in-use', error);
    if (error.code === 'EACCES') throw new PortUnavailableError(port, host, 'denied', error);
    throw error;
  });
}

/** The register entry beside this CLI (dist/lib/register/index.js), which compiles TypeScript with decorator metadata. */
function registerUrl(): string {
  return new URL('../register/index.js', import.meta.url).href;
}

/** Whether the module is a TypeScript source, served through the register hook instead of a build. */
export function isTypeScriptModule(module: string): boolean {
  return /\.(?:ts|mts|cts)$/.test(module) && !/\.d\.[cm]?ts$/.test(module);
}

function ended(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Serves the module over Streamable HTTP in a child process and starts it again whenever the watched folder
 * changes (a new process, so every changed file is loaded afresh). Prints the endpoint and how to connect MCP
 * Inspector each time it is up; a module that fails to load is reported and the loop waits for the next change.
 * A `.ts` module runs from its sources (`node --import mcp-decorators/register`), so no build watcher is needed.
 * @example const loop = startDevLoop({ module: 'dist/server.js', watchDir: 'dist', port: 3000, host: '127.0.0.1', cli, out: console.error });
 */
export function startDevLoop(options: DevOptions): DevLoop {
  let server: ChildProcess | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  const changed = new Set<string>();
  const shown = relative(process.cwd(), options.module) || options.module;

  const start = (reason: string): void => {
    const args = [...(isTypeScriptModule(options.module) ? ['--import', registerUrl()] : []), options.cli, 'serve', options.module, '--http', '--port', String(options.port), '--host', options.host, ...(options.exportName ? ['--export', options.exportName] : [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    server = child;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /^MCP endpoint: (\S+)/.exec(line)?.[1];
      if (!url) return options.out(line);
      options.out(`mcp-decorators dev: ${reason} ${shown} at ${url}`);
      options.out(`  MCP Inspector: npx @modelcontextprotocol/inspector  → transport "Streamable HTTP", URL ${url}`);
      options.out(`  restarts when ${relative(process.cwd(), options.watchDir) || '.'}/ changes; Ctrl+C stops`);
      options.onUp?.(url);
    });
    child.once('exit', (code, signal) => {
      if (server === child && !stopping && signal === null) options.out(`mcp-decorators dev: the server exited (code ${code}); fix it and save, it restarts on the next change`);
    });
  };

  const restart = async (): Promise<void> => {
    const files = [...changed].slice(0, 3).join(', ');
    changed.clear();
    const previous = server;
    server = undefined;
    if (previous) {
      previous.kill('SIGTERM');
      await ended(previous);
    }
    if (!stopping) start(`restarted (${files}); serving`);
  };

  const watcher: FSWatcher = watch(options.watchDir, { recursive: true }, (_event, file) => {
    if (stopping || (file !== null && /(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(file))) return;
    changed.add(file ?? '?');
    clearTimeout(timer);
    timer = setTimeout(() => void restart(), options.settleMs ?? 300);
  });

  // Its own process group, so that stopping it stops what the shell started (tsc --watch) too.
  const build = options.build ? spawn(options.build, { shell: true, detached: true, stdio: ['ignore', 'inherit', 'inherit'] }) : undefined;
  start('serving');

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      watcher.close();
      server?.kill('SIGTERM');
      if (build?.pid !== undefined && build.exitCode === null) {
        try {
          process.kill(-build.pid, 'SIGTERM');
        } catch {
          build.kill('SIGTERM');
        }
      }
      await Promise.all([server, build].filter((c): c is ChildProcess => c !== undefined).map(ended));
    },
  };
}

/**
 * `mcp-decorators dev <module>`: the dev loop beside the view preview, until Ctrl+C. `cliUrl` is the CLI entry's URL,
 * which each restart runs as `serve … --http`.
 * @example await dev(['dist/server.js', '--port', '3000'], import.meta.url)
 */
export async function dev(args: string[], cliUrl: string): Promise<void> {
  const { values, positionals } = parse(args, { port: { type: 'string' }, host: { type: 'string' }, watch: { type: 'string' }, build: { type: 'string' }, ...EXPORT }, DEV_USAGE);
  if (values.help) return void process.stdout.write(`${DEV_USAGE}\n`);
  if (positionals.length !== 1) fail('dev takes one module', DEV_USAGE);
  const module = resolveModulePath(positionals[0]!);
  const host = values.host ?? '127.0.0.1';
  const requested = parsePort(values.port ?? process.env.PORT ?? '3000');
  const port = requested === 0 ? await freePort(host) : requested;
  if (requested !== 0) await assertPortFree(host, port);
  const out = (line: string): void => void process.stdout.write(`${line}\n`);
  // The view preview (on 127.0.0.1, a free port): asks the current server on every request; open pages reload after a restart.
  let endpoint = '';
  let ups = 0;
  const preview = await startDevPreview(() => endpoint);
  const onUp = (url: string): void => {
    endpoint = url;
    out(`  View preview: ${preview.url} (a form per tool with a view, rendered through the MCP Apps host bridge)`);
    if (ups++ > 0) preview.reload();
  };
  const loop = startDevLoop({ module, watchDir: values.watch ?? dirname(module), port, host, build: values.build, cli: fileURLToPath(cliUrl), exportName: values.export, out, onUp });
  const stop = () => void Promise.all([loop.stop(), preview.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
