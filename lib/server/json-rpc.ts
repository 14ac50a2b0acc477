import type { JsonValue } from '../model/json-value.js';

/** A JSON-RPC request or notification id. */
export type RequestId = string | number;

/** Any JSON-RPC 2.0 message, loosely typed: the engine checks shapes itself. */
export interface JsonRpcMessage {
  readonly jsonrpc: '2.0';
  readonly id?: RequestId | null;
  readonly method?: string;
  readonly params?: { readonly [key: string]: JsonValue | undefined };
  readonly result?: JsonValue;
  readonly error?: { readonly code: number; readonly message: string; readonly data?: JsonValue };
}

/** Standard JSON-RPC error codes. */
export const ErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
} as const;

/** True for a request (method and id). */
export function isRequest(m: JsonRpcMessage): m is JsonRpcMessage & { readonly method: string; readonly id: RequestId } {
  return typeof m.method === 'string' && (typeof m.id === 'string' || typeof m.id === 'number');
}

/** True for a notification (method, no id). */
export function isNotification(m: JsonRpcMessage): m is JsonRpcMessage & { readonly method: string } {
  return typeof m.method === 'string' && m.id === undefined;
}

/** True for a response to a request this side sent. */
export function isResponse(m: JsonRpcMessage): m is JsonRpcMessage & { readonly id: RequestId } {
  return m.method === undefined && (typeof m.id === 'string' || typeof m.id === 'number') && ('result' in m || 'error' in m);
}
