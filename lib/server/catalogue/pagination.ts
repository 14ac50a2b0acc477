import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { ProtocolError } from '../protocol/protocol-error.js';

/** One page of a list, with the opaque cursor of the next page when there is one. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly nextCursor?: string;
}

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: unknown, length: number): number {
  if (cursor === undefined || cursor === null) return 0;
  if (typeof cursor === 'string') {
    try {
      const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
      if (Number.isInteger(parsed.o) && (parsed.o as number) > 0 && (parsed.o as number) <= length) return parsed.o as number;
    } catch {
      // fall through: not one of ours
    }
  }
  throw new ProtocolError(RpcErrorCode.InvalidParams, 'Invalid cursor: pass back the nextCursor of the previous page unchanged');
}

/** Cuts a list into pages of `size` items; cursors are opaque, and one that is not ours is a -32602 error. */
export function paginate<T>(items: readonly T[], cursor: unknown, size: number): Page<T> {
  const offset = decodeCursor(cursor, items.length);
  const end = offset + size;
  return end < items.length ? { items: items.slice(offset, end), nextCursor: encodeCursor(end) } : { items: items.slice(offset) };
}
