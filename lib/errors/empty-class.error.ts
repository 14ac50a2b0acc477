import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, type MemberHost } from './format-member.js';

/** Raised by scan when a class passed to it declares no tool, resource, template or prompt. */
export class EmptyClassError extends McpDecoratorsError {
  readonly code = 'MCPD_EMPTY_CLASS';
  constructor(target: MemberHost) {
    const cls = formatClass(target);
    super(`${cls} was passed to scan() but declares no MCP members. Put @Tool, @Resource, @ResourceTemplate or @Prompt on at least one of its methods, or leave it out of scan().`, { target: cls, member: cls });
  }
}
