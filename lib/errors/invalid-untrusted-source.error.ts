import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by untrusted() when the source it is given is empty once cleaned: the label must say where the text came from.
 * @example untrusted(row.name, { source: '' }); // MCPD_UNTRUSTED_SOURCE
 */
export class InvalidUntrustedSourceError extends McpDecoratorsError {
  readonly code = 'MCPD_UNTRUSTED_SOURCE';

  constructor(source: string) {
    super(`untrusted() was given the source ${JSON.stringify(source)}, which says nothing once cleaned. Name where the text came from, e.g. untrusted(row.name, { source: 'customers database' }) or { source: 'https://example.com/page' }.`, { target: 'untrusted', member: 'source' });
  }
}
