import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';

const CSP_ALIASES: readonly (readonly [string, string])[] = [['connectDomains', 'connect_domains'], ['resourceDomains', 'resource_domains'], ['frameDomains', 'frame_domains']];

/**
 * The `openai/*` tool keys ChatGPT reads besides `_meta.ui`: the view's URI as `openai/outputTemplate`, and whether
 * the view may call the tool as `openai/widgetAccessible`.
 */
export function openaiToolMeta(uri: string, visibility: readonly string[]): JsonObject {
  return { 'openai/outputTemplate': uri, 'openai/widgetAccessible': visibility.includes('app') };
}

/** The `openai/*` view keys ChatGPT reads besides `_meta.ui`: CSP (snake_case), domain, border, description. */
export function openaiResourceMeta(ui: JsonObject, description: string | undefined): JsonObject {
  const out: { [key: string]: JsonValue } = {};
  const given = ui.csp;
  if (given !== null && typeof given === 'object' && !Array.isArray(given)) {
    const csp = given as JsonObject;
    const widgetCsp: { [key: string]: JsonValue } = {};
    for (const [from, to] of CSP_ALIASES) if (Array.isArray(csp[from])) widgetCsp[to] = [...(csp[from] as JsonValue[])];
    out['openai/widgetCSP'] = widgetCsp;
  }
  if (typeof ui.domain === 'string') out['openai/widgetDomain'] = ui.domain;
  if (typeof ui.prefersBorder === 'boolean') out['openai/widgetPrefersBorder'] = ui.prefersBorder;
  if (description !== undefined) out['openai/widgetDescription'] = description;
  return out;
}
