import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, type MemberHost } from './format-member.js';

/** Raised by scan when a tool under the strict-client profile declares a value strict function calling cannot describe. */
export class StrictProfileError extends McpDecoratorsError {
  readonly code = 'MCPD_STRICT_PROFILE';
  constructor(target: MemberHost, member: string, what: string, fix: string) {
    super(`${member} is ${what}, which the strict-client profile cannot express: strict function calling needs every object closed with known properties. ${fix}`, { target: formatClass(target), member });
  }
}
