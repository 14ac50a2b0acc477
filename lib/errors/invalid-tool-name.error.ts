import { McpDecoratorsError } from './mcp-decorators-error.js';
import { formatClass, formatMember, type MemberHost } from './format-member.js';

/** Raised when a tool name is not 1–128 characters of `A-Za-z0-9_.-`. */
export class InvalidToolNameError extends McpDecoratorsError {
  readonly code = 'MCPD_TOOL_NAME';
  constructor(target: MemberHost, key: string, toolName: string) {
    const member = formatMember(target, key);
    super(`tool name ${JSON.stringify(toolName)} at ${member} is not valid: a tool name has 1 to 128 characters of A-Z, a-z, 0-9, "_", "-" and ".". Pass a valid one with @Tool({ name: 'my_tool' }).`, { target: formatClass(target), member });
  }
}
