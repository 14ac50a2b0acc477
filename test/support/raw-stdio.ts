import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A JSON-RPC message as read off the wire. */
export type WireMessage = { [key: string]: unknown };

/**
 * Drives a stdio MCP server process with raw JSON-RPC lines. Every stdout line must parse as one JSON-RPC
 * message; anything else is recorded in `stdoutNoise` so tests can assert stdout carries only protocol.
 */
export class RawStdio {
  readonly received: WireMessage[] = [];
  readonly stdoutNoise: string[] = [];
  stderr = '';
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiters: { predicate: (m: WireMessage) => boolean; resolve: (m: WireMessage) => void }[] = [];
  private nextId = 1;

  constructor(command: string, args: readonly string[], env: Readonly<Record<string, string>> = {}) {
    this.child = spawn(command, [...args], { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      let message: WireMessage;
      try {
        message = JSON.parse(line) as WireMessage;
      } catch {
        this.stdoutNoise.push(line);
        return;
      }
      if (message === null || typeof message !== 'object' || message.jsonrpc !== '2.0') {
        this.stdoutNoise.push(line);
        return;
      }
      this.received.push(message);
      for (const waiter of [...this.waiters]) {
        if (waiter.predicate(message)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
  }

  /** Writes raw text as it is (lines, partial lines, hostile bytes). */
  sendRaw(text: string): void {
    this.child.stdin.write(text);
  }

  /** The exit code once the process ended; null while it runs. */
  get exitCode(): number | null {
    return this.child.exitCode;
  }

  /** Writes one message as one line. */
  send(message: WireMessage): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  /** Resolves with the first message (already received or still to come) that matches, or rejects after `ms`. */
  waitFor(predicate: (m: WireMessage) => boolean, ms = 5000): Promise<WireMessage> {
    const seen = this.received.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { predicate, resolve: (m: WireMessage) => (clearTimeout(timer), resolve(m)) };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no matching message within ${ms} ms; stderr: ${this.stderr.slice(-500)}`));
      }, ms);
      this.waiters.push(waiter);
    });
  }

  /** Sends a request and resolves with its response message. */
  request(method: string, params?: WireMessage, id: number = this.nextId++): Promise<WireMessage> {
    this.send({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
    return this.waitFor((m) => m.id === id && ('result' in m || 'error' in m));
  }

  /** initialize + notifications/initialized; resolves with the initialize result. */
  async initialize(protocolVersion: string, capabilities: WireMessage = {}): Promise<WireMessage> {
    const response = await this.request('initialize', { protocolVersion, capabilities, clientInfo: { name: 'raw-stdio', version: '0' } });
    this.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    return response.result as WireMessage;
  }

  /** Closes stdin and waits for the process to exit. */
  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}
