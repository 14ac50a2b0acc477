import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised by createServer, serveHttp and the entries for an option that cannot work, naming the option and the fix. */
export class InvalidServerOptionError extends McpDecoratorsError {
  readonly code = 'MCPD_SERVER_OPTION';

  constructor(option: string, problem: string, fix: string) {
    super(`Option ${option} ${problem}. ${fix}`, { target: 'createServer', member: option });
  }
}
