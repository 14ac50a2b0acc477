import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/**
 * Raised by scan when a class-validator rule can never pass on the value the handler receives: array rules on a
 * property delivered as a `Set`, object rules that read own keys on one delivered as a `Map`.
 */
export class CollectionRuleError extends McpDecoratorsError {
  readonly code = 'MCPD_COLLECTION_RULE';
  constructor(target: MemberHost, key: string, rule: string, delivered: 'Set' | 'Map', fix: string) {
    const member = formatMember(target, key);
    super(`@${rule}() at ${member} can never pass: class-validator checks the ${delivered} the handler receives, which that rule refuses, so every call would be refused. ${fix}`, { target: formatClass(target), member });
  }
}
