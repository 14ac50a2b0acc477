import type { Constraints } from '../model/type-descriptor.js';

// validator.js counts a string's length in code points, minus every U+FE0E/U+FE0F that follows another character
// ("❤️" is one), while JSON Schema's minLength/maxLength count every code point ("❤️" is two). One token below is
// what validator.js counts as one: a character with its variation selector, or a selector standing alone.
const SELECTOR = '[\\uFE0E\\uFE0F]';
const TOKEN = `(?:[^\\uFE0E\\uFE0F](?:${SELECTOR}|(?!${SELECTOR}))|${SELECTOR})`;

/**
 * The constraints that accept exactly the strings class-validator's `@Length(min, max)` / `@MinLength` / `@MaxLength`
 * accept, or undefined when the bounds make no sense (then the rule stays runtime-only). `minLength` is kept for
 * readers; it is exact on its own only up to 1, and a `maxLength` never is, so the bounds also go into a pattern.
 * @example lengthConstraints(1, 50) // { minLength: 1, pattern: '^(?:…){1,50}$' }
 */
export function lengthConstraints(min: number, max?: number): Constraints | undefined {
  const bounded = (n: number): boolean => Number.isInteger(n) && n >= 0;
  if (!bounded(min) || (max !== undefined && (!bounded(max) || max < min))) return undefined;
  const shown: Constraints = min > 0 ? { minLength: min } : {};
  if (max === undefined && min <= 1) return shown;
  return { ...shown, pattern: `^${TOKEN}{${min},${max ?? ''}}$` };
}

/**
 * Reads the bounds back out of a pattern made by lengthConstraints, so an error can say "1 to 50 characters"
 * instead of quoting the pattern; undefined for any other pattern.
 * @example lengthBoundsOf(lengthConstraints(1, 50)!.pattern!) // { min: 1, max: 50 }
 */
export function lengthBoundsOf(pattern: string): { readonly min: number; readonly max?: number } | undefined {
  const prefix = `^${TOKEN}{`;
  if (!pattern.startsWith(prefix)) return undefined;
  const m = /^(\d+),(\d*)\}\$$/.exec(pattern.slice(prefix.length));
  return m ? { min: Number(m[1]), ...(m[2] !== '' ? { max: Number(m[2]) } : {}) } : undefined;
}
