import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PEERS_DIR } from './peers.js';
import { STATELESS, requestText, type Era } from './requests.js';

/** A server process the bench started, and the loopback port it announced. */
export interface Started {
  readonly port: number;
  readonly child: ChildProcess;
}

/**
 * Starts `node script ...args` and waits for the `{"port":N}` line it prints on stdout (other lines, such as a
 * framework's own banner, are skipped). Fails with the process's stderr if it exits first. It runs in bench/peers, where
 * a framework that keeps a file of its own in the working directory (mcp-use's .mcp-use/) leaves it, ignored by git.
 * `nodeFlags` go to node before the script (the mix gives every contender the same young generation).
 */
export function startServer(script: string, args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env, nodeFlags: readonly string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env, cwd: PEERS_DIR });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString('utf8');
      const match = /^\{"port":(\d+)\}$/m.exec(seen);
      if (match) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        child.off('exit', onExit);
        resolve({ port: Number(match[1]), child });
      }
    };
    const onExit = (code: number | null): void => reject(new Error(`${script} exited (${code}) before announcing its port: ${stderr}`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
    child.once('error', reject);
  });
}

/** The headers a client sends at an era: on 2026-07-28 the method (and tool) headers, on 2025 the session if any. */
export function mcpHeaders(era: Era, version: string, method: string, name?: string, session?: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': version };
  if (era === STATELESS) {
    headers['mcp-method'] = method;
    if (name !== undefined) headers['mcp-name'] = name;
  }
  if (session !== undefined) headers['mcp-session-id'] = session;
  return headers;
}

/** One JSON-RPC answer over HTTP: the status, the session header, and the message (from JSON or from an SSE stream). */
export interface Answer {
  readonly status: number;
  readonly session?: string;
  readonly message?: { result?: Record<string, unknown>; error?: { code: number; message: string } };
}

/** POSTs one message and reads its answer, whether the server replies with JSON or with an SSE stream. */
export async function post(port: number, headers: Record<string, string>, body: string): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers, body });
  const text = await response.text();
  const session = response.headers.get('mcp-session-id') ?? undefined;
  const json = response.headers.get('content-type')?.includes('text/event-stream')
    ? text.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).find((data) => data.startsWith('{'))
    : text;
  let message: Answer['message'];
  try {
    message = json ? (JSON.parse(json) as Answer['message']) : undefined;
  } catch {
    message = undefined;
  }
  return { status: response.status, session, message };
}

/** What a client holds after opening: the protocol version to send and the session to name (none when sessionless). */
export interface Opened {
  readonly version: string;
  readonly session?: string;
}

/** Opens like a client at an era: on 2025 an initialize (and its notification), keeping the session it is given. */
export async function openClient(port: number, era: Era): Promise<Opened> {
  if (era === STATELESS) return { version: STATELESS };
  const init = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: era, capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
  const answer = await post(port, mcpHeaders(era, era, 'initialize'), init);
  const version = answer.message?.result?.protocolVersion;
  if (answer.status !== 200 || typeof version !== 'string') throw new Error(`initialize answered ${answer.status}: ${JSON.stringify(answer.message)}`);
  const notice = await fetch(`http://127.0.0.1:${port}/mcp`, { method: 'POST', headers: mcpHeaders(era, version, 'notifications/initialized', undefined, answer.session), body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
  await notice.arrayBuffer();
  return { version, session: answer.session };
}

/** The text of request `id` at an era: tools/list, or a tools/call of `name` with `args`. */
export function mixRequest(era: Era, id: number, name?: string, args?: Record<string, unknown>): string {
  return name === undefined ? requestText(era, id, 'tools/list') : requestText(era, id, 'tools/call', { name, arguments: args });
}

/** A JSON Schema without the keys that only name its dialect, keys sorted, for comparing two servers' listings. */
export function canonicalSchema(schema: unknown): string {
  const sort = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sort);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.keys(value).filter((key) => key !== '$schema').sort().map((key) => [key, sort((value as Record<string, unknown>)[key])]));
  };
  return JSON.stringify(sort(schema));
}

/** The peak resident set of a process (VmHWM), in MiB, where /proc is there. */
export function peakRssMiB(pid: number | undefined): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
