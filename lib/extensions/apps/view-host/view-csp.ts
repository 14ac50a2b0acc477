import type { ViewCsp } from '../view.decorator.js';

// A source expression the policy may carry: a scheme-qualified origin or a bare host, with an optional `*.` and port.
// Anything else (spaces, `;`, quotes, keywords) could add directives or loosen the policy, so it is left out.
const SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?$/i;

function sources(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.length <= 253 && SOURCE.test(item));
}

/**
 * The Content-Security-Policy a host puts on a view, built as the MCP Apps specification says: the restrictive
 * default when `csp` is absent (`default-src 'none'`, inline scripts and styles, `data:` images and media, no
 * connections), each declared list added to its directives, nothing undeclared allowed. Entries that are not a
 * host source (e.g. `'unsafe-eval'`, `a; script-src *`) are dropped.
 * @example viewContentSecurityPolicy({ connectDomains: ['https://api.example.com'] }) // "default-src 'none'; … connect-src https://api.example.com; …"
 */
export function viewContentSecurityPolicy(csp?: ViewCsp | null): string {
  const declared: Partial<Record<keyof ViewCsp, unknown>> = csp !== null && typeof csp === 'object' ? csp : {};
  const own = (key: keyof ViewCsp): string[] => (Object.hasOwn(declared, key) ? sources(declared[key]) : []);
  const resources = own('resourceDomains');
  const list = (first: string[], rest: string[]): string => [...first, ...rest].join(' ');
  const orNone = (values: string[], fallback: string): string => (values.length > 0 ? values.join(' ') : fallback);
  return [
    "default-src 'none'",
    `script-src ${list(["'self'", "'unsafe-inline'"], resources)}`,
    `style-src ${list(["'self'", "'unsafe-inline'"], resources)}`,
    `img-src ${list(["'self'", 'data:'], resources)}`,
    `font-src ${list(["'self'"], resources)}`,
    `media-src ${list(["'self'", 'data:'], resources)}`,
    `connect-src ${orNone(own('connectDomains'), "'none'")}`,
    `frame-src ${orNone(own('frameDomains'), "'none'")}`,
    `base-uri ${orNone(own('baseUriDomains'), "'self'")}`,
    "object-src 'none'",
  ].join('; ');
}
