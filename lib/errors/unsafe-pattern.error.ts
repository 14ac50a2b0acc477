import { McpDecoratorsError } from './mcp-decorators-error.js';

/** Why a class-validator pattern cannot be matched the same way in a schema; the rule then stays runtime-only. */
export class UnsafePatternError extends McpDecoratorsError {
  readonly code = 'MCPD_UNSAFE_PATTERN';

  constructor(reason: string) {
    super(reason);
  }
}
