import type { JsonValue } from '../../vocabulary/json-value.js';
import { isBranded, text, type ContentBlock, type PromptMessage, type ResourceContents, type ToolOutcome } from '../../model/content.js';
import type { ResourceFields } from '../../model/resource-descriptor.js';

function isContentBlock(value: unknown): value is ContentBlock {
  return isBranded(value) && typeof (value as { type?: unknown }).type === 'string' && !('role' in (value as object));
}

function isOutcome(value: unknown): value is ToolOutcome {
  return isBranded(value) && Array.isArray((value as { content?: unknown }).content) && typeof (value as { isError?: unknown }).isError === 'boolean';
}

function isMessage(value: unknown): value is PromptMessage {
  return isBranded(value) && 'role' in (value as object) && 'content' in (value as object);
}

/** The JSON form of a handler's return value: class instances become plain objects, Dates strings. */
export function toJson(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue;
}

function withJsonText(outcome: ToolOutcome): ToolOutcome {
  // A structured result also travels as its JSON text, for clients that do not read structuredContent.
  if (outcome.structured === undefined || outcome.content.length > 0) return outcome;
  return { ...outcome, content: [text(JSON.stringify(outcome.structured))] };
}

/**
 * Maps what a tool handler returned to a neutral outcome: a string is text; content helpers are content;
 * a value of the declared output type is structured content plus the same JSON as text.
 */
export function toolOutcomeOf(value: unknown, hasOutputType: boolean): ToolOutcome {
  // The commonest answer first; blocks made here need no brand (only values handlers return are told apart by it).
  if (typeof value === 'string' && !hasOutputType) return { content: [{ type: 'text', text: value }], isError: false };
  if (isOutcome(value)) return withJsonText(value);
  if (isContentBlock(value)) return { content: [value], isError: false };
  if (Array.isArray(value) && value.length > 0 && value.every(isContentBlock)) return { content: value, isError: false };
  if (hasOutputType && value !== undefined) {
    const structured = toJson(value);
    return { content: [{ type: 'text', text: JSON.stringify(structured) }], structured, isError: false };
  }

  if (value === undefined || value === null) return { content: [], isError: false };
  return { content: [text(JSON.stringify(toJson(value)))], isError: false };
}

function isContents(value: unknown): value is ResourceContents {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.uri === 'string' && (typeof v.text === 'string' || typeof v.blob === 'string');
}

/**
 * Maps what a resource handler returned to resource contents: a string is text, bytes are a base64 blob,
 * `{ uri, text | blob }` objects pass through, anything else is JSON text.
 */
export function resourceContentsOf(value: unknown, uri: string, resource: ResourceFields): ResourceContents[] {
  const one = (v: unknown): ResourceContents => {
    if (isContents(v)) return v;
    if (typeof v === 'string') return { uri, mimeType: resource.mimeType ?? 'text/plain', text: v };
    if (v instanceof Uint8Array) return { uri, mimeType: resource.mimeType ?? 'application/octet-stream', blob: Buffer.from(v).toString('base64') };
    return { uri, mimeType: resource.mimeType ?? 'application/json', text: JSON.stringify(toJson(v)) };
  };
  return Array.isArray(value) && value.length > 0 && value.every(isContents) ? value : [one(value)];
}

/** Maps what a prompt handler returned to messages: a string or content block is one user message. */
export function promptMessagesOf(value: unknown): PromptMessage[] {
  const one = (v: unknown): PromptMessage => {
    if (isMessage(v)) return v;
    if (isContentBlock(v)) return { role: 'user', content: v };
    return { role: 'user', content: text(typeof v === 'string' ? v : JSON.stringify(toJson(v))) };
  };
  return Array.isArray(value) ? value.map(one) : [one(value)];
}
