import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by forEachRevision when it finds no runner: no `describe`/`it` globals (mocha), not run by `node --test`, and
 * none passed as `options.runner`.
 * @example forEachRevision('acme', { server }, body); // MCPD_TEST_GLOBALS when run by plain node without options.runner
 */
export class MissingTestGlobalsError extends McpDecoratorsError {
  readonly code = 'MCPD_TEST_GLOBALS';

  constructor(helper: string) {
    super(`${helper} found no test runner: no describe() and it() globals, and not run by node --test. Run it with mocha or node --test, or pass the runner's functions: ${helper}(title, { server, runner: { describe, it } }, body) (e.g. import { describe, it } from 'node:test'); connectClient gives one session without a runner.`, { target: 'mcp-decorators/testing', member: helper });
  }
}
