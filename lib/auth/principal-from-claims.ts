import type { JsonObject } from '../vocabulary/json-value.js';
import type { Principal } from '../model/principal.js';
import { InvalidTokenError } from '../errors/invalid-token.error.js';

function stringClaim(claims: JsonObject, name: string): string | undefined {
  const value = Object.hasOwn(claims, name) ? claims[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The scopes a token grants: its `scope` claim split on spaces (RFC 9068, RFC 7662), or an `scp` array. */
export function scopesOf(claims: JsonObject): string[] {
  const scope = Object.hasOwn(claims, 'scope') ? claims.scope : undefined;
  if (typeof scope === 'string') return [...new Set(scope.split(' ').filter((s) => s !== ''))];
  const scp = Object.hasOwn(claims, 'scp') ? claims.scp : undefined;
  return Array.isArray(scp) ? [...new Set(scp.filter((s): s is string => typeof s === 'string' && s !== ''))] : [];
}

/**
 * The principal of verified claims: `sub` (or, for a client acting for itself, `client_id`), the scopes, the client
 * (`client_id` or `azp`), `iss`, `exp` and every claim. A token that names no subject and no client is refused.
 * @example principalFromClaims({ sub: 'ada', scope: 'notes:read', client_id: 'cli' }).scopes // ['notes:read']
 */
export function principalFromClaims(claims: JsonObject): Principal {
  const clientId = stringClaim(claims, 'client_id') ?? stringClaim(claims, 'azp');
  const subject = stringClaim(claims, 'sub') ?? clientId;
  if (subject === undefined) throw new InvalidTokenError('it names no subject (sub) and no client (client_id)');
  const issuer = stringClaim(claims, 'iss');
  const exp = Object.hasOwn(claims, 'exp') ? claims.exp : undefined;
  return Object.freeze({
    subject,
    scopes: Object.freeze(scopesOf(claims)),
    ...(clientId !== undefined ? { clientId } : {}),
    ...(issuer !== undefined ? { issuer } : {}),
    ...(typeof exp === 'number' ? { expiresAt: exp } : {}),
    claims: Object.freeze({ ...claims }),
  });
}
