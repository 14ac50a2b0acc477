import { AccessDeniedError } from './access-denied.error.js';

/**
 * A call whose principal lacks a scope it needs: 403 with `error="insufficient_scope"` and `scope` naming every
 * required scope on HTTP, a tool error or -32602 elsewhere.
 * @example samples/notes-secure/README.md ("Scopes")
 */
export class InsufficientScopeError extends AccessDeniedError {
  override readonly code: string = 'MCPD_INSUFFICIENT_SCOPE';

  constructor(readonly what: string, readonly required: readonly string[], readonly match: 'all' | 'any') {
    const list = required.join(' ');
    const needs = required.length === 1 ? `the scope ${list}` : match === 'all' ? `all of the scopes ${list}` : `one of the scopes ${list}`;
    super(`${what} needs ${needs}, which the access token does not grant. Ask the authorization server for a token with ${required.length === 1 ? 'it' : match === 'all' ? 'them' : 'one of them'} (scope="${list}").`);
  }
}
