import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

/** A child process the suite started, and how to stop it. */
export interface Started {
  readonly child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a process; resolves once `ready` matches its output (stdout or stderr), or rejects when it exits first or after `ms`. */
export function start(command: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; ready?: RegExp; ms?: number }): Promise<Started> {
  const child = spawn(command, [...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`${command} did not become ready within ${options.ms ?? 20_000} ms:\n${out}`));
    }, options.ms ?? 20_000);
    const seen = (chunk: Buffer): void => {
      out += chunk.toString();
      if (options.ready?.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out, stop });
      }
    };
    // Without a readiness line, the caller waits for the port itself.
    if (!options.ready) child.once('spawn', () => (clearTimeout(timer), resolve({ child, output: () => out, stop })));
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port (polling every 50 ms, for at most `ms`). */
export async function listening(port: number, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing listens on 127.0.0.1:${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
