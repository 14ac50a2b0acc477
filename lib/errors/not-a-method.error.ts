import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** What stands where a decorated method should be: an accessor, a property (a field holding a function), or nothing. */
export type NotAMethodKind = 'accessor' | 'property';

/**
 * Raised by scan when an MCP member decorator sits on an accessor or a property instead of a method. Scan reads
 * property descriptors only, so a getter is never run to find out.
 */
export class NotAMethodError extends McpDecoratorsError {
  readonly code = 'MCPD_NOT_A_METHOD';
  constructor(target: MemberHost, key: string, decorator: string, kind: NotAMethodKind) {
    const member = formatMember(target, key);
    const what = kind === 'accessor'
      ? 'is an accessor (get/set), not a method; scan does not call it'
      : 'is a property (e.g. a field holding an arrow function), not a method, so it has no parameter types to read';
    super(`@${decorator} at ${member} ${what}. Declare it as a method: ${key}(@Param('name') name: string) { … }.`, { target: formatClass(target), member });
  }
}
