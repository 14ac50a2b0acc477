import type { DecoratedMcpServer } from '../../../engine/create-server.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import type { AdapterRegistry } from '../../../era/adapter-registry.js';
import { classifyInbound } from '../../../era/classify-inbound.js';
import { hasEnvelope, statelessRevisions } from '../../../era/envelope.js';
import { internalsOf } from '../../../engine/server-internals.js';
import { inspectMessage } from '../../../protocol/message-gate.js';
import { ownProperty } from '../../../protocol/own-property.js';
import { eraOfVersion } from '../../../../revisions/revision.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { httpError } from '../wire/http-errors.js';
import { emptyAnswer, type HttpAnswer } from '../wire/http-answer.js';
import type { RequestView } from '../wire/request-view.js';
import { oneShotExchange } from './one-shot-exchange.js';
import { callerOf } from '../caller-of.js';

/**
 * True when a sessionless request belongs to the stateless revision: it carries the envelope, or its version
 * header names neither a session revision this server speaks nor a version of the session era.
 */
export function isStatelessRequest(body: unknown, versionHeader: string | null, registry: AdapterRegistry): boolean {
  // A batch is stateless when any of its members is (and is then refused: 2026-07-28 has no batches).
  if (Array.isArray(body) ? body.some((m) => hasEnvelope(ownProperty(m, 'params'))) : hasEnvelope(ownProperty(body, 'params'))) return true;
  if (versionHeader === null) return false;
  const version = versionHeader.trim();
  const known = registry.exact(version);
  return known ? known.policy.era === 'stateless' : eraOfVersion(version) === 'stateless';
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

function mismatch(id: string | number, message: string): HttpAnswer {
  return httpError(400, RpcErrorCode.HeaderMismatch, message, {}, id);
}

/** Checks `Mcp-Param-*` headers against the arguments of a tool whose parameters mirror into headers. */
function paramHeaderProblem(core: EngineCore, request: RequestView, params: Record<string, unknown>): string | undefined {
  const name = ownProperty(params, 'name');
  const tool = typeof name === 'string' ? core.catalogue.tool(name) : undefined;
  if (!tool || tool.input.kind !== 'params') return undefined;
  const args = ownProperty(params, 'arguments');
  for (const p of tool.input.params) {
    if (!p.header) continue;
    const name = `mcp-param-${p.header.toLowerCase()}`;
    const raw = request.header(name);
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
 * Serves one 2026-07-28 request: the message gate, then the spec's checks with their HTTP statuses in the
 * spec's order (envelope keys 400/-32602, version header 400/-32020, unsupported version 400/-32022, method
 * and name headers 400/-32020, unknown method 404/-32601, `Mcp-Param-*` headers 400/-32020), the era decided
 * once, then one exchange with the engine: JSON, or SSE once a notification precedes the result; a closed
 * response stream cancels the request.
 */
export async function statelessExchange(server: DecoratedMcpServer, request: RequestView, body: unknown): Promise<HttpAnswer> {
  const core = internalsOf(server)!.core;
  if (Array.isArray(body)) return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a 2026-07-28 body is one JSON-RPC message; batches are not part of that revision');
  // The message-shape gate first: a request the gate refuses never reaches the engine, so it never runs.
  const verdict = inspectMessage(body);
  if (verdict.kind === 'invalid') return httpError(400, verdict.code, verdict.message, {}, verdict.id);
  if (verdict.kind === 'response') return httpError(400, RpcErrorCode.InvalidRequest, 'Invalid Request: a 2026-07-28 POST carries a request or a notification, never a response', {}, verdict.message.id);
  // A notification needs no answer, and the spec sets no rules for one: accepted as it is.
  if (verdict.kind === 'notification') return emptyAnswer(202);
  const { id, method } = verdict.message;
  const params = (verdict.message.params ?? {}) as Record<string, unknown>;
  const inbound = classifyInbound(method, params, { era: 'stateless', oneShot: true, client: { capabilities: {} }, logLevel: core.settings.defaultLogLevel }, core.registry);
  // The envelope's keys come first, then the version header, then whether the version is supported.
  if (inbound.kind === 'refused' && inbound.requested === undefined) return httpError(400, inbound.error.code, inbound.error.message, {}, id, inbound.error.data);
  const requested = inbound.kind === 'initialize' ? undefined : inbound.requested;
  const header = request.header('mcp-protocol-version');
  if (header === null) return mismatch(id, 'Header mismatch: MCP-Protocol-Version is required and must equal params._meta protocolVersion');
  if (header.trim() !== requested) return mismatch(id, `Header mismatch: MCP-Protocol-Version ${header.trim()} differs from params._meta protocolVersion ${String(requested)}`);
  if (inbound.kind !== 'served') {
    const error = inbound.kind === 'refused' ? inbound.error : { code: RpcErrorCode.InvalidRequest, message: 'Invalid Request: a one-shot exchange has no initialize' };
    return httpError(400, error.code, error.message, {}, id, error.data);
  }
  const methodHeader = request.header('mcp-method');
  if (methodHeader === null || methodHeader.trim() !== method) return mismatch(id, `Header mismatch: Mcp-Method must be ${JSON.stringify(method)}`);
  // Mcp-Name mirrors the name-shaped param of the core methods and of the extensions' (tasks/get → taskId).
  const routed = core.extensions.routing.get(method);
  if (routed !== undefined) {
    const expected = ownProperty(params, routed);
    const nameHeader = request.header('mcp-name');
    const decoded = nameHeader === null ? undefined : decodeHeaderValue(nameHeader);
    if (typeof expected === 'string' && decoded !== expected) return mismatch(id, `Header mismatch: Mcp-Name must be ${JSON.stringify(expected)}`);
  }
  if (!core.methods.stateless.has(method)) return httpError(404, RpcErrorCode.MethodNotFound, `Method not found: ${method} is not part of ${statelessRevisions(core.registry).join(', ')}`, {}, id);
  if (method === 'tools/call') {
    const problem = paramHeaderProblem(core, request, params);
    if (problem) return mismatch(id, `Header mismatch: ${problem}`);
  }
  return oneShotExchange(core, { id, method, params: verdict.message.params ?? {}, era: inbound.era, stateless: true, signal: request.signal, headers: request.headers, ...callerOf(request) });
}
