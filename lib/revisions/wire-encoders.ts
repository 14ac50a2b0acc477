import type { Annotations } from '../vocabulary/annotations.js';
import type { Icon } from '../vocabulary/icon.js';
import type { JsonValue } from '../vocabulary/json-value.js';
import type { ContentBlock, PromptMessage, ResourceContents, ToolOutcome } from '../model/content.js';
import type { ResourceFields } from '../model/resource-descriptor.js';
import { headerParamsOf, type ToolDescriptor } from '../model/tool-descriptor.js';
import { inputSchemaFor } from '../schema/input-schema-for.js';
import { outputSchemaFor } from '../schema/output-schema-for.js';
import type { WireFeatures } from './wire-features.js';
import type { WireVocabulary } from './wire-vocabulary.js';

type Mutable = { [key: string]: JsonValue };

// The vocabularies this module made: what they encode is built field by field from the values they are given.
const madeHere = new WeakSet<WireVocabulary>();

/**
 * Whether `wire` was made by {@link wireVocabulary} (a revision adapter may bring one of its own): then a tool result it
 * encodes from plain values (a handler's string) is plain JSON data by construction, and needs no walk to prove it.
 * @example isOwnWire(registry.exact('2025-11-25')!.wire) // true
 */
export function isOwnWire(wire: WireVocabulary): boolean {
  return madeHere.has(wire);
}

function put(target: Mutable, key: string, value: JsonValue | undefined, allowed = true): void {
  if (allowed && value !== undefined) target[key] = value;
}

function icons(list: readonly Icon[] | undefined): JsonValue | undefined {
  return list === undefined ? undefined : list.map((icon) => ({ ...icon, ...(icon.sizes ? { sizes: [...icon.sizes] } : {}) }) as Mutable);
}

const TOOL_ANNOTATION_KEYS = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

/** The input schema of a tool, with `x-mcp-header` on the arguments that mirror into `Mcp-Param-*` headers. */
function toolInputSchema(tool: ToolDescriptor, headerParams: boolean): JsonValue {
  const schema = inputSchemaFor(tool);
  const mirrored = headerParamsOf(tool);
  if (!headerParams || mirrored.length === 0) return schema;
  const copy = structuredClone(schema) as unknown as { properties: Mutable };
  for (const p of mirrored) copy.properties[p.name] = { ...(copy.properties[p.name] as Mutable), 'x-mcp-header': p.header };
  return copy as unknown as JsonValue;
}

/**
 * Builds the wire vocabulary of a revision from the flags of what its wire carries: what it cannot carry is
 * converted (audio and resource links become text), never sent raw or dropped silently.
 * @example const wire = wireVocabulary('2030-01-01', { ...features, icons: false }); wire.encodeTool(tool)
 */
export function wireVocabulary(revision: string, f: WireFeatures): WireVocabulary {
  const annotationsOf = (a: Annotations | undefined): JsonValue | undefined => {
    if (!a) return undefined;
    const out: Mutable = {};
    put(out, 'audience', a.audience ? [...a.audience] : undefined);
    put(out, 'priority', a.priority);
    put(out, 'lastModified', a.lastModified, f.lastModified);
    return Object.keys(out).length > 0 ? out : undefined;
  };

  const contentsOf = (c: ResourceContents): Mutable => {
    const out: Mutable = { uri: c.uri };
    put(out, 'mimeType', c.mimeType);
    if ('text' in c) out.text = c.text;
    else out.blob = c.blob;
    put(out, '_meta', c._meta, f.meta);
    return out;
  };

  const encodeContent = (block: ContentBlock): Mutable => {
    let out: Mutable;
    switch (block.type) {
      case 'text':
        out = { type: 'text', text: block.text };
        break;
      case 'image':
        out = { type: 'image', data: block.data, mimeType: block.mimeType };
        break;
      case 'audio':
        if (!f.audio) {
          // 2024-11-05 has no audio content: say what was there instead of dropping it.
          return { type: 'text', text: `[audio (${block.mimeType}, ${block.data.length} base64 characters) omitted: this client's protocol revision ${revision} cannot carry audio]` };
        }
        out = { type: 'audio', data: block.data, mimeType: block.mimeType };
        break;
      case 'resource_link':
        if (!f.resourceLink) {
          const label = block.title ?? block.name;
          return { type: 'text', text: `Resource: ${label} <${block.uri}>${block.mimeType ? ` (${block.mimeType})` : ''}${block.description ? ` - ${block.description}` : ''}` };
        }
        out = { type: 'resource_link', uri: block.uri, name: block.name };
        put(out, 'title', block.title);
        put(out, 'description', block.description);
        put(out, 'mimeType', block.mimeType);
        put(out, 'size', block.size);
        put(out, 'icons', icons(block.icons), f.icons);
        break;
      case 'resource':
        out = { type: 'resource', resource: contentsOf(block.resource) };
        break;
    }
    put(out, 'annotations', annotationsOf(block.annotations));
    put(out, '_meta', block._meta, f.meta);
    return out;
  };

  const resourceEntry = (out: Mutable, r: ResourceFields, withSize: boolean): Mutable => {
    put(out, 'title', r.title, f.title);
    put(out, 'description', r.description);
    put(out, 'mimeType', r.mimeType);
    put(out, 'size', r.size, withSize);
    put(out, 'annotations', annotationsOf(r.annotations));
    put(out, 'icons', icons(r.icons), f.icons);
    put(out, '_meta', r._meta, f.meta);
    return out;
  };

  const wire: WireVocabulary = {
    encodeTool(tool) {
      const out: Mutable = { name: tool.name };
      put(out, 'title', tool.title, f.title);
      put(out, 'description', tool.description);
      out.inputSchema = toolInputSchema(tool, f.headerParams);
      // Before 2026-07-28 an outputSchema is an object schema (its results objects); one of another root (a proxied
      // 2026-07-28 tool's) is left out there, as its structured results are.
      const output = outputSchemaFor(tool);
      put(out, 'outputSchema', output, f.outputSchema && (f.structuredContent === 'any' || output?.type === 'object'));
      const carriedTitle = f.titleInAnnotations && tool.annotations?.title === undefined ? tool.title : undefined;
      if (f.annotations && (tool.annotations || carriedTitle !== undefined)) {
        const annotations: Mutable = {};
        put(annotations, 'title', carriedTitle);
        for (const key of TOOL_ANNOTATION_KEYS) put(annotations, key, tool.annotations?.[key]);
        out.annotations = annotations;
      }
      put(out, 'icons', icons(tool.icons), f.icons);
      if (f.toolExecution === true && tool.execution) out.execution = { taskSupport: tool.execution.taskSupport };
      put(out, '_meta', tool._meta, f.meta);
      return out;
    },

    encodeResource: (resource) => resourceEntry({ uri: resource.uri, name: resource.name }, resource, true),

    // Templates carry the same fields as resources, except a size.
    encodeResourceTemplate: (template) => resourceEntry({ uriTemplate: template.uriTemplate, name: template.name }, template, false),

    encodePrompt(prompt) {
      const out: Mutable = { name: prompt.name };
      put(out, 'title', prompt.title, f.title);
      put(out, 'description', prompt.description);
      if (prompt.params.length > 0) {
        out.arguments = prompt.params.map((p) => {
          const arg: Mutable = { name: p.name };
          put(arg, 'description', p.description);
          arg.required = !p.optional;
          return arg;
        });
      }
      put(out, 'icons', icons(prompt.icons), f.icons);
      put(out, '_meta', prompt._meta, f.meta);
      return out;
    },

    encodeCapabilities(features) {
      const capabilities: Mutable = {};
      if (features.tools) capabilities.tools = { listChanged: true };
      if (features.resources) capabilities.resources = { subscribe: true, listChanged: true };
      if (features.prompts) capabilities.prompts = { listChanged: true };
      if (features.completions && f.completions) capabilities.completions = {};
      if (features.logging) capabilities.logging = {};
      if (f.extensions === true && features.extensions && Object.keys(features.extensions).length > 0) capabilities.extensions = structuredClone(features.extensions) as Mutable;
      return capabilities;
    },

    encodeServerInfo(identity) {
      const serverInfo: Mutable = { name: identity.name, version: identity.version };
      put(serverInfo, 'title', identity.title, f.title);
      put(serverInfo, 'description', identity.description, f.richServerInfo);
      put(serverInfo, 'websiteUrl', identity.websiteUrl, f.richServerInfo);
      put(serverInfo, 'icons', icons(identity.icons), f.richServerInfo);
      return serverInfo;
    },

    encodeToolResult(outcome: ToolOutcome) {
      const out: Mutable = { content: outcome.content.map(encodeContent) };
      const structured = outcome.structured;
      // Any JSON value may be structured content from 2026-07-28 on; before, only objects.
      const carried = f.structuredContent === 'any' ? structured !== undefined : f.structuredContent === 'objects' && structured !== undefined && structured !== null && typeof structured === 'object' && !Array.isArray(structured);
      if (carried) out.structuredContent = structured!;
      if (outcome.isError) out.isError = true;
      put(out, '_meta', outcome._meta, f.meta);
      return out;
    },

    encodeReadResult(contents) {
      return { contents: contents.map(contentsOf) };
    },

    encodePromptResult(messages: readonly PromptMessage[], description?: string) {
      const out: Mutable = {};
      put(out, 'description', description);
      out.messages = messages.map((m) => ({ role: m.role, content: encodeContent(m.content) }));
      return out;
    },

    encodeProgress(report) {
      const out: Mutable = { progressToken: report.progressToken, progress: report.progress };
      put(out, 'total', report.total);
      put(out, 'message', report.message, f.progressMessage);
      return out;
    },
  };
  madeHere.add(wire);
  return wire;
}

