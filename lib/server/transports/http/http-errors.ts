import type { JsonValue } from '../../../vocabulary/json-value.js';

/** A JSON-RPC error body with an HTTP status; never carries a stack. */
export function httpError(status: number, code: number, message: string, headers: Record<string, string> = {}, id: string | number | null = null, data?: JsonValue): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message, ...(data !== undefined ? { data } : {}) }, id }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
