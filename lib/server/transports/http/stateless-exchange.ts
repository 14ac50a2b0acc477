import { PerRequestHTTPServerTransport } from '@modelcontextprotocol/server';
import type { DecoratedMcpServer } from '../../create-server.js';
import { envelopeKeys, hasEnvelope, HEADER_MISMATCH, readEnvelope, statelessRevisions } from '../../envelope.js';
import { inspectMessage } from '../../message-gate.js';
import { ownProperty } from '../../own-property.js';
import { STATELESS_METHODS } from '../../methods/method-table.js';
import { ProtocolError } from '../../protocol-error.js';
import type { TransportPort } from '../../transport-port.js';
import type { AdapterRegistry } from '../../adapter-registry.js';
import { httpError } from './http-errors.js';

const NAMED = new Set(['tools/call', 'prompts/get', 'resources/read']);
const SESSION_ERA = /^20(24|25)-/;

/**
 * True when a sessionless request belongs to the stateless revision: it carries the envelope, or its version
 * header names neither a session revision this server speaks nor a date of the session era.
 */
export function isStatelessRequest(body: unknown, versionHeader: string | null, registry: AdapterRegistry): boolean {
  // A batch is stateless when any of its members is (and is then refused: 2026-07-28 has no batches).
  if (Array.isArray(body) ? body.some((m) => hasEnvelope(ownProperty(m, 'params') as Record<string, unknown> | undefined)) : hasEnvelope(ownProperty(body, 'params') as Record<string, unknown> | undefined)) return true;
  if (versionHeader === null) return false;
  const version = versionHeader.trim();
  return registry.exact(version)?.era !== 'session' && !SESSION_ERA.test(version);
}

/** A header value with optional whitespace trimmed, `=?base64?…?=` decoded; undefined for a malformed encoding. */
export function decodeHeaderValue(raw: string): string | undefined {
  const value = raw.trim();
  const match = /^=\?base64\?(.*)\?=$/i.exec(value);
  if (!match) return value;
  const encoded = match[1]!;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  return Buffer.from(encoded, 'base64').toString('utf8');
}

function mismatch(id: string | number, message: string): Response {
  return httpError(400, HEADER_MISMATCH, message, {}, id);
}

/** Checks `Mcp-Param-*` headers against the arguments of a tool whose parameters mirror into headers. */
function paramHeaderProblem(server: DecoratedMcpServer, request: Request, params: Record<string, unknown>): string | undefined {
  const tool = typeof params.name === 'string' ? server.core.catalogue.tool(params.name) : undefined;
  if (!tool || tool.input.kind !== 'params') return undefined;
  const args = ownProperty(params, 'arguments');
  for (const p of tool.input.params) {
    if (!p.header) continue;
    const name = `mcp-param-${p.header.toLowerCase()}`;
    const raw = request.headers.get(name);
    const value = ownProperty(args, p.name);
    if (value === undefined || value === null) {
      if (raw !== null) return `header Mcp-Param-${p.header} is set but argument ${p.name} is absent`;
      continue;
    }
    if (raw === null) return `header Mcp-Param-${p.header} is missing; it must mirror argument ${p.name}`;
    const decoded = decodeHeaderValue(raw);
    if (decoded === undefined) return `header Mcp-Param-${p.header} has a malformed base64 value`;
    if (decoded !== (typeof value === 'string' ? value : JSON.stringify(value))) return `header Mcp-Param-${p.header} does not match argument ${p.name}`;
  }
  return undefined;
}

/**
 * Serves one 2026-07-28 request: the spec's checks with their HTTP statuses first (envelope 400/-32602,
 * header mismatch 400/-32020, unsupported version 400/-32022, unknown method 404/-32601), then a one-shot
 * exchange on the SDK's per-request transport (JSON, or SSE once a notification precedes the result; a
 * closed response stream cancels the request).
 */
export async function statelessExchange(server: DecoratedMcpServer, request: Request, body: unknown): Promise<Response> {
  if (Array.isArray(body)) return httpError(400, -32600, 'Invalid Request: a 2026-07-28 body is one JSON-RPC message; batches are not part of that revision');
  // The message-shape gate first: a request the gate refuses never reaches the engine, so it never runs.
  const verdict = inspectMessage(body);
  if (verdict.kind === 'invalid') return httpError(400, verdict.code, verdict.message, {}, verdict.id);
  if (verdict.kind === 'response') return httpError(400, -32600, 'Invalid Request: a 2026-07-28 POST carries a request or a notification, never a response', {}, verdict.message.id);
  // A notification needs no answer, and the spec sets no rules for one: accepted as it is.
  if (verdict.kind === 'notification') return new Response(null, { status: 202 });
  const message = verdict.message;
  const id = message.id;
  const method = message.method;
  const params = (message.params ?? {}) as Record<string, unknown>;
  const registry = server.core.registry;
  let revision: string;
  try {
    // The envelope's keys come first, then the version header, then whether the version is supported.
    revision = envelopeKeys(params).requested;
  } catch (error) {
    return asHttp(error, id);
  }
  const header = request.headers.get('mcp-protocol-version');
  if (header === null) return mismatch(id, 'Header mismatch: MCP-Protocol-Version is required and must equal params._meta protocolVersion');
  if (header.trim() !== revision) return mismatch(id, `Header mismatch: MCP-Protocol-Version ${header.trim()} differs from params._meta protocolVersion ${revision}`);
  try {
    readEnvelope(params, registry);
  } catch (error) {
    return asHttp(error, id);
  }
  const methodHeader = request.headers.get('mcp-method');
  if (methodHeader === null || methodHeader.trim() !== method) return mismatch(id, `Header mismatch: Mcp-Method must be ${JSON.stringify(method)}`);
  if (NAMED.has(method)) {
    const expected = method === 'resources/read' ? params.uri : params.name;
    const nameHeader = request.headers.get('mcp-name');
    const decoded = nameHeader === null ? undefined : decodeHeaderValue(nameHeader);
    if (typeof expected === 'string' && decoded !== expected) return mismatch(id, `Header mismatch: Mcp-Name must be ${JSON.stringify(expected)}`);
  }
  if (!STATELESS_METHODS.has(method)) return httpError(404, -32601, `Method not found: ${method} is not part of ${statelessRevisions(registry).join(', ')}`, {}, id);
  if (method === 'tools/call') {
    const problem = paramHeaderProblem(server, request, params);
    if (problem) return mismatch(id, `Header mismatch: ${problem}`);
  }
  const transport = new PerRequestHTTPServerTransport({ classification: { era: 'modern', revision } });
  await server.connect(transport as unknown as TransportPort, { stateless: true });
  return transport.handleMessage(body as never, { request });
}

function asHttp(error: unknown, id: string | number): Response {
  if (!(error instanceof ProtocolError)) throw error;
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) } }), {
    status: 400,
    headers: { 'content-type': 'application/json' },
  });
}
