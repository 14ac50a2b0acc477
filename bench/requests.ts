import type { BenchCase } from './cases.js';

export const STATELESS = '2026-07-28';
export const SESSION = '2025-11-25';
export type Era = typeof SESSION | typeof STATELESS;

const META = { 'io.modelcontextprotocol/protocolVersion': STATELESS, 'io.modelcontextprotocol/clientCapabilities': {}, 'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' } };

/** The text of one request at an era (the envelope in `_meta` on 2026-07-28). */
export function requestText(era: Era, id: number, method: string, params: Record<string, unknown> = {}): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method, params: era === STATELESS ? { ...params, _meta: META } : params });
}

/** The text of a tools/call of a case. */
export function callText(era: Era, c: BenchCase, id: number): string {
  return requestText(era, id, 'tools/call', { name: c.tool, arguments: c.args });
}

/** The initialize a session-era client opens with. */
export function initializeText(id = 0): string {
  return JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: SESSION, capabilities: {}, clientInfo: { name: 'bench', version: '1' } } });
}
