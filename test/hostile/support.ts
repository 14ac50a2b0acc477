import { expect } from 'chai';
import { IsBoolean } from 'class-validator';
import { PassThrough } from 'node:stream';
import { envelope as envelopeOf, postMessage } from '../support/wire.js';
import { Ctx, Int, Param, Prompt, Resource, ResourceTemplate, Tool, createServer, serveHttp, serveStdio, type DecoratedMcpServer, type HttpServerHandle, type McpContext, type ServeHttpOptions } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

/** Every revision the hostile suite attacks, oldest first. */
export const ALL_REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;
export type AnyRevision = (typeof ALL_REVISIONS)[number];
export const STATELESS = '2026-07-28';

/** The codes a server may answer with on these revisions. */
export const SPEC_CODES = new Set([-32700, -32600, -32601, -32602, -32603, -32002, -32020, -32021, -32022]);

export class Confirm {
  @IsBoolean() confirm!: boolean;
}

/** What the suite serves: tools that record their runs, one that asks for input, a prompt, a resource and a template. */
export class HostileTools {
  readonly runs: string[] = [];

  @Tool({ description: 'Echoes text' })
  echo(@Param('text') text: string): string {
    return text;
  }

  @Tool({ description: 'Writes a note (the suite checks it never runs for a refused request)' })
  record(@Param('note') note: string): string {
    this.runs.push(note);
    return `recorded ${note}`;
  }

  @Tool({ description: 'Takes its time' })
  async slow(@Param('ms', { type: () => Int, minimum: 0, maximum: 20_000 }) ms: number, @Ctx() ctx: McpContext): Promise<string> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      ctx.signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });
    return `slept ${ms}`;
  }

  @Tool({ description: 'Asks the user first' })
  async confirm(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(Confirm, 'Proceed?');
    return answer.action === 'accept' ? `confirmed ${answer.content.confirm}` : answer.action;
  }

  @Prompt({ description: 'Greets someone' })
  greet(@Param('name') name: string): string {
    return `Hello ${name}`;
  }

  @Resource('test://static', { mimeType: 'text/plain' })
  fixed(): string {
    return 'static text';
  }

  @ResourceTemplate('test://template/{id}/data', { mimeType: 'text/plain' })
  data(@Param('id') id: string): string {
    return `data for ${String(id)}`;
  }
}

const servers: DecoratedMcpServer[] = [];
const handles: HttpServerHandle[] = [];

/** A fresh server over a fresh HostileTools instance (closed by `closeHostile`). */
export function hostileServer(tools = new HostileTools(), options: { readonly toolTimeoutMs?: number } = {}): { server: DecoratedMcpServer; tools: HostileTools } {
  const server = createServer({ name: 'hostile', version: '1.0.0', classes: [tools], diagnostics: silentDiagnostics, ...options });
  servers.push(server);
  return { server, tools };
}

export async function closeHostile(): Promise<void> {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
}

/** The per-request `_meta` envelope of 2026-07-28. */
export function envelope(capabilities: object = {}): Record<string, unknown> {
  return envelopeOf({ revision: STATELESS, capabilities, clientInfo: { name: 'hostile', version: '0' } });
}

/** A well-formed request at `revision` (the envelope added on 2026-07-28). */
export function request(revision: string, id: string | number, method: string, params: Record<string, unknown> = {}): Record<string, unknown> {
  const meta = revision === STATELESS ? { _meta: { ...envelope(), ...((params._meta as object | undefined) ?? {}) } } : {};
  return { jsonrpc: '2.0', id, method, params: { ...params, ...meta } };
}

/** What came back for one message: the HTTP status (HTTP only) and the JSON-RPC messages. */
export interface Exchange {
  readonly status?: number;
  readonly messages: readonly any[];
  /** The raw text written back, for checks such as "no stack on the wire". */
  readonly text: string;
}

/** One attacked endpoint at one revision. */
export interface Peer {
  readonly transport: 'stdio' | 'http';
  readonly revision: AnyRevision;
  /**
   * Sends one raw line or body and resolves with its answers. On stdio, `expect` (an id, or a test of a message)
   * makes it wait for that answer too, beyond what arrives at once.
   */
  exchange(raw: string, expect?: string | number | ((message: any) => boolean)): Promise<Exchange>;
  /** Every line written to the protocol channel so far (stdio). */
  readonly wire: readonly string[];
  close(): Promise<void>;
}

let sentinels = 0;

/** A stdio peer in this process: the server's stdin and stdout are pipes the test holds. */
export async function stdioPeer(revision: AnyRevision, server = hostileServer().server, maxLineBytes?: number): Promise<Peer> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const wire: string[] = [];
  const messages: any[] = [];
  const waiters: { readonly test: (m: any) => boolean; readonly resolve: () => void }[] = [];
  let buffered = '';
  stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let newline: number;
    while ((newline = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      wire.push(line);
      // A batch answer is one message here: an array.
      const m: unknown = JSON.parse(line);
      messages.push(m);
      for (const w of [...waiters]) if (w.test(m)) (waiters.splice(waiters.indexOf(w), 1), w.resolve());
    }
  });
  const waitFor = (test: (m: any) => boolean, from = 0, ms = 3000): Promise<void> => {
    if (messages.slice(from).some(test)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`stdio ${revision}: no answer within ${ms} ms to ${lastSent.slice(0, 500)}; wire: ${wire.slice(-5).join('\n')}`)), ms);
      waiters.push({ test, resolve: () => (clearTimeout(timer), resolve()) });
    });
  };
  await serveStdio(server, { stdin, stdout, ...(maxLineBytes !== undefined ? { maxLineBytes } : {}) });
  let lastSent = '';
  const write = (raw: string): void => {
    if (!raw.includes('sentinel-')) lastSent = raw;
    stdin.write(`${raw}\n`);
  };
  if (revision !== STATELESS) {
    write(JSON.stringify({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: revision, capabilities: { elicitation: {} }, clientInfo: { name: 'hostile', version: '0' } } }));
    await waitFor((m) => m.id === 'init');
    write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  }
  return {
    transport: 'stdio',
    revision,
    wire,
    async exchange(raw, expectId) {
      const from = messages.length;
      const fromLine = wire.length;
      write(raw);
      // A ping behind it: once its answer arrived, everything the message caused right away has been written.
      const sentinel = `sentinel-${++sentinels}`;
      write(JSON.stringify(request(revision, sentinel, revision === STATELESS ? 'tools/list' : 'ping')));
      await waitFor((m) => m.id === sentinel, from);
      if (typeof expectId === 'function') await waitFor(expectId, from);
      else if (expectId !== undefined) await waitFor((m) => m.id === expectId || (Array.isArray(m) && m.some((x: any) => x.id === expectId)), from);
      const got = messages.slice(from).filter((m) => m.id !== sentinel);
      return { messages: got, text: wire.slice(fromLine).join('\n') };
    },
    async close() {
      stdin.end();
      await server.close();
    },
  };
}

/** Reads the JSON-RPC messages of an HTTP answer (JSON or SSE). */
export async function messagesOfResponse(response: Response): Promise<{ messages: any[]; text: string }> {
  const text = await response.text();
  if (text === '') return { messages: [], text };
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const parsed: unknown = JSON.parse(text);
    return { messages: Array.isArray(parsed) ? parsed : [parsed], text };
  }
  const messages = text
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n'))
    .filter((data) => data !== '')
    .map((data) => JSON.parse(data));
  return { messages, text };
}

const HEADER_SAFE = /^[\x20-\x7e]*$/;

function headerName(message: unknown): Record<string, string> {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return {};
  const m = message as { method?: unknown; params?: { name?: unknown; uri?: unknown } };
  const headers: Record<string, string> = {};
  if (typeof m.method === 'string' && HEADER_SAFE.test(m.method)) headers['mcp-method'] = m.method;
  const name = m.method === 'resources/read' ? m.params?.uri : m.params?.name;
  if (typeof name === 'string' && HEADER_SAFE.test(name)) headers['mcp-name'] = name;
  return headers;
}

/** An HTTP peer: a real socket on 127.0.0.1; a session opened at the session revisions, stateless POSTs on 2026-07-28. */
export async function httpPeer(revision: AnyRevision, server = hostileServer().server, options: ServeHttpOptions = {}): Promise<Peer & { readonly url: string; readonly handle: HttpServerHandle; readonly headers: Record<string, string> }> {
  const handle = await serveHttp(server, { port: 0, ...options });
  handles.push(handle);
  const base: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': revision };
  if (revision !== STATELESS) {
    const init = await postMessage(handle.url, { jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: revision, capabilities: { elicitation: {} }, clientInfo: { name: 'hostile', version: '0' } } });
    expect(init.status).to.equal(200);
    base['mcp-session-id'] = init.headers.get('mcp-session-id')!;
    await init.text();
    const initialized = await postMessage(handle.url, { jsonrpc: '2.0', method: 'notifications/initialized' }, base);
    expect(initialized.status).to.equal(202);
  }
  return {
    transport: 'http',
    revision,
    url: handle.url,
    handle,
    headers: base,
    wire: [],
    async exchange(raw) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.replace(/^\ufeff/, ''));
      } catch {
        parsed = undefined;
      }
      const headers = revision === STATELESS ? { ...base, ...headerName(parsed) } : base;
      const response = await postMessage(handle.url, raw, headers);
      const { messages, text } = await messagesOfResponse(response);
      return { status: response.status, messages, text };
    },
    close: () => handle.close(),
  };
}

/** Both transports at one revision. */
export function peerFor(transport: 'stdio' | 'http', revision: AnyRevision, server?: DecoratedMcpServer): Promise<Peer> {
  return transport === 'stdio' ? stdioPeer(revision, server) : httpPeer(revision, server);
}

/** The one answer to `id` among what came back (and that there is exactly one). */
export function theAnswer(exchange: Exchange, id: string | number | null): any {
  const answers = exchange.messages.filter((m) => !Array.isArray(m) && m.id === id && ('result' in m || 'error' in m));
  expect(answers, `answers to ${JSON.stringify(id)} in ${exchange.text}`).to.have.length(1);
  return answers[0];
}

/** Asserts that the text written back carries no stack trace and none of the server's internals. */
export function expectClean(text: string): void {
  expect(text).to.not.match(/\n\s+at /);
  expect(text).to.not.match(/\.(js|ts):\d+:\d+/);
  expect(text).to.not.match(/"(secret|core|sealer|catalogue|registry)"/);
  expect(text).to.not.contain('"type":"Buffer"');
}

/** A snapshot of Object.prototype's own properties, to compare after an attack. */
export function prototypeSnapshot(): string {
  return Reflect.ownKeys(Object.prototype)
    .map((key) => {
      const d = Object.getOwnPropertyDescriptor(Object.prototype, key)!;
      return `${String(key)}:${typeof d.value}:${String(d.writable)}:${String(d.enumerable)}:${typeof d.get}`;
    })
    .join('|') + `|proto=${String(Object.getPrototypeOf(Object.prototype))}|extensible=${Object.isExtensible(Object.prototype)}`;
}
