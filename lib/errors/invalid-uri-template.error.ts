import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised when a `@ResourceTemplate` URI template cannot be parsed. */
export class InvalidUriTemplateError extends McpDecoratorsError {
  readonly code = 'MCPD_URI_TEMPLATE';
  constructor(target: MemberHost, key: string, template: string, problem: string) {
    const member = formatMember(target, key);
    super(`URI template ${JSON.stringify(template)} at ${member} is malformed: ${problem}. Write variables as {name}, {+name}, {/name}, {?a,b} and so on (RFC 6570), e.g. 'notes://{folder}/{id}'.`, { target: formatClass(target), member });
  }
}
