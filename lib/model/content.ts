import type { Annotations } from '../vocabulary/annotations.js';
import type { Icon } from '../vocabulary/icon.js';
import type { JsonObject, JsonValue } from '../vocabulary/json-value.js';


interface BlockBase {
  readonly annotations?: Annotations;
  readonly _meta?: JsonObject;
}

/** Plain text. */
export interface TextBlock extends BlockBase {
  readonly type: 'text';
  readonly text: string;
}

/** A base64-encoded image. */
export interface ImageBlock extends BlockBase {
  readonly type: 'image';
  readonly data: string;
  readonly mimeType: string;
}

/** Base64-encoded audio. */
export interface AudioBlock extends BlockBase {
  readonly type: 'audio';
  readonly data: string;
  readonly mimeType: string;
}

/** A pointer to a resource the client may read. */
export interface ResourceLinkBlock extends BlockBase {
  readonly type: 'resource_link';
  readonly uri: string;
  readonly name: string;
  readonly title?: string;
  readonly description?: string;
  readonly mimeType?: string;
  readonly size?: number;
  readonly icons?: readonly Icon[];
}

/** The contents of a resource: text or base64 `blob`. */
export type ResourceContents =
  | { readonly uri: string; readonly mimeType?: string; readonly text: string; readonly _meta?: JsonObject }
  | { readonly uri: string; readonly mimeType?: string; readonly blob: string; readonly _meta?: JsonObject };

/** A resource's contents carried inline. */
export interface EmbeddedResourceBlock extends BlockBase {
  readonly type: 'resource';
  readonly resource: ResourceContents;
}

/** One item of a tool result or prompt message, revision-neutral; adapters convert what a revision cannot carry. */
export type ContentBlock = TextBlock | ImageBlock | AudioBlock | ResourceLinkBlock | EmbeddedResourceBlock;

/** What a tool call produced, before a revision adapter encodes it. */
export interface ToolOutcome {
  readonly content: readonly ContentBlock[];
  /** Machine-readable result (from the declared output type, or `toolResult({ structured })`). */
  readonly structured?: JsonValue;
  readonly isError: boolean;
  readonly _meta?: JsonObject;
}

/** One prompt message. */
export interface PromptMessage {
  readonly role: 'user' | 'assistant';
  readonly content: ContentBlock;
}

const BRAND = Symbol.for('mcp-decorators/content@1');

function brand<T extends object>(value: T): T {
  Object.defineProperty(value, BRAND, { value: true, enumerable: false });
  return value;
}

/** True for values made by the content helpers (`text`, `image`, `toolResult`, `message`…). */
export function isBranded(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/** A text content block. @example `return [text('Forecast:'), image(png, 'image/png')];` */
export function text(value: string, extra: BlockBase = {}): TextBlock {
  return brand({ type: 'text', text: value, ...extra });
}

/** An image content block from base64 data. @example `image(buffer.toString('base64'), 'image/png')` */
export function image(data: string, mimeType: string, extra: BlockBase = {}): ImageBlock {
  return brand({ type: 'image', data, mimeType, ...extra });
}

/** An audio content block from base64 data (sent as a text note to 2024-11-05 clients). @example `audio(wav, 'audio/wav')` */
export function audio(data: string, mimeType: string, extra: BlockBase = {}): AudioBlock {
  return brand({ type: 'audio', data, mimeType, ...extra });
}

/** A link to a resource (an embedded text line for clients before 2025-06-18). @example `resourceLink('notes://work/42', 'Meeting notes')` */
export function resourceLink(uri: string, name: string, extra: Omit<ResourceLinkBlock, 'type' | 'uri' | 'name'> = {}): ResourceLinkBlock {
  return brand({ type: 'resource_link', uri, name, ...extra });
}

/** A resource carried inline, as text or base64 blob. @example `embeddedResource({ uri: 'notes://1', mimeType: 'text/plain', text: 'hi' })` */
export function embeddedResource(resource: ResourceContents, extra: BlockBase = {}): EmbeddedResourceBlock {
  return brand({ type: 'resource', resource, ...extra });
}

/** Options of toolResult. */
export interface ToolResultOptions {
  readonly content?: readonly ContentBlock[];
  readonly structured?: JsonValue;
  readonly isError?: boolean;
  readonly _meta?: JsonObject;
}

/** A whole tool result, for when a handler needs both content and structured data, or to flag an error itself. @example `return toolResult({ content: [text('3 found')], structured: { count: 3 } });` */
export function toolResult(options: ToolResultOptions): ToolOutcome {
  const outcome: ToolOutcome = { content: options.content ?? [], isError: options.isError ?? false, ...(options.structured !== undefined ? { structured: options.structured } : {}), ...(options._meta ? { _meta: options._meta } : {}) };
  return brand(outcome);
}

/** A prompt message. @example `return [message('user', text('Review this')), message('assistant', text('Sure'))];` */
export function message(role: 'user' | 'assistant', content: ContentBlock | string): PromptMessage {
  return brand({ role, content: typeof content === 'string' ? text(content) : content });
}
