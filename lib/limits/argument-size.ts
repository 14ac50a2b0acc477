import type { ArgumentLimitsOptions } from '../model/policy-declaration.js';

/** Counts array elements and object members the way the SDK's `maxToolInputElements` does, stopping past `max`. */
export function elementCount(root: unknown, max: number): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0 && count <= max) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    const children = Array.isArray(value) ? value : Object.values(value);
    count += children.length;
    for (const child of children) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return count;
}

/**
 * Why raw arguments are over a call's limits, or undefined: the element count first (cheap, bounded by the
 * limit), then the size as JSON.
 * @example argumentLimitProblem({ tags: ['a', 'b', 'c'] }, { maxElements: 2 }) // 'arguments contain more than the maximum of 2 elements'
 */
export function argumentLimitProblem(raw: unknown, limits: ArgumentLimitsOptions): string | undefined {
  if (limits.maxElements !== undefined && elementCount(raw, limits.maxElements) > limits.maxElements) return `arguments contain more than the maximum of ${limits.maxElements} elements`;
  if (limits.maxBytes !== undefined) {
    const bytes = Buffer.byteLength(JSON.stringify(raw) ?? '', 'utf8');
    if (bytes > limits.maxBytes) return `arguments are ${bytes} bytes as JSON, more than the maximum of ${limits.maxBytes}`;
  }
  return undefined;
}
