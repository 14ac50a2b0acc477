import type * as Jose from 'jose';
import type { JsonObject } from '../vocabulary/json-value.js';
import { InvalidTokenError } from '../errors/invalid-token.error.js';
import { principalFromClaims } from './principal-from-claims.js';
import type { TokenVerifier } from './token-verifier.js';

/** Asymmetric JWS algorithms accepted by default (never `none`, never a shared-secret HMAC). @example jwtVerifier({ …, algorithms: DEFAULT_TOKEN_ALGORITHMS.filter((a) => a.startsWith('ES')) }) */
export const DEFAULT_TOKEN_ALGORITHMS: readonly string[] = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Options of jwtVerifier. */
export interface JwtVerifierOptions {
  /** The `iss` tokens must carry: the authorization server's issuer identifier. */
  readonly issuer: string;
  /** The `aud` tokens must carry: this server's resource URL (RFC 8707). */
  readonly audience: string;
  /** Where the authorization server publishes its signing keys (its metadata's `jwks_uri`). */
  readonly jwksUri: string;
  /** Accepted signing algorithms; default {@link DEFAULT_TOKEN_ALGORITHMS}. */
  readonly algorithms?: readonly string[];
  /** Leeway for `exp` and `nbf`, in seconds; default 5. */
  readonly clockToleranceSec?: number;
  /**
   * Whether a token must carry `exp` (RFC 9068 §2.2 requires it); default true, so a token without one is refused
   * rather than valid forever. `false` accepts such tokens (an authorization server that omits `exp`).
   */
  readonly requireExp?: boolean;
  /** The `typ` header tokens must carry, e.g. `at+jwt` (RFC 9068); default any. */
  readonly typ?: string;
  /** Least time between two fetches of the key set when a token names an unknown key, in ms; default 30 s. */
  readonly jwksCooldownMs?: number;
  /** Longest the fetched key set is trusted before it is fetched again, in ms; default 10 minutes. */
  readonly jwksCacheMaxAgeMs?: number;
  /** The clock `exp` and `nbf` are read against; for tests. */
  readonly now?: () => Date;
}

/** jose's codes for a token that is wrong, as opposed to a key set that could not be fetched. */
const TOKEN_FAULTS = new Set(['ERR_JWT_EXPIRED', 'ERR_JWT_CLAIM_VALIDATION_FAILED', 'ERR_JWT_INVALID', 'ERR_JWS_INVALID', 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED', 'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS', 'ERR_JOSE_NOT_SUPPORTED', 'ERR_JWE_INVALID']);

function reasonOf(error: Jose.errors.JOSEError, joseErrors: typeof Jose.errors): string {
  if (error instanceof joseErrors.JWTExpired) return 'it has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'it was issued for another resource (aud)';
    if (error.claim === 'iss') return 'it comes from another issuer (iss)';
    if (error.claim === 'nbf') return 'it is not valid yet (nbf)';
    if (error.claim === 'exp' && error.reason === 'missing') return 'it has no expiry (exp), which JWT access tokens must carry (RFC 9068)';
    return `its ${error.claim} claim is invalid`;
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'it is signed with an algorithm this server does not accept';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'it is signed with a key the authorization server does not publish';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'its signature does not verify';
  return 'it is not a well-formed signed JWT';
}

/**
 * A verifier of JWT access tokens with jose: the signature against the authorization server's key set (fetched on
 * first use, cached, and fetched again when a token names a key it does not know, so key rotation is picked up),
 * `iss`, `aud` (the resource URL), `exp` (required unless `requireExp: false`) and `nbf` with a small clock skew, and
 * an algorithm allow-list.
 * @example jwtVerifier({ issuer: 'https://auth.example.com', audience: 'https://mcp.example.com/mcp', jwksUri: 'https://auth.example.com/jwks' })
 */
export function jwtVerifier(options: JwtVerifierOptions): TokenVerifier {
  const jwksUrl = new URL(options.jwksUri);
  const algorithms = [...(options.algorithms ?? DEFAULT_TOKEN_ALGORITHMS)];
  // jose and the key set load with the first token: a server that never sees one never loads them.
  let loaded: Promise<{ readonly jose: typeof Jose; readonly keys: ReturnType<typeof Jose.createRemoteJWKSet> }> | undefined;
  const ready = () =>
    (loaded ??= import('jose').then((jose) => ({
      jose,
      keys: jose.createRemoteJWKSet(jwksUrl, { cooldownDuration: options.jwksCooldownMs ?? 30_000, cacheMaxAge: options.jwksCacheMaxAgeMs ?? 600_000 }),
    })));
  return async (token) => {
    const { jose, keys } = await ready();
    const { jwtVerify, errors: joseErrors } = jose;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms,
        clockTolerance: options.clockToleranceSec ?? 5,
        ...(options.requireExp !== false ? { requiredClaims: ['exp'] } : {}),
        ...(options.typ !== undefined ? { typ: options.typ } : {}),
        ...(options.now ? { currentDate: options.now() } : {}),
      });
      return principalFromClaims(payload as JsonObject);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && TOKEN_FAULTS.has(error.code)) throw new InvalidTokenError(reasonOf(error, joseErrors), { cause: error });
      throw error;
    }
  };
}
