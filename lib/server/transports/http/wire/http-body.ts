import type { IncomingMessage } from 'node:http';
import { RequestAbortedError } from '../../../../errors/request-aborted.error.js';

import { McpDecoratorsError } from '../../../../errors/mcp-decorators-error.js';

/** Thrown while reading a body that is over the limit (answered with 413). */
export class BodyTooLargeError extends McpDecoratorsError {
  readonly code = 'MCPD_BODY_TOO_LARGE';

  constructor(readonly limit: number) {
    super(`the request body is over the limit of ${limit} bytes; send less, or raise maxBodyBytes`);
  }
}

/** A body some middleware already parsed (Express's `express.json()`, Fastify), used as it is. */
export interface ParsedBody {
  readonly parsed: unknown;
}

/** Reads a request body as text (or hands on one already parsed) within a byte limit; rejects with BodyTooLargeError past it. */
export type BodyReader = (limit: number) => Promise<string | ParsedBody>;

/** Thrown when the body stream was consumed by someone else and nothing says what it held. */
export class BodyAlreadyReadError extends McpDecoratorsError {
  readonly code = 'MCPD_BODY_ALREADY_READ';

  constructor() {
    super('the request body was already read by another handler (a body parser?) and req.body is not set: mount the MCP handler before that middleware, or use one that leaves what it parsed in req.body (express.json() does)');
  }
}

function declaredLength(value: string | null | undefined): number {
  return value === null || value === undefined ? NaN : Number(value);
}

/** Reads a web `Request` body as text, refusing more than `limit` bytes (declared or streamed). */
export async function readWebBody(request: Request, limit: number): Promise<string> {
  if (declaredLength(request.headers.get('content-length')) > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads a node request body as text, however it is sent (Content-Length or chunked), refusing more than
 * `limit` bytes. On refusal it stops collecting but leaves the request readable, so the caller can answer
 * 413 and drain the rest instead of resetting the connection under the client.
 */
export function readNodeBody(req: IncomingMessage, limit: number): Promise<string> {
  if (declaredLength(req.headers['content-length']) > limit) return Promise.reject(new BodyTooLargeError(limit));
  // Waiting for 'end' on a stream that already ended would wait forever.
  if (req.readableEnded) return Promise.reject(new BodyAlreadyReadError());
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onClose = (): void => {
      cleanup();
      reject(new RequestAbortedError('client-gone', 'the client closed the connection before the body was complete'));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * A body a middleware already parsed, within the same limit as a read one: text and bytes (`express.text()`,
 * `express.raw()`) are handed on as text to be parsed as usual, anything else as the parsed value, measured
 * as its JSON. The declared Content-Length counts too.
 */
export function preParsedBody(value: unknown, req: IncomingMessage, limit: number): string | ParsedBody {
  if (declaredLength(req.headers['content-length']) > limit) throw new BodyTooLargeError(limit);
  if (typeof value === 'string' || value instanceof Uint8Array) {
    const text = typeof value === 'string' ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('utf8');
    if (Buffer.byteLength(text) > limit) throw new BodyTooLargeError(limit);
    return text;
  }
  const json = JSON.stringify(value);
  if (json !== undefined && Buffer.byteLength(json) > limit) throw new BodyTooLargeError(limit);
  return { parsed: value };
}
