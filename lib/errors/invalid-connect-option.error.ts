import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by connectClient and forEachRevision for options that cannot work together, naming the option and the fix.
 * @example await connectClient({ revision, client: 'v2', transport: 'stdio' }); // MCPD_CONNECT_OPTION: a stdio connection needs options.stdio
 */
export class InvalidConnectOptionError extends McpDecoratorsError {
  readonly code = 'MCPD_CONNECT_OPTION';

  constructor(option: string, problem: string, fix: string) {
    super(`connectClient: ${problem}. ${fix}`, { target: 'connectClient', member: option });
  }
}
