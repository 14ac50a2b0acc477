/**
 * Freezes a value and everything reachable from it through own properties, cycles included.
 * Functions and class constructors are left as they are: they are behaviour, not model data.
 */
export function freezeDeep<T>(value: T, seen: WeakSet<object> = new WeakSet()): T {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const key of Reflect.ownKeys(value)) {
    const child = (value as Record<string | symbol, unknown>)[key];
    if (child !== null && typeof child === 'object') freezeDeep(child, seen);
  }
  return Object.freeze(value);
}
