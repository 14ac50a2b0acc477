import type { Readable, Writable } from 'node:stream';
import type { DecoratedMcpServer } from '../engine/create-server.js';
import type { ConnectionHandle } from '../engine/connection-handle.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { JsonRpcMessage, RequestId } from '../protocol/json-rpc.js';
import { parseErrorResponse } from '../protocol/message-gate.js';
import type { TransportPort } from '../protocol/transport-port.js';
import { LineReader, peekHead, type LineEvent } from './line-reader.js';
import { guardStdout, type ProtocolWrite, type StdoutGuard } from './stdout-guard.js';

/** Options of serveStdio. @example await serveStdio(server, { maxLineBytes: 16 * 1024 * 1024 }); */
export interface StdioOptions {
  /** Where messages come from; default `process.stdin`. */
  readonly stdin?: Readable;
  /** Where protocol goes (and nothing else); default `process.stdout`. */
  readonly stdout?: Writable;
  /**
   * Longest accepted line (one message) in bytes; default 4 MiB. A longer line is skipped without being
   * buffered and answered with -32600 (with its id when the id comes early in the line); the server keeps serving.
   */
  readonly maxLineBytes?: number;
  /**
   * While serving, send everything else written to `process.stdout` (`console.log`, `console.info`,
   * `console.debug`, `process.stdout.write` by your code or a library) to stderr, so that only protocol
   * reaches stdout; default true when `stdout` is `process.stdout`. Released when the connection closes.
   */
  readonly divertStdout?: boolean;
}

/** Default longest stdio line: 4 MiB. @example serveStdio(server, { maxLineBytes: 4 * DEFAULT_MAX_LINE_BYTES }) */
export const DEFAULT_MAX_LINE_BYTES = 4 * 1024 * 1024;

/**
 * Newline-delimited JSON-RPC over a pair of streams, framed by the framework itself: every line that is not
 * JSON gets -32700, an oversized line -32600, and each parsed value goes to the engine, which checks its
 * shape and answers batches. Only JSON-RPC lines are ever written to `stdout`.
 */
export class StdioTransport implements TransportPort {
  onmessage?: (message: unknown) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onunusable?: (id: RequestId, problem: string) => void;
  private readonly reader: LineReader;
  private closed = false;
  private readonly onData = (chunk: Buffer | string): void => this.reader.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
  private readonly onEnd = (): void => {
    this.reader.end();
    void this.close();
  };
  private readonly onError = (error: Error): void => this.onerror?.(error);
  // The other end went away (EPIPE): nothing more can be answered, so the connection ends.
  private readonly onOutputError = (error: Error): void => {
    this.onerror?.(error);
    void this.close();
  };
  private drained?: Promise<void>;
  private readonly write: ProtocolWrite;

  /** `guard` (see guardStdout) gives the write past the diversion of `stdout`; it is released on close. */
  constructor(private readonly stdin: Readable, private readonly stdout: Writable, private readonly maxLineBytes = DEFAULT_MAX_LINE_BYTES, private readonly guard?: StdoutGuard) {
    this.reader = new LineReader(maxLineBytes, (event) => this.line(event));
    this.write = guard ? guard.write : (text) => stdout.write(text);
  }

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.on('end', this.onEnd);
    this.stdin.on('error', this.onError);
    this.stdout.on('error', this.onOutputError);
  }

  send(message: JsonRpcMessage | readonly JsonRpcMessage[]): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.write(`${JSON.stringify(message)}\n`)) return this.drained ?? Promise.resolve();
    // One wait for the pipe to drain, shared by every write made meanwhile.
    this.drained ??= new Promise<void>((resolve) => this.stdout.once('drain', () => {
      this.drained = undefined;
      resolve();
    }));
    return this.drained;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off('data', this.onData);
    this.stdin.off('end', this.onEnd);
    this.stdin.off('error', this.onError);
    this.stdout.off('error', this.onOutputError);
    this.guard?.release();
    // Stop reading so a process whose only handle is stdin can exit.
    this.stdin.pause();
    this.onclose?.();
  }

  private line(event: LineEvent): void {
    if (this.closed) return;
    if (event.kind === 'oversized') {
      const head = peekHead(event.head);
      const problem = `the message is ${event.bytes} bytes, over the limit of ${this.maxLineBytes}; it was skipped`;
      // A response is never answered (its id is one of the server's own requests, which the client would misread):
      // the request it answers fails at once. A request gets -32600 with its id, or null when the head does not say.
      if (head.kind === 'response') {
        if (head.id !== undefined) this.onunusable?.(head.id, problem);
        return;
      }
      void this.send({ jsonrpc: '2.0', id: head.kind === 'request' ? (head.id ?? null) : null, error: { code: RpcErrorCode.InvalidRequest, message: `Invalid Request: ${problem}` } });
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(event.text);
    } catch {
      void this.send(parseErrorResponse('the line is not valid JSON'));
      return;
    }
    this.onmessage?.(value);
  }
}

/**
 * Serves a server over stdio (newline-delimited JSON-RPC): protocol on stdout, diagnostics on stderr, and any
 * other write to `process.stdout` (a handler's `console.log`) diverted to stderr while it serves.
 * Resolves with the connection once listening; the process stays up until stdin closes.
 * @example await serveStdio(createServer({ name: 'acme-tools', version: '1.0.0', classes: [AcmeTools] }));
 */
export async function serveStdio(server: DecoratedMcpServer, options: StdioOptions = {}): Promise<ConnectionHandle> {
  const stdout = options.stdout ?? process.stdout;
  const guard = (options.divertStdout ?? stdout === process.stdout) ? guardStdout(stdout) : undefined;
  try {
    return await server.connect(new StdioTransport(options.stdin ?? process.stdin, stdout, options.maxLineBytes, guard));
  } catch (error) {
    guard?.release();
    throw error;
  }
}
