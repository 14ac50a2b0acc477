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

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * One cheap walk that rejects keys which could reach a prototype and nesting beyond the limits.
 * Returns the issues found; an empty list means the input may be handed to the schema check.
 */
export function guardInput(root: unknown, limits: GuardLimits): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  let nodes = 0;
  const walk = (value: unknown, path: readonly (string | number)[]): boolean => {
    if (++nodes > limits.maxNodes) {
      issues.push({ path: '(arguments)', message: `has more than ${limits.maxNodes} values` });
      return false;
    }
    if (value === null || typeof value !== 'object') return true;
    if (path.length >= limits.maxDepth) {
      issues.push({ path: pathOf(path), message: `is nested deeper than ${limits.maxDepth} levels` });
      return false;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) if (!walk(value[i], [...path, i])) return false;
      return true;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN.has(key)) {
        issues.push({ path: pathOf([...path, key]), message: 'is a forbidden key' });
        continue;
      }
      if (!walk((value as Record<string, unknown>)[key], [...path, key])) return false;
    }
    return true;
  };
  walk(root, []);
  return issues;
}
