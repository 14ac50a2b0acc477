import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * A request the server sent to the client (elicitation, sampling, roots) that failed: the client answered
 * with an error, did not answer in time, or cannot be asked on this exchange. A handler that lets it
 * propagate gives a tool error with its message.
 * @example try { await ctx.sample(request); } catch (e) { if (e instanceof ClientRequestError) return 'No model available.'; throw e; }
 */
export class ClientRequestError extends McpDecoratorsError {
  readonly code = 'MCPD_CLIENT_REQUEST';

  constructor(readonly method: string, message: string, readonly rpcCode?: number) {
    super(message);
  }
}
