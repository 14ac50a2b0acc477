import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * A refusal by a guard or middleware, with a message for the caller: a tool error on tools, -32602 with the
 * message on prompts, resources and completion.
 * @example if (!allowed(ctx)) throw new AccessDeniedError('Only the owner may delete notes.');
 */
export class AccessDeniedError extends McpDecoratorsError {
  readonly code: string = 'MCPD_ACCESS_DENIED';

  constructor(message: string) {
    super(message);
  }
}
