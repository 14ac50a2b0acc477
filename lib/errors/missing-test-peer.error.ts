import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by mcp-decorators/testing when a helper needs an optional package or program that is not installed (the
 * browser harness needs playwright-core, @modelcontextprotocol/ext-apps, esbuild and a Chromium), naming it and how
 * to install it.
 * @example await renderView({ server, tool: 'show_card' }); // MCPD_TEST_PEER without playwright-core
 */
export class MissingTestPeerError extends McpDecoratorsError {
  readonly code = 'MCPD_TEST_PEER';

  constructor(readonly helper: string, readonly missing: string, install: string, cause?: unknown) {
    super(`${helper} needs ${missing}, which is not installed. ${install}`, { target: 'mcp-decorators/testing', member: helper }, { cause });
  }
}
