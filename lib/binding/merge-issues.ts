import type { ValidationIssue } from '../model/binding.js';

/** True when one path is the other or lies inside it (`address` and `address.city`, `tags` and `tags[2]`). */
function overlaps(a: string, b: string): boolean {
  const inside = (outer: string, inner: string): boolean => inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
  return inside(a, b) || inside(b, a);
}

/**
 * Puts the schema's issues and class-validator's in one list: every issue of `first`, then those of `more` about
 * fields `first` says nothing about (class-validator restates the schema's findings in its own words), each line once.
 * @example mergeIssues([{ path: 'name', message: 'is required' }], [{ path: 'name', message: 'must be a string' }, { path: 'password', message: 'is not strong enough' }])
 * // [{ path: 'name', message: 'is required' }, { path: 'password', message: 'is not strong enough' }]
 */
export function mergeIssues(first: readonly ValidationIssue[], more: readonly ValidationIssue[]): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: ValidationIssue): void => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(key)) (seen.add(key), out.push(issue));
  };
  for (const issue of first) add(issue);
  for (const issue of more) if (!first.some((f) => overlaps(f.path, issue.path))) add(issue);
  return out;
}
