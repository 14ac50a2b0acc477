/**
 * How a mount's prefix goes into names and URIs. Tool and prompt names become `<prefix>_<name>`: `_` is in the tool
 * name rule (`A-Za-z0-9_.-`, 1–128) and never in a prefix, so the first `_` of a mounted name ends its prefix. URIs keep
 * their scheme and take the prefix as the first thing after it: `notes://users/1` → `notes://billing/users/1`,
 * `urn:isbn:1` → `urn:billing/isbn:1`; templates the same way, so they still match what they served.
 */

/** A mount prefix: 1–32 letters, digits and hyphens, starting with a letter or digit. */
const PREFIX = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;

/** The longest tool name the spec allows. */
export const MAX_TOOL_NAME = 128;

// A URI's (or a template's) literal scheme and the `//` after it, if any: the prefix goes right after them.
const HEAD = /^[A-Za-z][A-Za-z0-9+.-]*:(?:\/\/)?/;

/** True when `prefix` can be a mount prefix. @example isMountPrefix('billing') // true; isMountPrefix('bill_ing') // false */
export function isMountPrefix(prefix: unknown): prefix is string {
  return typeof prefix === 'string' && PREFIX.test(prefix);
}

/** A mounted tool's or prompt's name. */
export function prefixedName(prefix: string, name: string): string {
  return `${prefix}_${name}`;
}

/** A mounted URI or URI template, or undefined when it does not begin with a literal scheme. */
export function prefixedUri(prefix: string, uri: string): string | undefined {
  const head = HEAD.exec(uri)?.[0];
  return head === undefined ? undefined : `${head}${prefix}/${uri.slice(head.length)}`;
}

/** The mounted server's URI behind a prefixed one, or undefined when `uri` does not carry the prefix. */
export function unprefixedUri(prefix: string, uri: string): string | undefined {
  const head = HEAD.exec(uri)?.[0];
  if (head === undefined) return undefined;
  const rest = uri.slice(head.length);
  return rest.startsWith(`${prefix}/`) ? head + rest.slice(prefix.length + 1) : undefined;
}
