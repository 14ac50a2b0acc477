import { escapeLogText } from '../../vocabulary/log-text.js';
import type { Writable } from 'node:stream';

/** Writes protocol text to the real stdout, past the guard. */
export type ProtocolWrite = (text: string) => boolean;

/** A hold on the guard of one stream; the stream is restored when the last hold is released. */
export interface StdoutGuard {
  /** Writes to the stream itself (what `stream.write` was before the guard). */
  readonly write: ProtocolWrite;
  release(): void;
}

interface Guarded {
  readonly original: Writable['write'];
  /** Whether `write` was the stream's own property before (else it came from the prototype). */
  readonly own: boolean;
  holds: number;
}

/**
 * A diverted write as one escaped line (a handler's `console.log` may carry client text): its control characters
 * become visible escapes, and only a final newline stays a newline.
 */
function escapedLine(chunk: unknown, encoding: unknown): string {
  let text: string;
  if (typeof chunk === 'string') text = typeof encoding === 'string' && Buffer.isEncoding(encoding) && !/^utf-?8$/i.test(encoding) ? Buffer.from(chunk, encoding).toString('utf8') : chunk;
  else if (chunk instanceof Uint8Array) text = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
  else text = String(chunk);
  return text.endsWith('\n') ? `${escapeLogText(text.slice(0, -1))}\n` : escapeLogText(text);
}

// One entry per guarded stream, however many servers share it (a second serveStdio, or the CLI and serveStdio).
const guarded = new WeakMap<Writable, Guarded>();

/**
 * Sends every write to `stdout` that is not the framework's own to `stderr` until released: `console.log`,
 * `console.info`, `console.debug`, `console.table`… and `process.stdout.write` called by user code all end up on
 * stderr, so one stray log cannot corrupt the JSON-RPC stream. Writes through `fs.writeSync(1, …)` bypass
 * the stream and are not caught.
 * @example const guard = guardStdout(); guard.write('{"jsonrpc":"2.0",…}\n'); guard.release();
 */
export function guardStdout(stdout: Writable = process.stdout, stderr: Writable = process.stderr): StdoutGuard {
  let entry = guarded.get(stdout);
  if (!entry) {
    entry = { original: stdout.write, own: Object.hasOwn(stdout, 'write'), holds: 0 };
    guarded.set(stdout, entry);
    // Console writes look `write` up on the stream at each call, so they land here too.
    const divert = (chunk: unknown, ...rest: unknown[]): boolean => (stderr.write as (chunk: unknown, ...a: unknown[]) => boolean).call(stderr, escapedLine(chunk, rest[0]), ...rest.slice(typeof rest[0] === 'string' ? 1 : 0));
    stdout.write = divert as Writable['write'];
  }
  entry.holds += 1;
  const original = entry.original;
  let released = false;
  return {
    write: (text) => (original as (this: Writable, chunk: string) => boolean).call(stdout, text),
    release() {
      if (released) return;
      released = true;
      const current = guarded.get(stdout);
      if (!current) return;
      current.holds -= 1;
      if (current.holds > 0) return;
      guarded.delete(stdout);
      if (current.own) stdout.write = current.original;
      else delete (stdout as Partial<Pick<Writable, 'write'>>).write;
    },
  };
}
