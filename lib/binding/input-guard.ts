import type { ValidationIssue } from '../model/binding.js';
import { pathOf } from './issue-path.js';

/** Limits on raw arguments, checked before anything else reads them. */
export interface GuardLimits {
  /** Deepest nesting accepted (objects and arrays); default 32. */
  readonly maxDepth: number;
  /** Most values accepted in one arguments object; default 100,000. */
  readonly maxNodes: number;
}

/** The defaults: deep enough for real DTOs, far below where validators overflow the stack. */
export const DEFAULT_GUARD_LIMITS: GuardLimits = { maxDepth: 32, maxNodes: 100_000 };

// Compared inline (three string comparisons) rather than looked up in a Set: this runs for every key of every call.
const forbidden = (key: string): boolean => key === '__proto__' || key === 'constructor' || key === 'prototype';

/** The state of one walk: values counted, issues found, and the keys down to the value being looked at. */
interface Walk {
  readonly limits: GuardLimits;
  readonly issues: ValidationIssue[];
  readonly path: (string | number)[];
  nodes: number;
}

// Returns false once the walk must stop (too many values, too deep). The path is one stack, pushed and popped:
// nothing is allocated per value unless an issue is found.
function walk(state: Walk, value: unknown): boolean {
  if (++state.nodes > state.limits.maxNodes) {
    state.issues.push({ path: '(arguments)', message: `has more than ${state.limits.maxNodes} values` });
    return false;
  }
  if (value === null || typeof value !== 'object') return true;
  const { path } = state;
  if (path.length >= state.limits.maxDepth) {
    state.issues.push({ path: pathOf(path), message: `is nested deeper than ${state.limits.maxDepth} levels` });
    return false;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      const go = walk(state, value[i]);
      path.pop();
      if (!go) return false;
    }
    return true;
  }
  for (const key of Object.keys(value)) {
    path.push(key);
    if (forbidden(key)) {
      state.issues.push({ path: pathOf(path), message: 'is a forbidden key' });
      path.pop();
      continue;
    }
    const go = walk(state, (value as Record<string, unknown>)[key]);
    path.pop();
    if (!go) return false;
  }
  return true;
}

// The walk every call makes first: allocates nothing and answers only "clean or not", as the values counted so far
// (or -1 once a limit is passed or a forbidden key is met). Only input that fails it is walked again for its issues.
function clean(value: unknown, depth: number, nodes: number, limits: GuardLimits): number {
  if (++nodes > limits.maxNodes) return -1;
  if (value === null || typeof value !== 'object') return nodes;
  if (depth >= limits.maxDepth) return -1;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if ((nodes = clean(value[i], depth + 1, nodes, limits)) < 0) return -1;
    return nodes;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (forbidden(key) || (nodes = clean((value as Record<string, unknown>)[key], depth + 1, nodes, limits)) < 0) return -1;
  }
  return nodes;
}

const NO_ISSUES: readonly ValidationIssue[] = Object.freeze([]);

/**
 * One cheap walk that rejects keys which could reach a prototype and nesting beyond the limits.
 * Returns the issues found; an empty list means the input may be handed to the schema check.
 */
export function guardInput(root: unknown, limits: GuardLimits): readonly ValidationIssue[] {
  if (clean(root, 0, 0, limits) >= 0) return NO_ISSUES;
  const state: Walk = { limits, issues: [], path: [], nodes: 0 };
  walk(state, root);
  return state.issues;
}
