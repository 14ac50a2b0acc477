import type { Principal } from '../model/principal.js';

/**
 * Verifies one bearer token and returns its principal, or rejects with `InvalidTokenError` (answered 401). Any
 * other rejection means the token could not be checked now (the authorization server is unreachable): 503.
 * `jwtVerifier` checks JWT access tokens, `introspectionVerifier` opaque ones (RFC 7662); a function of your own fits too.
 * @example const verify: TokenVerifier = async (token) => ({ subject: 'ada', scopes: ['notes:read'], claims: {} });
 */
export type TokenVerifier = (token: string) => Promise<Principal>;
