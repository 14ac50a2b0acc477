import { McpDecoratorsError } from '../../lib/index.js';

/** Runs fn and returns what it threw, failing when it throws nothing or a non-framework error. */
export function thrown(fn: () => unknown): McpDecoratorsError {
  try {
    fn();
  } catch (error) {
    if (error instanceof McpDecoratorsError) return error;
    throw error;
  }
  throw new Error('expected an McpDecoratorsError, nothing was thrown');
}
