import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeOnlyError } from '../../../../errors/node-only.error.js';
import { nodeBuiltin } from '../../../../vocabulary/node-builtin.js';
import { isPlain, type HttpAnswer } from '../wire/http-answer.js';
import { McpDecoratorsError } from '../../../../errors/mcp-decorators-error.js';

/** node:stream, looked up when a node request's body becomes a web stream (only node mounts get here). */
const readableStream = () => nodeBuiltin('node:stream', () => new NodeOnlyError('the node mounts (nodeHandler, expressHandler, fastifyHandler)', 'node:stream', 'On a fetch runtime serve createHttpEntry(server).fetch from mcp-decorators/fetch.'));

/** Methods a web `Request` cannot represent; node would otherwise throw while building one. */
const UNREPRESENTABLE = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** Most bytes of an over-limit body read and thrown away before the connection is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** Longest wait for the rest of an over-limit body before the connection is cut. */
const DRAIN_TIMEOUT_MS = 2_000;

/** Why a node request cannot become a web `Request`, as the 4xx answer it gets; undefined when it can. */
export function unrepresentable(req: IncomingMessage): { readonly status: number; readonly message: string; readonly headers?: Record<string, string> } | undefined {
  if (req.method === undefined || UNREPRESENTABLE.has(req.method.toUpperCase())) {
    return { status: 405, message: `Method ${req.method ?? '(none)'} not allowed`, headers: { allow: 'GET, POST, DELETE' } };
  }
  // HTTP/1.1 clients must send Host (node refuses them itself); HTTP/1.0 ones may not, and are refused here.
  if (req.headers.host === undefined || req.headers.host === '') return { status: 400, message: 'Bad Request: the Host header is required' };
  return undefined;
}

/** A node request as a web framework hands it on: Express keeps the path before its mount point in `originalUrl`. */
export type MountedRequest = IncomingMessage & { readonly originalUrl?: string };

/** Thrown when a node request cannot be read as a web `Request`; the message names the part and why. */
export class UnreadableRequestError extends McpDecoratorsError {
  readonly code = 'MCPD_UNREADABLE_REQUEST';

  constructor(message: string) {
    super(message);
  }
}

/** The origin a Host header names; throws UnreadableRequestError when it is not a host name with an optional port. */
function originOf(host: string): URL {
  let origin: URL;
  try {
    origin = new URL(`http://${host}`);
  } catch {
    throw new UnreadableRequestError(`the Host header ${JSON.stringify(host)} is not a host name with an optional port`);
  }
  if (origin.username !== '' || origin.password !== '' || origin.pathname !== '/' || origin.search !== '' || origin.hash !== '') {
    throw new UnreadableRequestError(`the Host header ${JSON.stringify(host)} is not a host name with an optional port`);
  }
  return origin;
}

// The last Host header found good: nearly every request to a server names the same one, checked once.
let goodHost: string | undefined;

/** True once `host` is a host name with an optional port; throws UnreadableRequestError (as requestUrlOf does) when not. */
export function checkedHost(host: string): boolean {
  if (host !== goodHost) {
    originOf(host);
    goodHost = host;
  }
  return true;
}

/** The path of a node request as it came: the full path when a framework mounted the handler below a prefix. */
export function requestPathOf(req: MountedRequest): string {
  return typeof req.originalUrl === 'string' && req.originalUrl !== '' ? req.originalUrl : req.url ?? '/';
}

/**
 * The URL of a node request, from its `Host` header and its path (the full path when a framework mounted the
 * handler below a prefix); throws UnreadableRequestError naming which of the two is wrong.
 */
export function requestUrlOf(req: MountedRequest): URL {
  const origin = originOf(req.headers.host ?? 'localhost');
  const path = requestPathOf(req);
  try {
    return new URL(path, origin);
  } catch {
    throw new UnreadableRequestError(`the request path ${JSON.stringify(path)} is not a valid path`);
  }
}

/**
 * Turns a node request into a web `Request` whose signal aborts when the client goes away. With
 * `withBody: false` the body is left in the node stream for the caller to read. Throws
 * UnreadableRequestError naming the header or path that cannot be carried.
 */
export function toWebRequest(req: MountedRequest, res: ServerResponse, withBody = true): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(name, v);
      } catch (error) {
        throw new UnreadableRequestError(`the ${name} header cannot be read (${(error as Error).message})`);
      }
    }
  }
  const url = requestUrlOf(req);
  const hasBody = withBody && req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: readableStream().Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/** Writes a web `Response` to a node response, streaming (SSE) bodies with backpressure until either side ends. */
export async function writeWebResponse(response: Response, res: ServerResponse): Promise<void> {
  res.writeHead(response.status, headersOf(response));
  // An SSE stream may stay quiet for a while: send the status and headers now, not with the first event.
  res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve).once('close', resolve));
      if (res.destroyed) break;
    }
  } catch {
    // the client went away mid-stream; nothing more to write
  } finally {
    if (!res.writableEnded) res.end();
  }
}

/**
 * Answers a request whose body was not read to its end (it was over the limit): the whole answer is written
 * at once, the rest of the body is read and thrown away, and only then does the response end and the
 * connection close (`Connection: close`). Closing earlier would reset the connection under a client that is
 * still sending, and it might never read the answer; a client that sends too much or too slowly is cut off.
 */
export async function answerUnreadBody(answer: HttpAnswer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const text = isPlain(answer) ? answer.body : await answer.text();
  const headers = isPlain(answer) ? answer.headers : headersOf(answer);
  res.writeHead(answer.status, { ...headers, connection: 'close', 'content-length': String(Buffer.byteLength(text)) });
  res.write(text);
  if (!req.readableEnded) await new Promise<void>((resolve) => {
    let discarded = 0;
    const cut = (): void => {
      req.socket.destroy();
      resolve();
    };
    const timer = setTimeout(cut, DRAIN_TIMEOUT_MS);
    timer.unref?.();
    req.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > DRAIN_LIMIT_BYTES) cut();
    });
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    req.once('end', done);
    req.once('close', done);
    req.resume();
  });
  if (!res.writableEnded) res.end();
}
