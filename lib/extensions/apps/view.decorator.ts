import type { JsonObject } from '../../vocabulary/json-value.js';
import { Resource } from '../../decorators/resource.decorator.js';
import { ownerOf } from '../../decorators/member-key.js';
import { formatMember } from '../../errors/format-member.js';
import { InvalidViewError } from '../../errors/invalid-view.error.js';
import { APP_MIME_TYPE, VIEW_SCHEME } from './app-wire.js';
import { checkViewMeta } from './view-lint.js';

/** Origins a view may reach, per CSP directive; each entry `https://host`, `wss://host:port` or `https://*.host`. */
export interface ViewCsp {
  /** fetch, XHR and WebSocket (`connect-src`). */
  readonly connectDomains?: readonly string[];
  /** Scripts, styles, images, fonts, media. */
  readonly resourceDomains?: readonly string[];
  /** Nested iframes (`frame-src`). */
  readonly frameDomains?: readonly string[];
  /** `base-uri`. */
  readonly baseUriDomains?: readonly string[];
}

/** Browser features a view asks its host for (the host may refuse; feature-detect in the view). */
export interface ViewPermissions {
  readonly camera?: Record<string, never>;
  readonly microphone?: Record<string, never>;
  readonly geolocation?: Record<string, never>;
  readonly clipboardWrite?: Record<string, never>;
}

/** Options of `@View`: the resource's name and description, and the view's `_meta.ui` (security and rendering). */
export interface ViewOptions {
  /** Programmatic name (also how `@Tool({ ui })` may name the view); default: the method name in snake_case. */
  readonly name?: string;
  readonly title?: string;
  readonly description?: string;
  readonly csp?: ViewCsp;
  readonly permissions?: ViewPermissions;
  /** A dedicated sandbox origin, in the host's format (e.g. `claudeAppDomain(url)` for Claude); default: `apps({ domain })`, else the host's. */
  readonly domain?: string;
  /** True asks the host for a visible border and background, false for none; default: the host decides. */
  readonly prefersBorder?: boolean;
}

const declared = new WeakMap<object, Map<string, string>>();

/** The view's `_meta.ui`, as the decorator declared it. */
export function viewMeta(options: ViewOptions): JsonObject {
  const ui: { [key: string]: JsonObject[string] } = {};
  if (options.csp !== undefined) ui.csp = structuredClone(options.csp) as unknown as JsonObject;
  if (options.permissions !== undefined) ui.permissions = structuredClone(options.permissions) as unknown as JsonObject;
  if (options.domain !== undefined) ui.domain = options.domain;
  if (options.prefersBorder !== undefined) ui.prefersBorder = options.prefersBorder;
  return ui;
}

/**
 * Declares an MCP Apps view: the method returns the view's HTML (a whole HTML5 document, e.g. a built single-file
 * bundle read from disk), served as the resource `uri` (`ui://…`) with MIME type `text/html;profile=mcp-app` and
 * `_meta.ui` on both its listing and its `resources/read` content. Tools link it with `@Tool({ ui: uri })`; serve
 * it with `createServer({ …, extensions: [apps()] })`. Checked when declared: the `ui://` scheme, CSP and
 * permission keys, origins and `domain` (`MCPD_VIEW_*`).
 * @example `@View('ui://acme/customer-card', { csp: { connectDomains: ['https://api.acme.test'] }, prefersBorder: true }) card() { return CARD_HTML; }` — docs/guide/apps.md
 */
export function View(uri: string, options: ViewOptions = {}): MethodDecorator {
  return (target, propertyKey, descriptor) => {
    const { owner, key } = ownerOf(target, propertyKey, 'View');
    const member = formatMember(target, key);
    if (typeof uri !== 'string' || !uri.startsWith(VIEW_SCHEME) || uri.length === VIEW_SCHEME.length) {
      throw new InvalidViewError('scheme', member, `declares the view ${JSON.stringify(uri)}, outside the ui:// scheme`, "Give the view a ui:// URI, e.g. @View('ui://acme/customer-card'); hosts render only ui:// resources.");
    }
    const ui = viewMeta(options);
    checkViewMeta(member, ui);
    const seen = declared.get(owner) ?? new Map<string, string>();
    const first = seen.get(uri);
    if (first !== undefined && first !== key) {
      throw new InvalidViewError('duplicate', member, `declares the view ${uri}, which ${formatMember(target, first)} already declares`, 'Give each view its own ui:// URI; link one view from several tools instead of declaring it twice.');
    }
    seen.set(uri, key);
    declared.set(owner, seen);
    const resource = { mimeType: APP_MIME_TYPE, ...(options.name !== undefined ? { name: options.name } : {}), ...(options.title !== undefined ? { title: options.title } : {}), ...(options.description !== undefined ? { description: options.description } : {}), _meta: { ui } };
    Resource(uri, resource)(target, propertyKey, descriptor);
  };
}
