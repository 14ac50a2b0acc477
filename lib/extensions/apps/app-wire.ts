import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { McpContext } from '../../model/handler-context.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import { builtInAdapters } from '../../revisions/adapter-for.js';

/** The MCP Apps extension's identifier and capability key (SEP-1865; note `/ui`). */
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';

/** The MIME type of an MCP Apps view (an HTML5 document the host renders in a sandboxed iframe). */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The flat tool `_meta` key older hosts read besides `_meta.ui.resourceUri` (deprecated by the spec, still read). */
export const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

/** The view URI scheme the spec requires. */
export const VIEW_SCHEME = 'ui://';

/** The keys of `_meta.ui.csp`: origins per CSP directive. */
export const CSP_KEYS: ReadonlySet<string> = new Set(['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains']);

/** The keys of `_meta.ui.permissions`: Permission Policy features of the view's iframe. */
export const PERMISSION_KEYS: ReadonlySet<string> = new Set(['camera', 'microphone', 'geolocation', 'clipboardWrite']);

function own(value: JsonValue | unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

const metaCarried = new WeakMap<RevisionAdapter, boolean>();

/**
 * True when this revision's wire carries `_meta` (2025-06-18 on), where a tool can name its view: asked of the
 * revision's own encoder once (so an adapter of your own answers for itself), then remembered.
 */
export function carriesMeta(adapter: RevisionAdapter): boolean {
  let known = metaCarried.get(adapter);
  if (known === undefined) {
    const [probe] = adapter.wire.encodeReadResult([{ uri: `${VIEW_SCHEME}probe`, mimeType: APP_MIME_TYPE, text: '', _meta: {} }]).contents as JsonObject[];
    known = probe !== undefined && Object.hasOwn(probe, '_meta');
    metaCarried.set(adapter, known);
  }
  return known;
}

let withoutMeta: ReadonlySet<string> | undefined;

/** True when `revision` is a built-in one whose wire carries no `_meta` (so no tool names a view there); asked once. */
function lacksMeta(revision: string): boolean {
  withoutMeta ??= new Set(builtInAdapters().filter((a) => !carriesMeta(a)).map((a) => a.revision));
  return withoutMeta.has(revision);
}

/**
 * True when the client of this call can show MCP Apps views: it declared `extensions["io.modelcontextprotocol/ui"]`
 * with `mimeTypes` holding `text/html;profile=mcp-app` (in initialize on a session, in this request's `_meta` client
 * capabilities on 2026-07-28), and the revision carries the tool's view link. Read on demand: a call that does not
 * ask pays nothing. When false, return the same meaningful text content (a view tool always should).
 * @example if (!canShowViews(ctx)) return `${customer.name} <${customer.email}>`; // else the view renders structuredContent
 */
export function canShowViews(ctx: Pick<McpContext, 'client' | 'revision'>): boolean {
  if (lacksMeta(ctx.revision)) return false;
  const declared = own(own(ctx.client.capabilities, 'extensions'), APPS_EXTENSION);
  const mimeTypes = own(declared, 'mimeTypes');
  return Array.isArray(mimeTypes) && mimeTypes.includes(APP_MIME_TYPE);
}
