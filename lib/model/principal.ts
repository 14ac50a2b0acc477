import type { JsonObject } from '../vocabulary/json-value.js';

/**
 * Who is calling, as the server verified it: on HTTP, the bearer token's subject, scopes, client and claims
 * (never the token itself); on stdio and in memory, the principal the application names (`auth.local`).
 * @example `@Tool() whoAmI(@Ctx() ctx: McpContext) { return ctx.auth?.subject ?? 'anonymous'; }`
 */
export interface Principal {
  /** The token's `sub`: the user, or the client acting for itself (client credentials). */
  readonly subject: string;
  /** The scopes the token grants (its `scope` claim, split on spaces). */
  readonly scopes: readonly string[];
  /** The OAuth client the token was issued to (`client_id`, or `azp`). */
  readonly clientId?: string;
  /** The issuer (`iss`). */
  readonly issuer?: string;
  /** When the token expires, in seconds since the epoch (`exp`). */
  readonly expiresAt?: number;
  /** Every claim of the token (or of the introspection answer), as verified. */
  readonly claims: JsonObject;
}

/**
 * The identity a session or a requestState is bound to: issuer, subject and client. Two tokens of the same user
 * and client (a refresh) share it; another user's, or another client's, do not.
 * @example principalKey({ subject: 'ada', scopes: [], claims: {} }) // '\u0000ada\u0000'
 */
export function principalKey(principal: Principal): string {
  return `${principal.issuer ?? ''}\u0000${principal.subject}\u0000${principal.clientId ?? ''}`;
}
