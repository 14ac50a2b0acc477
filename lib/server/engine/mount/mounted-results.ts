import { embeddedResource, isBranded, message, resourceLink, toolResult, type ContentBlock, type PromptMessage, type ToolOutcome } from '../../../model/content.js';

/** Maps a URI of the mounted server to the URI the outer server serves it under (others are returned as they are). */
export type OuterUri = (uri: string) => string;

function block(value: ContentBlock, outer: OuterUri): ContentBlock {
  if (value.type === 'resource_link') {
    const uri = outer(value.uri);
    if (uri === value.uri) return value;
    const { type: _type, uri: _uri, name, ...extra } = value;
    return resourceLink(uri, name, extra);
  }
  if (value.type === 'resource') {
    const uri = outer(value.resource.uri);
    if (uri === value.resource.uri) return value;
    const { type: _type, resource, ...extra } = value;
    return embeddedResource({ ...resource, uri }, extra);
  }
  return value;
}

function isOutcome(value: object): value is ToolOutcome {
  return Array.isArray((value as { content?: unknown }).content) && typeof (value as { isError?: unknown }).isError === 'boolean';
}

function isMessage(value: object): value is PromptMessage {
  return 'role' in value && 'content' in value;
}

function isContents(value: unknown): value is { readonly uri: string } {
  return typeof value === 'object' && value !== null && typeof (value as { uri?: unknown }).uri === 'string' && (typeof (value as { text?: unknown }).text === 'string' || typeof (value as { blob?: unknown }).blob === 'string');
}

function one(value: unknown, contents: boolean, outer: OuterUri): unknown {
  if (isBranded(value)) {
    const branded = value as object;
    if (isOutcome(branded)) {
      const content = branded.content.map((b) => block(b, outer));
      if (content.every((b, i) => b === branded.content[i])) return value;
      return toolResult({ content, isError: branded.isError, ...(branded.structured !== undefined ? { structured: branded.structured } : {}), ...(branded._meta ? { _meta: branded._meta } : {}) });
    }
    if (isMessage(branded)) {
      const content = block(branded.content, outer);
      return content === branded.content ? value : message(branded.role, content);
    }
    return block(value as ContentBlock, outer);
  }
  if (contents && isContents(value)) {
    const uri = outer(value.uri);
    return uri === value.uri ? value : { ...value, uri };
  }
  return value;
}

/**
 * A mounted member's result with the mounted server's URIs in resource links and embedded resources (and, for a
 * resource read, in the contents it returned with their own `uri`) rewritten to the outer server's, so a client can
 * read what a mounted tool links to. Structured data and every other value are left as they are.
 */
export function withOuterUris(value: unknown, contents: boolean, outer: OuterUri): unknown {
  if (!Array.isArray(value)) return one(value, contents, outer);
  const mapped = value.map((v) => one(v, contents, outer));
  return mapped.every((v, i) => v === value[i]) ? value : mapped;
}
