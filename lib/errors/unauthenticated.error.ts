import { AccessDeniedError } from './access-denied.error.js';

/**
 * A call that needs scopes or roles but carries no principal: 401 with the challenge on HTTP, a tool error or
 * -32602 elsewhere.
 * @example samples/notes-secure/README.md ("stdio")
 */
export class UnauthenticatedError extends AccessDeniedError {
  override readonly code: string = 'MCPD_UNAUTHENTICATED';

  constructor(readonly what: string) {
    super(`${what} needs an authenticated caller, and this call carries no credentials. Over HTTP send an access token (Authorization: Bearer …); on stdio or in memory name the local principal with createServer({ auth: { local } }).`);
  }
}
