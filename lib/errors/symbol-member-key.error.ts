import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised when an MCP decorator is put on a member whose key is a symbol; MCP names must be strings. */
export class SymbolMemberKeyError extends McpDecoratorsError {
  readonly code = 'MCPD_SYMBOL_KEY';
  constructor(target: MemberHost, key: symbol, decorator: string) {
    const member = formatMember(target, key);
    super(`@${decorator} cannot be applied to ${member}: its key is a symbol. Use a method with a string name, or give the name explicitly in the decorator options.`, { target: formatClass(target), member });
  }
}
