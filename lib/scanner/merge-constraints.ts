import type { Constraints } from '../model/type-descriptor.js';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merges constraint sets without losing any: a keyword two sets give differently (two patterns from `@Matches` and
 * `@Contains`, two minimums) keeps the first in place and moves the others into `allOf`, so every rule still holds.
 * @example mergeConstraints({ pattern: '^a' }, { pattern: 'z$' }) // { pattern: '^a', allOf: [{ pattern: 'z$' }] }
 */
export function mergeConstraints(...sets: readonly (Constraints | undefined)[]): Constraints {
  const merged: Record<string, unknown> = {};
  const more: Constraints[] = [];
  for (const set of sets) {
    for (const [keyword, value] of Object.entries(set ?? {})) {
      if (value === undefined) continue;
      if (keyword === 'allOf') more.push(...(value as readonly Constraints[]));
      else if (!(keyword in merged)) merged[keyword] = value;
      else if (!sameJson(merged[keyword], value)) more.push({ [keyword]: value } as Constraints);
    }
  }
  const unique = more.filter((c, i) => more.findIndex((d) => sameJson(c, d)) === i);
  if (unique.length > 0) merged.allOf = unique;
  return merged as Constraints;
}
