import type { McpContext } from '../model/handler-context.js';
import { message, toolResult, type ContentBlock, type PromptMessage, type ResourceContents, type ToolOutcome } from '../model/content.js';
import { ToolError } from '../model/tool-error.js';
import { ResourceNotFoundError } from '../errors/resource-not-found.error.js';
import { BridgeUntranslatableError } from '../errors/bridge-untranslatable.error.js';
import { adapterFor } from '../revisions/adapter-for.js';
import { BUILT_IN_REVISIONS, type Revision } from '../revisions/revision.js';
import { ProtocolError } from '../server/protocol/protocol-error.js';
import { RpcErrorCode } from '../vocabulary/rpc-error-codes.js';
import type { JsonObject, JsonValue } from '../vocabulary/json-value.js';
import { isObject, type Loose } from './loose.js';

const obj = (value: unknown): JsonObject | undefined => (isObject(value) ? (value as JsonObject) : undefined);

/** Copies the named optional keys that are present (and of the JSON kinds the model allows) from the upstream's object. */
function pick(from: Loose, keys: readonly string[]): Loose {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (Object.hasOwn(from, key) && from[key] !== undefined) out[key] = from[key];
  return out;
}

/** The block's or contents' own `annotations`/`mimeType` as they came, and its `_meta` without the reserved keys. */
function extrasOf(from: Loose, keys: readonly string[]): Loose {
  const meta = metaOf(from._meta);
  return { ...pick(from, keys), ...(meta ? { _meta: meta } : {}) };
}

function contentsOf(value: unknown): ResourceContents | undefined {
  if (!isObject(value) || typeof value.uri !== 'string') return undefined;
  const extra = extrasOf(value, ['mimeType']);
  if (typeof value.text === 'string') return { uri: value.uri, text: value.text, ...extra } as ResourceContents;
  if (typeof value.blob === 'string') return { uri: value.uri, blob: value.blob, ...extra } as ResourceContents;
  return undefined;
}

/**
 * One content block of the upstream's answer in the neutral model: the kinds the model knows, with their own fields
 * only (the revision adapter then writes them for the client, a kind its revision lacks as text); anything else as
 * its JSON text.
 */
export function blockOf(value: unknown): ContentBlock {
  const base = isObject(value) ? extrasOf(value, ['annotations']) : {};
  if (isObject(value)) {
    switch (value.type) {
      case 'text':
        if (typeof value.text === 'string') return { type: 'text', text: value.text, ...base };
        break;
      case 'image':
      case 'audio':
        if (typeof value.data === 'string' && typeof value.mimeType === 'string') return { type: value.type, data: value.data, mimeType: value.mimeType, ...base };
        break;
      case 'resource_link':
        if (typeof value.uri === 'string' && typeof value.name === 'string') return { type: 'resource_link', uri: value.uri, name: value.name, ...pick(value, ['title', 'description', 'mimeType', 'size', 'icons']), ...base };
        break;
      case 'resource': {
        const resource = contentsOf(value.resource);
        if (resource) return { type: 'resource', resource, ...base };
        break;
      }
    }
  }
  return { type: 'text', text: JSON.stringify(value ?? null) };
}

// The reserved `_meta` keys of the protocol (the upstream's serverInfo, subscription ids…) are about the upstream's own
// exchange: the engine writes this server's own where the client's revision has them.
const RESERVED_META = /^io\.modelcontextprotocol\//;

/** The upstream's `_meta` without the protocol's reserved keys, or undefined when nothing is left. */
export function metaOf(value: unknown): JsonObject | undefined {
  const meta = obj(value);
  if (!meta) return undefined;
  const kept = Object.fromEntries(Object.entries(meta).filter(([key]) => !RESERVED_META.test(key)));
  return Object.keys(kept).length > 0 ? (kept as JsonObject) : undefined;
}

/** The upstream's tool result as a neutral outcome (structured content kept as it came; the adapter decides whether the client's revision carries it). */
export function toolOutcomeFrom(result: Loose): ToolOutcome {
  const content = Array.isArray(result.content) ? result.content.map(blockOf) : [];
  const meta = metaOf(result._meta);
  return toolResult({
    content,
    isError: result.isError === true,
    ...(result.structuredContent !== undefined ? { structured: result.structuredContent as JsonValue } : {}),
    ...(meta ? { _meta: meta } : {}),
  });
}

/** The upstream's resource contents. */
export function readContentsFrom(result: Loose): ResourceContents[] {
  return Array.isArray(result.contents) ? result.contents.map(contentsOf).filter((c): c is ResourceContents => c !== undefined) : [];
}

/** The upstream's prompt messages. */
export function promptMessagesFrom(result: Loose): PromptMessage[] {
  const messages = Array.isArray(result.messages) ? result.messages : [];
  return messages.filter(isObject).map((m) => message(m.role === 'assistant' ? 'assistant' : 'user', blockOf(m.content)));
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error, depth = 0; e !== undefined && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) chain.push(e);
  return chain;
}

/** The JSON-RPC code of an error the official client raised for an upstream error reply, else undefined. */
function rpcCodeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'number' && Number.isInteger(code) ? code : undefined;
}

// A token of an upstream's message that names a place on its machine: a Windows path or UNC share, a file: URL, a
// home- or dot-relative path, a path with a `:line` position, one with a segment that has a file extension, or an
// absolute path under a usual system root. A JSON pointer (`/items/0/name`) is none of these and is kept.
const PATH_LIKE = /(?:[A-Za-z]:)?\\\S*|\bfile:\S*|(?:~|\.{1,2})\/\S*|\S*\/\S*:\d+\S*|\S*\/[^\s/]*\.[A-Za-z]\w{0,7}\b\S*|\/(?:home|Users|root|srv|var|etc|opt|usr|tmp|app|mnt|private|proc|nix|workspace|data)(?:\/\S*|\b)/g;
// A stack frame (`at fn (…)`, `at …:12:3`), and everything after it.
const FRAME = /\s+at\s+\S.*$/;

/**
 * The first line of the upstream's message, bounded, without the client's `MCP error -32602:` prefix, a stack frame or
 * a path-like token (each becomes `<path>`): what names the field a client got wrong stays, what says where the
 * upstream runs does not reach the client.
 */
function upstreamText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const first = text.replace(/^MCP error -?\d+:\s*/, '').split('\n')[0]!.slice(0, 300);
  return first.replace(FRAME, '').replace(PATH_LIKE, '<path>').trim();
}

const REQUEST_OF = new Map([
  ['elicitation', 'elicitation/create'],
  ['sampling', 'sampling/createMessage'],
  ['roots', 'roots/list'],
]);

const CAPABILITY_NAME = /^[A-Za-z][\w./-]{0,63}$/;

/**
 * The upstream's -32021 (a client capability the request needs and this call's client did not declare) as the engine
 * answers it itself: -32021 with `requiredCapabilities` on 2026-07-28, where the client declares per request; on a
 * session revision the proxy's MCPD_BRIDGE_UNTRANSLATABLE refusal (a tool error on a tool). Only the capability names and their
 * small JSON objects cross, never the upstream's message.
 */
function missingCapability(error: unknown, context: McpContext, what: { readonly method: string; readonly tool?: string }): unknown {
  const data = (error as { data?: unknown }).data;
  const asked = isObject(data) && isObject(data.requiredCapabilities) ? data.requiredCapabilities : {};
  const required: { [key: string]: JsonValue } = {};
  for (const name of Object.keys(asked).filter((n) => CAPABILITY_NAME.test(n)).slice(0, 8)) {
    const value = asked[name];
    const text = isObject(value) ? JSON.stringify(value) : '{}';
    required[name] = text.length <= 1024 ? (JSON.parse(text) as JsonValue) : {};
  }
  const names = Object.keys(required).map((n) => `"${n}"`).join(', ') || 'it did not name';
  if ((BUILT_IN_REVISIONS as readonly string[]).includes(context.revision) && adapterFor(context.revision as Revision).policy.era === 'stateless') {
    return new ProtocolError(RpcErrorCode.MissingRequiredClientCapability, `The upstream server needs the client capabilities ${names} for ${what.method}; declare them in params._meta["io.modelcontextprotocol/clientCapabilities"]`, { requiredCapabilities: required });
  }
  // A session client declared its capabilities once, at initialize: the proxy's own refusal of what it cannot carry.
  const plain = Object.keys(required).join(', ') || 'the required';
  const refusal = new BridgeUntranslatableError(REQUEST_OF.get(Object.keys(required)[0] ?? '') ?? what.method, `the client (protocol revision ${context.revision}) cannot answer ${plain} requests, or did not declare the capability`, `Connect with a client that declares ${names}.`);
  return what.tool !== undefined ? new ToolError(refusal.message, { cause: refusal }) : refusal;
}

/**
 * What a forwarded request answers when the upstream refused it or failed, as the client's revision wants it: a
 * cancellation stays the call's own abort; invalid arguments of a tool follow the revision's rule (a -32602 error up
 * to 2025-06-18, a tool error later); a resource the upstream does not have is the revision's "not found"; any other
 * upstream error is -32603 naming only the method (the upstream's message, which may hold its paths, is not sent).
 */
export function upstreamFailure(error: unknown, context: McpContext, what: { readonly method: string; readonly tool?: string; readonly uri?: string }): unknown {
  if (context.signal.aborted) return context.signal.reason ?? error;
  // The proxy's own refusal of an upstream's request (a 2026-07-28 upstream's input round the client cannot answer).
  const untranslatable = causeChain(error).find((e) => e instanceof BridgeUntranslatableError);
  // On a tool it is the tool's error (one diagnostics line), its text the error's own.
  if (untranslatable) return what.tool !== undefined ? new ToolError((untranslatable as Error).message, { cause: untranslatable }) : untranslatable;
  const code = rpcCodeOf(error);
  if (code === RpcErrorCode.MissingRequiredClientCapability) return missingCapability(error, context, what);
  if (what.uri !== undefined && (code === RpcErrorCode.ResourceNotFound || code === RpcErrorCode.InvalidParams)) return new ResourceNotFoundError(what.uri);
  if (code === RpcErrorCode.InvalidParams) {
    const text = upstreamText(error);
    if (what.tool !== undefined && (BUILT_IN_REVISIONS as readonly string[]).includes(context.revision)) {
      const answer = adapterFor(context.revision as Revision).policy.invalidArguments(what.tool, [{ path: '(arguments)', message: text }]);
      if ('error' in answer) return new ProtocolError(answer.error.code, answer.error.message, answer.error.data);
      const first = (answer.result.content as readonly { readonly text?: unknown }[] | undefined)?.[0]?.text;
      return new ToolError(typeof first === 'string' ? first : `Invalid arguments for tool ${what.tool}: ${text}`);
    }
    return new ProtocolError(RpcErrorCode.InvalidParams, `The upstream server refused ${what.method}: ${text}`);
  }
  if (code === RpcErrorCode.MethodNotFound) return new ProtocolError(RpcErrorCode.MethodNotFound, `The upstream server does not serve ${what.method}`);
  return new ProtocolError(RpcErrorCode.InternalError, code === undefined ? `The upstream server did not answer ${what.method}` : `The upstream server failed on ${what.method} (JSON-RPC error ${code})`);
}
