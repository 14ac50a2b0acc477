import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised by scan when a URI template's variables and the method's `@Param`s do not match one to one. */
export class UnmatchedTemplateVariableError extends McpDecoratorsError {
  readonly code = 'MCPD_TEMPLATE_VARIABLE';
  constructor(target: MemberHost, key: string, template: string, problem: string, fix: string) {
    const member = formatMember(target, key);
    super(`${problem} in ${JSON.stringify(template)} at ${member}. ${fix}`, { target: formatClass(target), member });
  }
}
