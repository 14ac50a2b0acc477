import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, type MemberHost } from './format-member.js';

/** Raised by scan when a declared type has no JSON Schema (a Map, a function, a DTO without validation decorators…). */
export class UnsupportedTypeError extends McpDecoratorsError {
  readonly code = 'MCPD_UNSUPPORTED_TYPE';
  constructor(target: MemberHost, member: string, problem: string, fix: string) {
    super(`${problem} at ${member}. ${fix}`, { target: formatClass(target), member });
  }
}
