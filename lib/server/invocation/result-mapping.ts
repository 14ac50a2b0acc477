import type { JsonValue } from '../../vocabulary/json-value.js';
import { isBranded, text, type ContentBlock, type PromptMessage, type ResourceContents, type ToolOutcome } from '../../model/content.js';
import type { ResourceFields } from '../../model/resource-descriptor.js';
import { assertExactJson } from './exact-json.js';
import { ResultNotJsonError } from '../../errors/result-not-json.error.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import type { ServerCore } from '../contracts/server-core.js';
import { ProtocolError } from '../protocol/protocol-error.js';

function isContentBlock(value: unknown): value is ContentBlock {
  return isBranded(value) && typeof (value as { type?: unknown }).type === 'string' && !('role' in (value as object));
}

function isOutcome(value: unknown): value is ToolOutcome {
  return isBranded(value) && Array.isArray((value as { content?: unknown }).content) && typeof (value as { isError?: unknown }).isError === 'boolean';
}

function isMessage(value: unknown): value is PromptMessage {
  return isBranded(value) && 'role' in (value as object) && 'content' in (value as object);
}

/**
 * The JSON text of a handler's return value, refused (ResultNotJsonError) unless JSON carries it exactly: Dates become
 * strings, class instances their own properties, and nothing is dropped or turned into null (see assertExactJson).
 */
export function jsonText(value: unknown, root = 'result'): string {
  assertExactJson(value ?? null, root);
  return JSON.stringify(value ?? null);
}

function withJsonText(outcome: ToolOutcome): ToolOutcome {
  // Every part the handler supplied (content blocks, their annotations and _meta, structured, _meta) is checked at once.
  assertExactJson(outcome);
  // A structured result also travels as its JSON text, for clients that do not read structuredContent.
  if (outcome.structured === undefined || outcome.content.length > 0) return outcome;
  return { ...outcome, content: [text(JSON.stringify(outcome.structured))] };
}

/**
 * Maps what a tool handler returned to a neutral outcome: a string is text; content helpers are content;
 * a value of the declared output type is structured content plus the same JSON as text. Whatever the handler built
 * is checked by assertExactJson, one walk, before it is encoded.
 */
export function toolOutcomeOf(value: unknown, hasOutputType: boolean): ToolOutcome {
  // The commonest answer first; blocks made here need no brand (only values handlers return are told apart by it).
  if (typeof value === 'string' && !hasOutputType) return { content: [{ type: 'text', text: value }], isError: false };
  if (isOutcome(value)) return withJsonText(value);
  if (isContentBlock(value)) return assertExactJson(value), { content: [value], isError: false };
  if (Array.isArray(value) && value.length > 0 && value.every(isContentBlock)) return assertExactJson(value), { content: value, isError: false };
  if (hasOutputType && value !== undefined) {
    const json = jsonText(value);
    return { content: [{ type: 'text', text: json }], structured: JSON.parse(json) as JsonValue, isError: false };
  }

  if (value === undefined || value === null) return { content: [], isError: false };
  return { content: [text(jsonText(value))], isError: false };
}

function isContents(value: unknown): value is ResourceContents {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.uri === 'string' && (typeof v.text === 'string' || typeof v.blob === 'string');
}

/**
 * Maps what a resource handler returned to resource contents: a string is text, bytes are a base64 blob,
 * `{ uri, text | blob }` objects pass through (checked like any result), anything else is JSON text.
 */
export function resourceContentsOf(value: unknown, uri: string, resource: ResourceFields): ResourceContents[] {
  const one = (v: unknown): ResourceContents => {
    if (isContents(v)) return assertExactJson(v), v;
    if (typeof v === 'string') return { uri, mimeType: resource.mimeType ?? 'text/plain', text: v };
    if (v instanceof Uint8Array) return { uri, mimeType: resource.mimeType ?? 'application/octet-stream', blob: Buffer.from(v).toString('base64') };
    return { uri, mimeType: resource.mimeType ?? 'application/json', text: jsonText(v) };
  };
  if (Array.isArray(value) && value.length > 0 && value.every(isContents)) return assertExactJson(value), value;
  return [one(value)];
}

/** Maps what a prompt handler returned to messages: a string or content block is one user message; messages and blocks are checked like any result. */
export function promptMessagesOf(value: unknown): PromptMessage[] {
  const one = (v: unknown, root: string): PromptMessage => {
    if (isMessage(v)) return assertExactJson(v, root), v;
    if (isContentBlock(v)) return assertExactJson(v, root), { role: 'user', content: v };
    return { role: 'user', content: text(typeof v === 'string' ? v : jsonText(v, root)) };
  };
  return Array.isArray(value) ? value.map((v, i) => one(v, `result[${i}]`)) : [one(value, 'result')];
}

const kindOf = (v: unknown): string => (v === null || typeof v === 'number' ? String(v) : typeof v === 'object' || typeof v === 'undefined' ? `an ${typeof v}` : `a ${typeof v}`);

/**
 * The values a completer returned, as text: strings, finite numbers and booleans; anything else (an object, which
 * String() would turn into "[object Object]", null, a non-array) is refused with ResultNotJsonError naming its index.
 */
export function completionValuesOf(value: unknown): string[] {
  if (!Array.isArray(value)) throw new ResultNotJsonError('result', `is ${kindOf(value)}, not an array of completion values`);
  const values: string[] = [];
  for (let i = 0; i < value.length; i++) {
    const v: unknown = value[i];
    if (typeof v === 'string') values.push(v);
    else if ((typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean') values.push(String(v));
    else throw new ResultNotJsonError(`result[${i}]`, `is ${kindOf(v)}, not a completion value (a string, finite number or boolean)`);
  }
  return values;
}

/**
 * What to throw when one of the mappings above failed for a request: a value JSON cannot carry exactly becomes
 * -32603, and the diagnostics name the handler and the path of the value (`tool search (Shop.search) returned …
 * result.tags is a Set`); any other error is rethrown as it is. Called only on failure, so a call costs nothing here.
 */
export function refusedResult(call: { readonly server: Pick<ServerCore, 'diagnostics'>; readonly request: { readonly method: string } }, subject: string, member: string, error: unknown): unknown {
  if (!(error instanceof ResultNotJsonError)) return error;
  call.server.diagnostics.error(`${subject} (${member}) returned a value JSON cannot carry exactly; answered -32603: ${error.message}`);
  return new ProtocolError(RpcErrorCode.InternalError, `Internal error while handling ${call.request.method}`);
}
