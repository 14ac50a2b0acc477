import type { JsonValue } from '../../model/json-value.js';
import type { RevisionAdapter, WireObject } from '../revision-adapter.js';
import { sessionAdapter } from '../session-adapter.js';

type Mutable = { [key: string]: JsonValue };

// Everything the 2025-11-25 wire carries, as the base the stateless revision changes.
const base = sessionAdapter('2026-07-28', {
  annotations: true, audio: true, completions: true, progressMessage: true,
  title: true, outputSchema: true, structuredContent: true, resourceLink: true, meta: true, lastModified: true, elicitation: true,
  icons: true, richServerInfo: true, invalidArgumentsAsToolError: true, batches: false,
});

// A Map: the method name came off the wire.
const CACHEABLE: ReadonlyMap<string, 'discover' | 'lists' | 'reads'> = new Map([
  ['server/discover', 'discover'],
  ['tools/list', 'lists'],
  ['prompts/list', 'lists'],
  ['resources/list', 'lists'],
  ['resources/templates/list', 'lists'],
  ['resources/read', 'reads'],
]);

const SERVER_INFO = 'io.modelcontextprotocol/serverInfo';

/**
 * The 2026-07-28 wire: stateless, `resultType` on every result, caching hints on discover, lists and reads,
 * serverInfo in result `_meta`, any JSON as `structuredContent`, `x-mcp-header` on header-mirrored arguments,
 * resource-not-found as -32602, and client input through input-required results instead of server requests.
 */
export const rev20260728: RevisionAdapter = {
  ...base,
  revision: '2026-07-28',
  era: 'stateless',
  errorCodes: { resourceNotFound: -32602 },

  encodeTool(tool) {
    const out = base.encodeTool(tool) as Mutable;
    if (tool.input.kind !== 'params' || !tool.input.params.some((p) => p.header)) return out;
    const schema = structuredClone(out.inputSchema) as { properties: Mutable };
    for (const p of tool.input.params) {
      if (p.header) schema.properties[p.name] = { ...(schema.properties[p.name] as Mutable), 'x-mcp-header': p.header };
    }
    return { ...out, inputSchema: schema };
  },

  encodeToolResult(outcome) {
    const out = base.encodeToolResult(outcome) as Mutable;
    // Any JSON value may be structured content from 2026-07-28 on, arrays included.
    if (outcome.structured !== undefined && !('structuredContent' in out)) out.structuredContent = outcome.structured;
    return out;
  },

  encodeDiscoverResult(identity, features, supportedVersions, instructions) {
    const init = base.encodeInitializeResult(identity, features, instructions) as Mutable;
    const out: Mutable = { supportedVersions: [...supportedVersions], capabilities: init.capabilities! };
    if (instructions !== undefined) out.instructions = instructions;
    return out;
  },

  encodeInputRequired(inputRequests, requestState) {
    return { resultType: 'input_required', inputRequests: JSON.parse(JSON.stringify(inputRequests)) as JsonValue, requestState };
  },

  finishResult(method, result, context): WireObject {
    const out: Mutable = { ...result };
    out.resultType ??= 'complete';
    const kind = CACHEABLE.get(method);
    if (kind && out.resultType === 'complete') {
      out.ttlMs = context.cache[kind].ttlMs;
      out.cacheScope = context.cache[kind].cacheScope;
    }
    const meta = (out._meta ?? {}) as Mutable;
    out._meta = { ...meta, [SERVER_INFO]: { name: context.identity.name, version: context.identity.version } };
    return out;
  },
};
