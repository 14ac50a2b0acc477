import type { Stream } from 'node:stream';
import { escapeLogText } from '../vocabulary/log-text.js';

/** The longest line of an upstream's stderr repeated whole (in UTF-16 units); the rest is cut with a count. */
export const STDERR_LINE_MAX = 2048;
/** How many lines of an upstream's stderr are repeated per second; the others are counted and said once. */
export const STDERR_LINES_PER_SECOND = 50;

/**
 * Repeats a stdio upstream's stderr through the proxy's diagnostics, one warning a line, each escaped (an ESC or CR
 * cannot drive the terminal or forge a line) and cut at STDERR_LINE_MAX; at most STDERR_LINES_PER_SECOND lines a
 * second, the rest dropped and counted. What is held is one unfinished line, at most STDERR_LINE_MAX long, so a
 * flood cannot grow memory.
 * @example relayStderr(transport.stderr, label, (text) => diagnostics.warn(text))
 */
export function relayStderr(stream: Stream | null, label: string, warn: (text: string) => void, now: () => number = Date.now): void {
  if (!stream) return;
  const name = escapeLogText(label);
  let partial = '';
  let overflow = false;
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  const say = (line: string, cut: boolean): void => {
    const at = now();
    if (at - windowStart >= 1000) {
      if (dropped > 0) warn(`proxy: the upstream ${name} wrote ${dropped} more stderr line(s), not repeated (at most ${STDERR_LINES_PER_SECOND} a second)`);
      windowStart = at;
      inWindow = 0;
      dropped = 0;
    }
    if (inWindow >= STDERR_LINES_PER_SECOND) return void dropped++;
    inWindow++;
    warn(`proxy: the upstream ${name} says: ${escapeLogText(line)}${cut ? ' … (line cut)' : ''}`);
  };
  stream.on('data', (chunk: Buffer | string) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!overflow) say(line.replace(/\r$/, '').slice(0, STDERR_LINE_MAX), line.length > STDERR_LINE_MAX);
      overflow = false;
    }
    if (partial.length > STDERR_LINE_MAX) {
      if (!overflow) say(partial.slice(0, STDERR_LINE_MAX), true);
      overflow = true;
      partial = '';
    }
  });
  stream.on('error', () => undefined);
}
