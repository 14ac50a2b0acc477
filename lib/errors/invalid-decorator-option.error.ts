import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised at decoration time when a decorator gets an option it cannot use (empty name, bad URI, conflicting flags…). */
export class InvalidDecoratorOptionError extends McpDecoratorsError {
  readonly code = 'MCPD_INVALID_OPTION';
  constructor(target: MemberHost, key: string | symbol | undefined, problem: string, fix: string, index?: number, name?: string) {
    const member = formatMember(target, key, index, name);
    super(`${problem} at ${member}. ${fix}`, { target: formatClass(target), member });
  }
}
