import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, type MemberHost } from './format-member.js';

/** Raised by scan when a default (`default` option or class field initialiser) is not a value its own schema accepts. */
export class InvalidDefaultError extends McpDecoratorsError {
  readonly code = 'MCPD_INVALID_DEFAULT';
  constructor(target: MemberHost, member: string, value: string, problems: string) {
    super(`the default ${value} of ${member} does not fit its own schema (${problems}). Change the default or the constraints so that the default is a value the tool accepts.`, { target: formatClass(target), member });
  }
}
