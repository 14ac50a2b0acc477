import type { JsonValue } from '../../../../vocabulary/json-value.js';
import { jsonAnswer, type PlainAnswer } from './http-answer.js';

/** A JSON-RPC error body with an HTTP status; never carries a stack. */
export function httpError(status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null, data?: JsonValue): PlainAnswer {
  return jsonAnswer(status, { jsonrpc: '2.0', error: { code, message, ...(data !== undefined ? { data } : {}) }, id }, headers);
}
