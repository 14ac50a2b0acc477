import { isRequestId } from '../protocol/message-gate.js';
/** What the line reader hands on: one complete line, or the news that a line was over the limit and skipped. */
export type LineEvent =
  | { readonly kind: 'line'; readonly text: string }
  | { readonly kind: 'oversized'; readonly bytes: number; readonly head: string };

/** How much of an oversized line is kept, to read its id back for the error answer. */
const HEAD_BYTES = 4096;
const NEWLINE = 0x0a;

/**
 * Splits a byte stream into newline-delimited lines without ever holding more than `maxLineBytes` of one
 * line: a longer line is skipped to its end (only its head is kept) and reported as `oversized`. Trailing
 * CR (CRLF framing) and a leading byte-order mark are removed.
 */
export class LineReader {
  private parts: Buffer[] = [];
  private size = 0;
  private skipping = false;
  private skipped = 0;
  private head = '';

  constructor(private readonly maxLineBytes: number, private readonly emit: (event: LineEvent) => void) {}

  /** Feeds a chunk; emits every line it completes. */
  push(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(NEWLINE, start);
      if (end === -1) {
        this.take(chunk.subarray(start));
        return;
      }
      this.take(chunk.subarray(start, end));
      this.finish();
      start = end + 1;
    }
  }

  /** The stream ended: a last line without a newline still counts. */
  end(): void {
    if (this.size > 0 || this.skipping) this.finish();
  }

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.skipping) {
      this.skipped += piece.length;
      return;
    }
    if (this.size + piece.length > this.maxLineBytes) {
      const kept = Buffer.concat([...this.parts, piece]);
      this.head = kept.subarray(0, HEAD_BYTES).toString('utf8');
      this.skipped = kept.length;
      this.skipping = true;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(piece);
    this.size += piece.length;
  }

  private finish(): void {
    if (this.skipping) {
      const event: LineEvent = { kind: 'oversized', bytes: this.skipped, head: this.head };
      this.skipping = false;
      this.skipped = 0;
      this.head = '';
      this.emit(event);
      return;
    }
    let text = (this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts)).toString('utf8');
    this.parts = [];
    this.size = 0;
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (text.trim() !== '') this.emit({ kind: 'line', text });
  }
}

function readId(text: string): string | number | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isRequestId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const KEY = /\s*:/y;
const ID_VALUE = /\s*:\s*(-?\d{1,16}(?:\.\d{1,17})?(?:[eE][+-]?\d{1,3})?(?![.\deE])|"(?:[^"\\]|\\.){0,256}")/y;

/** What the head of a cut-off JSON-RPC message says: its top-level id, and whether it is a request or a response. */
export interface MessageHead {
  readonly id?: string | number;
  readonly kind?: 'request' | 'response';
}

const KINDS: ReadonlyMap<string, 'request' | 'response'> = new Map([['"method"', 'request'], ['"result"', 'response'], ['"error"', 'response']]);

/**
 * Reads the top-level `"id"` of a JSON object from the start of its text, and whether a top-level `"method"` (a
 * request) or `"result"`/`"error"` (a response) comes before the text was cut off (the SDKs write `jsonrpc`, then
 * `id`, then the rest). Either is left out when the head does not tell.
 */
export function peekHead(head: string): MessageHead {
  let depth = 0;
  let i = 0;
  let id: string | number | undefined;
  let kind: 'request' | 'response' | undefined;
  const n = head.length;
  const skipString = (from: number): number => {
    let j = from + 1;
    while (j < n && head[j] !== '"') j += head[j] === '\\' ? 2 : 1;
    return j < n ? j + 1 : -1;
  };
  while (i < n && (id === undefined || kind === undefined)) {
    const c = head[i]!;
    if (c === '"') {
      const close = skipString(i);
      if (close === -1) break;
      KEY.lastIndex = close;
      if (depth === 1 && close - i <= 8 && KEY.test(head)) {
        const key = head.slice(i, close);
        if (key === '"id"') {
          ID_VALUE.lastIndex = close;
          const rest = ID_VALUE.exec(head);
          if (!rest) break;
          id = readId(rest[1]!);
          if (id === undefined) break;
        } else kind ??= KINDS.get(key);
      }
      i = close;
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    i++;
  }
  return { ...(id !== undefined ? { id } : {}), ...(kind !== undefined ? { kind } : {}) };
}

/** The top-level id of a cut-off JSON-RPC message (see peekHead); undefined when its head does not tell. */
export function peekId(head: string): string | number | undefined {
  return peekHead(head).id;
}
