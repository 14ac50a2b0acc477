import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Raised when a protocol revision is named that the server (or the framework) does not speak. */
export class UnknownRevisionError extends McpDecoratorsError {
  readonly code = 'MCPD_REVISION';

  constructor(revision: string, supported: readonly string[], fix = 'Name one of those, or pass an adapter of your own in createServer({ revisions }).') {
    super(`this server does not speak revision ${revision}; it speaks ${supported.join(', ')}. ${fix}`, { target: 'revisions', member: revision });
  }
}
