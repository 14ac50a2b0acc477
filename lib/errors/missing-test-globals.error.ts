import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by forEachRevision outside a runner that defines `describe` and `it` globals (mocha, or a runner with the same globals).
 * @example forEachRevision('acme', { server }, body); // MCPD_TEST_GLOBALS when run by plain node
 */
export class MissingTestGlobalsError extends McpDecoratorsError {
  readonly code = 'MCPD_TEST_GLOBALS';

  constructor(helper: string) {
    super(`${helper} needs describe() and it() globals: run it inside mocha (or a runner with the same globals), or call connectClient directly for each revision.`, { target: 'mcp-decorators/testing', member: helper });
  }
}
