import { expect } from 'chai';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { request as nodeRequest } from 'node:http';
import { Ctx, Param, Tool, serveHttp, type DecoratedMcpServer, type HttpServerHandle, type McpContext, type ServeHttpOptions } from '../../../../lib/index.js';
import { createHttpEntry, type HttpEntry, type HttpEntryOptions } from '../../../../lib/http/index.js';
import { closeServers, serve } from '../../serve.js';
import { JSON_HEADERS, post2026, postMessage as post } from '../../../support/wire.js';

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

export class ConfirmForm {
  @IsBoolean() confirm!: boolean;
  @IsString() @IsOptional() note?: string;
}

/** Tools the HTTP tests call: plain, progress, logging, elicitation and a stream-dropping one. */
export class HttpTools {
  @Tool({ description: 'Adds two numbers' })
  add(@Param('a') a: number, @Param('b') b: number): string {
    return String(a + b);
  }

  @Tool()
  async steps(@Ctx() ctx: McpContext): Promise<string> {
    await ctx.progress(1, 3, 'one');
    await ctx.progress(2, 3, 'two');
    await ctx.progress(3, 3, 'three');
    return 'stepped';
  }

  @Tool()
  chatty(@Ctx() ctx: McpContext): string {
    ctx.log.info('first');
    ctx.log.log('warning', { code: 7 }, 'db');
    return 'logged';
  }

  @Tool()
  async confirm(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(ConfirmForm, 'Proceed?');
    if (answer.action !== 'accept') return answer.action;
    return `confirm=${answer.content.confirm} note=${answer.content.note ?? '-'}`;
  }

  /**
   * Logs, drops its SSE stream, then finishes a moment later: the delay is the server's own behaviour (a
   * long-running operation), so the result can only reach the client through resumption.
   */
  @Tool()
  async resumable(@Ctx() ctx: McpContext): Promise<string> {
    ctx.log.info('before the drop');
    const closed = ctx.closeSseStream();
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
    ctx.log.info('after the drop');
    return `resumed closed=${closed}`;
  }

  /** Reports whether a stream could be closed, without waiting. */
  @Tool()
  canClose(@Ctx() ctx: McpContext): string {
    return `closed=${ctx.closeSseStream()}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Servers, closed after each test

const handles: HttpServerHandle[] = [];
const entries: HttpEntry[] = [];

/** A `test` server over HttpTools (closed by `closeAll`). */
export function httpServer(): DecoratedMcpServer {
  return serve([HttpTools]);
}

/** Serves a fresh server on 127.0.0.1, a free port; closed by `closeAll`. */
export async function listen(options: ServeHttpOptions = {}, server: DecoratedMcpServer = httpServer()): Promise<HttpServerHandle> {
  const handle = await serveHttp(server, { port: 0, ...options });
  handles.push(handle);
  return handle;
}

/** A fetch-shaped entry with no socket; closed by `closeAll`. */
export function entryFor(options: HttpEntryOptions = {}, server: DecoratedMcpServer = httpServer()): HttpEntry {
  const entry = createHttpEntry(server, options);
  entries.push(entry);
  return entry;
}

/** Closes every handle, entry and server of the test; use in afterEach. */
export async function closeAll(): Promise<void> {
  await Promise.all(handles.splice(0).map((h) => h.close()));
  await Promise.all(entries.splice(0).map((e) => e.close()));
  await closeServers();
}

// ---------------------------------------------------------------------------------------------------------------
// Raw HTTP

export { JSON_HEADERS, post };
export const ACCEPT_BOTH = JSON_HEADERS.accept;

export function initializeMessage(protocolVersion = '2025-11-25', capabilities: object = {}, id: number | string = 1): object {
  return { jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion, capabilities, clientInfo: { name: 'raw', version: '1.0.0' } } };
}

/** One parsed SSE event. */
export interface SseEvent {
  readonly event?: string;
  readonly id?: string;
  readonly retry?: string;
  /** The data lines joined; '' for an event whose `data:` was empty; undefined without a data line. */
  readonly data?: string;
}

function parseEvent(block: string): SseEvent | undefined {
  const fields: { [key: string]: string } = {};
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else fields[name] = value;
  }
  if (Object.keys(fields).length === 0 && data.length === 0) return undefined;
  return { ...fields, ...(data.length > 0 ? { data: data.join('\n') } : {}) };
}

/** Reads the SSE events of a response body one at a time. */
export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private ended = false;
  /** Every event read so far. */
  readonly events: SseEvent[] = [];

  constructor(response: Response) {
    if (!response.body) throw new Error('the response has no body');
    this.reader = response.body.getReader();
  }

  /** The next event, or undefined when the stream ended. */
  async next(): Promise<SseEvent | undefined> {
    for (;;) {
      const boundary = this.buffer.search(/\r?\n\r?\n/);
      if (boundary !== -1) {
        const block = this.buffer.slice(0, boundary);
        this.buffer = this.buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        const event = parseEvent(block);
        if (event) {
          this.events.push(event);
          return event;
        }
        continue;
      }
      if (this.ended) return undefined;
      const { done, value } = await this.reader.read();
      if (done) this.ended = true;
      else this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** Reads until an event matches (returned) or the stream ends (undefined). */
  async until(predicate: (event: SseEvent) => boolean): Promise<SseEvent | undefined> {
    for (;;) {
      const event = await this.next();
      if (!event || predicate(event)) return event;
    }
  }

  /** Reads to the end of the stream and returns every event read. */
  async rest(): Promise<SseEvent[]> {
    while (await this.next());
    return this.events;
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

/** The JSON-RPC messages carried by SSE events (events without data, such as priming events, are skipped). */
export function messagesOf(events: readonly SseEvent[]): any[] {
  return events.filter((e) => e.data !== undefined && e.data !== '').map((e) => JSON.parse(e.data!));
}

/** The JSON-RPC message answering `id` in an SSE or JSON response body. */
export async function answerOf(response: Response, id: number | string): Promise<any> {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) return response.json();
  const reader = new SseReader(response);
  const event = await reader.until((e) => !!e.data && JSON.parse(e.data).id === id);
  await reader.cancel();
  if (!event) throw new Error(`the stream ended without an answer to ${id}: ${JSON.stringify(reader.events)}`);
  return JSON.parse(event.data!);
}


/** Opens a session with raw fetch (initialize + notifications/initialized) and returns its id. */
export async function openSession(url: string, protocolVersion = '2025-11-25', capabilities: object = {}): Promise<string> {
  const response = await post(url, initializeMessage(protocolVersion, capabilities));
  expect(response.status).to.equal(200);
  const sessionId = response.headers.get('mcp-session-id');
  expect(sessionId, 'mcp-session-id').to.be.a('string');
  const answer = await answerOf(response, 1);
  expect(answer.result.protocolVersion).to.equal(protocolVersion);
  const initialized = await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, { 'mcp-session-id': sessionId!, 'mcp-protocol-version': protocolVersion });
  expect(initialized.status).to.equal(202);
  return sessionId!;
}

/** What a JSON-RPC error body over HTTP must look like: JSON, `jsonrpc`, `error.code`, `error.message`, no stack. */
export async function expectHttpError(response: Response, status: number, code: number): Promise<{ code: number; message: string }> {
  const text = await response.text();
  expect(response.status, `status of ${text}`).to.equal(status);
  expect(response.headers.get('content-type')).to.match(/^application\/json/);
  const body = JSON.parse(text);
  expect(body.jsonrpc).to.equal('2.0');
  expect(body.error.code, text).to.equal(code);
  expect(body.error.message).to.be.a('string').and.not.equal('');
  expect(text).to.not.contain('    at ');
  expect(text).to.not.match(/\.(js|ts):\d+/);
  return body.error;
}

/** A response read by node:http, which (unlike fetch) lets a test choose the `Host` header. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends one HTTP request with exactly these headers (including `Host`) over a fresh socket. Rejects when no
 * complete response arrives within `ms`.
 */
export function rawRequest(port: number, options: { method?: string; path?: string; headers: Record<string, string>; body?: string }, ms = 3000): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = nodeRequest({ host: '127.0.0.1', port, method: options.method ?? 'POST', path: options.path ?? '/mcp', headers: options.headers, agent: false, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode!, headers: res.headers, body });
      });
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no complete response within ${ms} ms`));
    }, ms);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(options.body);
  });
}

/** An initialize POST as rawRequest sends it, with the given `Host` and extra headers. */
export function rawInitialize(port: number, host: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const body = JSON.stringify(initializeMessage());
  return rawRequest(port, { headers: { host, ...JSON_HEADERS, 'content-length': String(Buffer.byteLength(body)), ...headers }, body });
}

/**
 * Calls the `add` tool through a mounted endpoint the way a 2025-11-25 client does (initialize, then tools/call in
 * the session) and the way a 2026-07-28 client does (one POST with the envelope); resolves with both answers' text.
 */
export async function callAddThrough(url: string): Promise<{ session: string; stateless: string }> {
  const sessionId = await openSession(url);
  const called = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'add', arguments: { a: 3, b: 4 } } }, { 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' });
  expect(called.status).to.equal(200);
  const session = (await answerOf(called, 2)).result.content[0].text as string;
  const once = await post2026(url, 'tools/call', { name: 'add', arguments: { a: 5, b: 6 } }, { id: 3, clientInfo: { name: 'raw', version: '0' } });
  expect(once.status, await once.clone().text()).to.equal(200);
  const stateless = (await answerOf(once, 3)).result.content[0].text as string;
  return { session, stateless };
}
