import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import type { ResourceDescriptor } from '../../model/resource-descriptor.js';
import type { ServerModel } from '../../model/server-model.js';
import type { ToolDescriptor } from '../../model/tool-descriptor.js';
import type { McpExtension } from '../../server/contracts/extension.js';
import { InvalidViewError } from '../../errors/invalid-view.error.js';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { APP_MIME_TYPE, APPS_EXTENSION, carriesMeta, LEGACY_RESOURCE_URI_KEY, VIEW_SCHEME } from './app-wire.js';
import { isViewDomain } from './view-lint.js';
import { openaiResourceMeta, openaiToolMeta } from './openai-aliases.js';

/** Options of `apps()`. Host compatibility is off by default. */
export interface AppsOptions {
  /**
   * Also write the `openai/*` keys ChatGPT reads besides `_meta.ui`: on view tools `openai/outputTemplate` and
   * `openai/widgetAccessible`, on views `openai/widgetCSP`, `openai/widgetDomain`, `openai/widgetPrefersBorder` and
   * `openai/widgetDescription`. Default false.
   */
  readonly openaiAliases?: boolean;
  /**
   * The `domain` of every view that gives none: a stable sandbox origin in the host's format, e.g.
   * `claudeAppDomain('https://example.com/mcp')` for Claude. Default: none (the host's per-conversation origin).
   */
  readonly domain?: string;
}

type Mutable = { [key: string]: JsonValue };

const isObject = (v: JsonValue | undefined): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** True for a resource served as an MCP Apps view (`@View`, or a `ui://` resource of the app MIME type). */
function isView(resource: ResourceDescriptor): boolean {
  return resource.mimeType === APP_MIME_TYPE && resource.uri.startsWith(VIEW_SCHEME);
}

/** The view with its `_meta.ui` (and aliases) on the listing, and a read whose content item carries the same. */
function servedView(view: ResourceDescriptor, options: AppsOptions): ResourceDescriptor {
  const declaredUi = isObject(view._meta?.ui) ? view._meta!.ui : {};
  const ui: Mutable = { ...declaredUi, ...(declaredUi.domain === undefined && options.domain !== undefined ? { domain: options.domain } : {}) };
  const meta: JsonObject = { ...(view._meta ?? {}), ui, ...(options.openaiAliases ? openaiResourceMeta(ui, view.description) : {}) };
  const original = view.invoke;
  const contentOf = (value: unknown): unknown => {
    if (typeof value === 'string') return { uri: view.uri, mimeType: APP_MIME_TYPE, text: value, _meta: structuredClone(meta) };
    if (value instanceof Uint8Array) return { uri: view.uri, mimeType: APP_MIME_TYPE, blob: Buffer.from(value).toString('base64'), _meta: structuredClone(meta) };
    return value;
  };
  return {
    ...view,
    _meta: meta,
    // Only a view's read goes through here; every other member keeps its own invoke untouched.
    invoke: (args) => {
      const value = original(args);
      return value instanceof Promise ? value.then(contentOf) : contentOf(value);
    },
  };
}

/** Finds the view a tool names: by `ui://` URI, else by the view's name. */
function findView(views: ReadonlyMap<string, ResourceDescriptor>, byName: ReadonlyMap<string, ResourceDescriptor>, name: string): ResourceDescriptor | undefined {
  return name.startsWith(VIEW_SCHEME) ? views.get(name) : byName.get(name);
}

/** The tool with `_meta.ui = { resourceUri, visibility }`, the legacy flat key, and the aliases; its view link consumed. */
function linkedTool(tool: ToolDescriptor, views: ReadonlyMap<string, ResourceDescriptor>, byName: ReadonlyMap<string, ResourceDescriptor>, options: AppsOptions): ToolDescriptor {
  const link = tool.view!;
  const onTool = link.keys.filter((k) => k === 'csp' || k === 'permissions');
  const metaUi = tool._meta?.ui;
  if (isObject(metaUi)) onTool.push(...Object.keys(metaUi).filter((k) => k === 'csp' || k === 'permissions'));
  if (onTool.length > 0) {
    throw new InvalidViewError('on-tool', tool.member, `(tool ${tool.name}) gives ${onTool[0]} on the tool, where hosts ignore it`, `Move ${onTool[0]} to the view: @View('${link.view}', { ${onTool[0]}: … }).`);
  }
  const view = findView(views, byName, link.view);
  if (!view) {
    const known = [...views.keys()];
    throw new InvalidViewError('not-found', tool.member, `(tool ${tool.name}) links the view ${JSON.stringify(link.view)}, which no @View declares`, known.length > 0 ? `Link one of ${known.join(', ')}, or declare it with @View('${link.view.startsWith(VIEW_SCHEME) ? link.view : `ui://…`}').` : `Declare it on a class the server serves: @View('${link.view.startsWith(VIEW_SCHEME) ? link.view : 'ui://…'}') view() { return html; }`);
  }
  const visibility = link.visibility ?? ['model', 'app'];
  const ui: Mutable = { ...(isObject(metaUi) ? metaUi : {}), resourceUri: view.uri, visibility: [...visibility] };
  const meta: JsonObject = { ...(tool._meta ?? {}), ui, [LEGACY_RESOURCE_URI_KEY]: view.uri, ...(options.openaiAliases ? openaiToolMeta(view.uri, visibility) : {}) };
  const { view: _consumed, ...rest } = tool;
  return { ...rest, _meta: meta };
}

/**
 * The MCP Apps extension (SEP-1865, `io.modelcontextprotocol/ui`): serves the views declared with `@View` as
 * `ui://` resources of MIME type `text/html;profile=mcp-app` with `_meta.ui` on the listing and on the read's content
 * item, writes `_meta.ui = { resourceUri, visibility }` and the legacy `_meta["ui/resourceUri"]` on every tool that
 * links a view (`@Tool({ ui })`), checks the links at start-up, and advertises the extension where the revision can
 * carry the links (`capabilities.extensions` in initialize from 2025-06-18, `server/discover` on 2026-07-28). A
 * handler asks `canShowViews(ctx)` whether this client renders views; the tool's text content serves the others.
 * @example createServer({ …, classes: [CustomerTools], extensions: [apps()] }) — docs/guide/apps.md
 */
export function apps(options: AppsOptions = {}): McpExtension {
  if (options.domain !== undefined && !isViewDomain(options.domain)) {
    throw new InvalidServerOptionError('apps.domain', `is ${JSON.stringify(options.domain)}, not a host name`, "Pass the host name alone, e.g. apps({ domain: claudeAppDomain('https://example.com/mcp') }).");
  }
  const settings: JsonObject = { mimeTypes: [APP_MIME_TYPE] };
  return {
    id: APPS_EXTENSION,
    settings,
    sessionCapabilities: (adapter) => (adapter.policy.era === 'session' && carriesMeta(adapter) ? { extensions: { [APPS_EXTENSION]: structuredClone(settings) } } : undefined),
    prepare(model: ServerModel, served: ServerModel): ServerModel {
      const resources = model.resources.map((r) => (isView(r) ? servedView(r, options) : r));
      const views = new Map<string, ResourceDescriptor>();
      const byName = new Map<string, ResourceDescriptor>();
      for (const r of [...served.resources, ...resources]) {
        if (!isView(r)) continue;
        views.set(r.uri, r);
        if (!byName.has(r.name)) byName.set(r.name, r);
      }
      const tools = model.tools.map((t) => (t.view === undefined ? t : linkedTool(t, views, byName, options)));
      return { ...model, tools, resources };
    },
  };
}
