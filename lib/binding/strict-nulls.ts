import type { RewriteRule } from './rewriter.js';

/**
 * The strict-client profile lists every property as required and lets optional ones be `null`, so a client that
 * means "absent" sends `null`: for an optional, non-nullable property that `null` is removed before the check.
 */
export const STRICT_NULLS: RewriteRule = {
  leaf: () => undefined,
  drops: (property, value) => value === null && property.optional && !property.nullable,
};
