import { ViewHostError } from '../../../errors/view-host.error.js';
import { isJsonObject, ownProperty } from '../../../server/protocol/own-property.js';
import { VIEW_MIME_TYPE, type Json, type McpLink } from './mcp-link.js';

/** The `ui://` view a listed tool names in `_meta.ui.resourceUri` (or the older flat `ui/resourceUri`). */
export function viewOfTool(tool: Json | undefined): string | undefined {
  const meta = ownProperty(tool, '_meta');
  const uri = ownProperty(ownProperty(meta, 'ui'), 'resourceUri') ?? ownProperty(meta, 'ui/resourceUri');
  return typeof uri === 'string' ? uri : undefined;
}

/**
 * The view HTML and the `_meta.ui` of a `resources/read` result; ViewHostError when it is not an MCP App view.
 * @example const { html, ui } = readView('ui://cards/card', await link.readResource('ui://cards/card'));
 */
export function readView(view: string, read: Json): { html: string; ui: Json | undefined } {
  const contents = Array.isArray(read.contents) ? (read.contents as unknown[]) : [];
  const item = contents.find((content) => ownProperty(content, 'uri') === view) ?? contents[0];
  const mimeType = ownProperty(item, 'mimeType');
  if (mimeType !== VIEW_MIME_TYPE) throw new ViewHostError('view', `the content of ${view} is ${String(mimeType)}, not ${VIEW_MIME_TYPE}`, `Declare the view with mimeType '${VIEW_MIME_TYPE}'.`);
  const text = ownProperty(item, 'text');
  const blob = ownProperty(item, 'blob');
  const html = typeof text === 'string' ? text : typeof blob === 'string' ? Buffer.from(blob, 'base64').toString('utf8') : undefined;
  if (html === undefined) throw new ViewHostError('view', `the content of ${view} has neither text nor blob`, 'Return the view HTML as text.');
  const ui = ownProperty(ownProperty(item, '_meta'), 'ui');
  return { html, ui: isJsonObject(ui) ? ui : undefined };
}


/**
 * Reads a view as a host does: its HTML and `_meta.ui`, the `resources/read` content item's first and the
 * `resources/list` entry's when the item has none (the spec's precedence); `{}` when neither has one.
 * @example const { html, ui } = await fetchView(link, 'ui://cards/card');
 */
export async function fetchView(link: McpLink, view: string): Promise<{ html: string; ui: Json }> {
  const read = readView(view, await link.readResource(view));
  if (read.ui !== undefined) return { html: read.html, ui: read.ui };
  const listed = ownProperty(ownProperty(await link.listedResource(view), '_meta'), 'ui');
  return { html: read.html, ui: isJsonObject(listed) ? listed : {} };
}
