/**
 * mcp-decorators/auth: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Authorization: the bearer token
 * verifiers (JWT, introspection), the principal they produce, and createServer's auth options.
 * @module mcp-decorators/auth
 */
export type { AuthOptions } from './auth-options.js';
export type { TokenVerifier } from './token-verifier.js';
export { jwtVerifier, DEFAULT_TOKEN_ALGORITHMS } from './jwt-verifier.js';
export type { JwtVerifierOptions } from './jwt-verifier.js';
export { introspectionVerifier } from './introspection-verifier.js';
export type { IntrospectionVerifierOptions } from './introspection-verifier.js';
export { principalFromClaims } from './principal-from-claims.js';
export { InvalidTokenError } from '../errors/invalid-token.error.js';
