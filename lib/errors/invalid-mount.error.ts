import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * Raised by createServer for a mount it cannot serve: a prefix off the rule, something that is not a server made by
 * createServer, a mounted server with extensions or a bus of its own, or a member whose name or URI cannot take the prefix.
 */
export class InvalidMountError extends McpDecoratorsError {
  readonly code = 'MCPD_MOUNT_INVALID';

  /** `where` is the option (`mounts[0].prefix`) or the member (`Billing.invoice`) the problem is about. */
  constructor(where: string, problem: string, fix: string) {
    super(`${where} ${problem}. ${fix}`, { target: 'createServer', member: where });
  }
}
