/**
 * Reads `key` of a value that came off the wire only when it is the value's own property, so a name such as
 * `constructor` or `__proto__` never reaches a prototype. Undefined for anything that is not an object.
 */
export function ownProperty(value: unknown, key: string): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** True when `value` is a JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is { readonly [key: string]: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
