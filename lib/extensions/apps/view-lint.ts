import type { JsonObject, JsonValue } from '../../vocabulary/json-value.js';
import { InvalidViewError } from '../../errors/invalid-view.error.js';
import { CSP_KEYS, PERMISSION_KEYS } from './app-wire.js';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST = `(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9A-Fa-f:.]+\\])`;
/** A CSP origin as the spec lists them: `https://api.example.com`, `wss://rt.example.com:8443`, `https://*.example.com`. */
const ORIGIN = new RegExp(`^(?:https?|wss?)://(?:\\*\\.)?${HOST}(?::\\d{1,5})?$`);
/** A host name with at least two labels (`a904794854a047f6.claudemcpcontent.com`): what `domain` gives the host. */
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);

/** True when `value` is an origin a view's CSP may list (scheme http, https, ws or wss; a `*.` wildcard only leftmost; no path). */
export function isCspOrigin(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 300 && ORIGIN.test(value);
}

/** True when `value` is a host name a view's `domain` may be. */
export function isViewDomain(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 253 && DOMAIN.test(value);
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Checks the `_meta.ui` of a view (`csp`, `permissions`, `domain`, `prefersBorder`) as the spec defines it; `member`
 * names the view in the error. Unknown CSP and permission keys are refused (a host ignores them, so the view would
 * silently lack what it asked for).
 */
export function checkViewMeta(member: string, ui: { readonly [key: string]: JsonValue | undefined }): void {
  const { csp, permissions, domain } = ui;
  if (csp !== undefined) {
    if (!isObject(csp)) throw new InvalidViewError('key', member, 'has a csp that is not an object', 'Give csp as { connectDomains, resourceDomains, frameDomains, baseUriDomains }, each a list of origins.');
    for (const [key, origins] of Object.entries(csp)) {
      if (!CSP_KEYS.has(key)) throw new InvalidViewError('key', member, `has the unknown CSP key ${JSON.stringify(key)}`, `Use ${[...CSP_KEYS].join(', ')}: hosts ignore any other key.`);
      if (!Array.isArray(origins)) throw new InvalidViewError('domain', member, `has csp.${key} that is not a list of origins`, `Give a list, e.g. csp: { ${key}: ['https://api.example.com'] }.`);
      for (const origin of origins) {
        if (!isCspOrigin(origin)) {
          throw new InvalidViewError('domain', member, `has csp.${key} entry ${JSON.stringify(origin)}, which is not an origin with a host name`, "Give scheme and host only, e.g. 'https://api.example.com', 'wss://rt.example.com:8443' or 'https://*.example.com' (a wildcard only as the leftmost label; no path, no CSP keywords).");
        }
      }
    }
  }
  if (permissions !== undefined) {
    if (!isObject(permissions)) throw new InvalidViewError('key', member, 'has permissions that are not an object', 'Give permissions as e.g. { camera: {}, clipboardWrite: {} }.');
    for (const [key, value] of Object.entries(permissions)) {
      if (!PERMISSION_KEYS.has(key)) throw new InvalidViewError('key', member, `asks for the unknown permission ${JSON.stringify(key)}`, `Use ${[...PERMISSION_KEYS].join(', ')}: hosts ignore any other key.`);
      if (!isObject(value)) throw new InvalidViewError('key', member, `has permissions.${key} that is not an object`, `Ask for it as { ${key}: {} }.`);
    }
  }
  if (domain !== undefined && !isViewDomain(domain)) {
    throw new InvalidViewError('domain', member, `has domain ${JSON.stringify(domain)}, which is not a host name`, "Give the host name the host expects, without scheme or path, e.g. claudeAppDomain('https://example.com/mcp') for Claude.");
  }
  if (ui.prefersBorder !== undefined && typeof ui.prefersBorder !== 'boolean') {
    throw new InvalidViewError('key', member, `has prefersBorder ${JSON.stringify(ui.prefersBorder)}`, 'Give true (a visible border and background) or false, or leave it out for the host to decide.');
  }
}
