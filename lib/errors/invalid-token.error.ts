import { McpDecoratorsError } from './mcp-decorators-error.js';

/**
 * A bearer token the resource server refused: malformed, badly signed, for another audience or issuer, expired,
 * or inactive. The HTTP entry answers 401 with `error="invalid_token"` and the reason as `error_description`.
 * @example throw new InvalidTokenError('the token is not active'); // inside a verify function of your own
 */
export class InvalidTokenError extends McpDecoratorsError {
  readonly code = 'MCPD_INVALID_TOKEN';

  constructor(readonly reason: string, options?: { readonly cause?: unknown }) {
    super(`The bearer token was refused: ${reason}. Get a new access token for this resource from its authorization server.`, undefined, options);
  }
}
