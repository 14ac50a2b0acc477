import type { JsonValue } from '../../vocabulary/json-value.js';

/** A JSON-RPC request or notification id. */
export type RequestId = string | number;

/** Any JSON-RPC 2.0 message, loosely typed: the message gate checks shapes. */
export interface JsonRpcMessage {
  readonly jsonrpc: '2.0';
  readonly id?: RequestId | null;
  readonly method?: string;
  readonly params?: { readonly [key: string]: JsonValue | undefined };
  readonly result?: JsonValue;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: JsonValue };
}

/** Params of a request, as received. */
export type RequestParams = { readonly [key: string]: JsonValue | undefined };

/** A JSON-RPC error response. */
export function errorResponse(id: RequestId | null, code: number, message: string, data?: JsonValue): JsonRpcMessage {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined ? { data } : {}) } };
}
