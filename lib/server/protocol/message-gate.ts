import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { JsonRpcMessage, RequestId } from './json-rpc.js';
import { stepProbe } from './step-probe.js';

/** A request, notification or response that has the shape JSON-RPC 2.0 and MCP give it. */
export type ValidMessage =
  | { readonly kind: 'request'; readonly message: JsonRpcMessage & { readonly id: RequestId; readonly method: string } }
  | { readonly kind: 'notification'; readonly message: JsonRpcMessage & { readonly method: string } }
  | { readonly kind: 'response'; readonly message: JsonRpcMessage & { readonly id: RequestId } };

/**
 * A message refused by the gate. `id` is the request id when it could be read (else null, as JSON-RPC says);
 * `answer` is false for a malformed response, which gets no reply (JSON-RPC never answers a response).
 */
export interface RefusedMessage {
  readonly kind: 'invalid';
  readonly id: RequestId | null;
  readonly code: number;
  readonly message: string;
  readonly answer: boolean;
}

/** What the gate says of one parsed JSON value. */
export type GateVerdict = ValidMessage | RefusedMessage;

const RELATED_TASK = 'io.modelcontextprotocol/related-task';
const ERROR_KEYS = new Set(['code', 'message', 'data']);

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * MCP ids (and progress tokens) are strings or numbers, never null. Any finite number is accepted, a fractional one
 * (`1.5`) too, since MCP's `RequestId` is `string | number`; only a whole number past 2^53 is refused, because it
 * cannot be read exactly and its echo would name another request.
 */
export function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value) && (Number.isSafeInteger(value) || !Number.isInteger(value)));
}

// A member whose value is undefined is absent, as it would be once serialised (in-memory peers send such objects).
function has(object: object, key: string): boolean {
  return Object.hasOwn(object, key) && (object as Record<string, unknown>)[key] !== undefined;
}

function refuse(id: unknown, message: string, answer = true): RefusedMessage {
  return { kind: 'invalid', id: isRequestId(id) ? id : null, code: RpcErrorCode.InvalidRequest, message: `Invalid Request: ${message}`, answer };
}

function unexpectedKey(object: object, allowed: ReadonlySet<string>): string | undefined {
  for (const key of Object.keys(object)) if (!allowed.has(key) && has(object, key)) return key;
  return undefined;
}

function paramsProblem(params: unknown): string | undefined {
  if (!isRecord(params)) return 'params must be an object';
  if (!has(params, '_meta')) return undefined;
  const meta = params._meta;
  if (!isRecord(meta)) return 'params._meta must be an object';
  if (has(meta, 'progressToken') && !isRequestId(meta.progressToken)) return 'params._meta.progressToken must be a string or a number (a whole one within 2^53)';
  if (has(meta, RELATED_TASK)) {
    const related = meta[RELATED_TASK];
    if (!isRecord(related) || typeof related.taskId !== 'string') return `params._meta["${RELATED_TASK}"] must be { taskId: string }`;
  }
  return undefined;
}

function responseProblem(m: { readonly [key: string]: unknown }): string | undefined {
  if (has(m, 'result') === has(m, 'error')) return 'a response carries exactly one of result and error';
  if (has(m, 'result')) return isRecord(m.result) ? undefined : 'result must be an object';
  const error = m.error;
  if (!isRecord(error) || !Number.isSafeInteger(error.code) || typeof error.message !== 'string') return 'error must be { code: integer, message: string }';
  const extra = unexpectedKey(error, ERROR_KEYS);
  return extra === undefined ? undefined : `unexpected member ${JSON.stringify(extra)} in error`;
}

/**
 * The one check every inbound message passes before anything reads it: a JSON-RPC 2.0 object with
 * `jsonrpc: "2.0"`, only the members its kind defines, a string method, an object `params` (with a string or
 * number `_meta.progressToken`), and a string or number id (see isRequestId). Anything else is -32600, with the id echoed
 * when it can be read. Never throws; looks keys up only as own properties.
 */
export function inspectMessage(value: unknown): GateVerdict {
  stepProbe.count?.('message-gate');
  if (!isRecord(value)) return refuse(undefined, `a JSON-RPC message is an object, got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  // One pass over the members says which the message has and the first one its kind does not define (a member
  // whose value is undefined is absent, as it would be once serialised).
  let hasId = false;
  let hasMethod = false;
  let hasParams = false;
  let hasJsonrpc = false;
  let hasResult = false;
  let hasError = false;
  let notInRequest: string | undefined;
  let notInResponse: string | undefined;
  // for…in with an own-property test: the same keys as Object.keys, without an array per message.
  for (const key in value) {
    if (!Object.hasOwn(value, key) || value[key] === undefined) continue;
    switch (key) {
      case 'jsonrpc':
        hasJsonrpc = true;
        continue;
      case 'id':
        hasId = true;
        continue;
      case 'method':
        hasMethod = true;
        notInResponse ??= key;
        continue;
      case 'params':
        hasParams = true;
        notInResponse ??= key;
        continue;
      case 'result':
        hasResult = true;
        notInRequest ??= key;
        continue;
      case 'error':
        hasError = true;
        notInRequest ??= key;
        continue;
      default:
        notInRequest ??= key;
        notInResponse ??= key;
    }
  }
  const id = hasId ? value.id : undefined;
  if (!hasJsonrpc || value.jsonrpc !== '2.0') return refuse(id, 'jsonrpc must be "2.0"');
  if (hasMethod) {
    if (typeof value.method !== 'string') return refuse(id, 'method must be a string');
    if (notInRequest !== undefined) return refuse(id, `unexpected member ${JSON.stringify(notInRequest)} in a ${hasId ? 'request' : 'notification'}`);
    if (hasParams) {
      const problem = paramsProblem(value.params);
      if (problem) return refuse(id, problem);
    }
    if (!hasId) return { kind: 'notification', message: value as unknown as JsonRpcMessage & { readonly method: string } };
    if (!isRequestId(id)) return refuse(undefined, `id must be a string or a number (a whole one within 2^53), got ${describe(id)}`);
    return { kind: 'request', message: value as unknown as JsonRpcMessage & { readonly id: RequestId; readonly method: string } };
  }
  if (hasResult || hasError) {
    const problem = notInResponse !== undefined ? `unexpected member ${JSON.stringify(notInResponse)} in a response` : !isRequestId(id) ? 'a response needs a string or number id' : responseProblem(value);
    if (problem) return refuse(id, problem, false);
    return { kind: 'response', message: value as unknown as JsonRpcMessage & { readonly id: RequestId } };
  }
  return refuse(id, 'a message needs a method (request or notification) or a result or error (response)');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isFinite(value) ? `the number ${value}` : 'a number out of range';
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** The JSON-RPC error response for a refused message. */
export function refusalResponse(refused: RefusedMessage): JsonRpcMessage {
  return { jsonrpc: '2.0', id: refused.id, error: { code: refused.code, message: refused.message } };
}

/** The -32700 response to text that is not JSON (its id cannot be read, so it is null). */
export function parseErrorResponse(detail: string): JsonRpcMessage {
  return { jsonrpc: '2.0', id: null, error: { code: RpcErrorCode.ParseError, message: `Parse error: ${detail}` } };
}

/** The gate's verdict on each message of a posted body: one message, or each of a batch. */
export function verdictsOf(body: unknown): GateVerdict[] {
  return Array.isArray(body) ? body.map((m: unknown) => inspectMessage(m)) : [inspectMessage(body)];
}
