import type { JsonObject } from '../vocabulary/json-value.js';
import { InvalidTokenError } from '../errors/invalid-token.error.js';
import { principalFromClaims } from './principal-from-claims.js';
import type { TokenVerifier } from './token-verifier.js';

/** Options of introspectionVerifier. */
export interface IntrospectionVerifierOptions {
  /** The authorization server's introspection endpoint (its metadata's `introspection_endpoint`). */
  readonly endpoint: string;
  /** This resource server's own client credentials at the authorization server (HTTP Basic). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The resource URL an active token's `aud` must name (RFC 8707). */
  readonly audience: string;
  /**
   * Whether an active answer must name an audience (`aud`); default true, as the MCP authorization spec makes the
   * audience check a MUST. `false` accepts an answer without `aud` (an authorization server that never returns it);
   * an `aud` that is there is always checked.
   */
  readonly requireAudience?: boolean;
  /** The `iss` an answer that names one must carry. */
  readonly issuer?: string;
  /** Longest wait for the endpoint, in ms; default 5 s. */
  readonly timeoutMs?: number;
  /** The clock `exp` is read against; for tests. */
  readonly now?: () => Date;
}

function own(claims: JsonObject, name: string): unknown {
  return Object.hasOwn(claims, name) ? claims[name] : undefined;
}

function audiencesOf(claims: JsonObject): string[] | undefined {
  const aud = own(claims, 'aud');
  if (typeof aud === 'string') return [aud];
  return Array.isArray(aud) ? aud.filter((a): a is string => typeof a === 'string') : undefined;
}

/**
 * A verifier of opaque tokens by OAuth 2.0 Token Introspection (RFC 7662): the token is posted to the authorization
 * server, which says whether it is active and for whom; `aud` (required unless `requireAudience: false`), `iss` and
 * `exp` are checked on the answer.
 * @example introspectionVerifier({ endpoint: 'https://auth.example.com/introspect', clientId: 'mcp', clientSecret: process.env.SECRET!, audience: 'https://mcp.example.com/mcp' })
 */
export function introspectionVerifier(options: IntrospectionVerifierOptions): TokenVerifier {
  const basic = Buffer.from(`${encodeURIComponent(options.clientId)}:${encodeURIComponent(options.clientSecret)}`).toString('base64');
  return async (token) => {
    const response = await fetch(options.endpoint, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    if (!response.ok) throw new Error(`the introspection endpoint answered HTTP ${response.status}`);
    const answer = (await response.json()) as unknown;
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) throw new Error('the introspection endpoint answered something other than a JSON object');
    const claims = answer as JsonObject;
    if (own(claims, 'active') !== true) throw new InvalidTokenError('the authorization server says it is not active');
    const audiences = audiencesOf(claims);
    if (audiences === undefined || audiences.length === 0) {
      if (options.requireAudience !== false) throw new InvalidTokenError('the authorization server names no audience (aud) for it, so it cannot be checked as issued for this resource');
    } else if (!audiences.includes(options.audience)) {
      throw new InvalidTokenError('it was issued for another resource (aud)');
    }
    const iss = own(claims, 'iss');
    if (options.issuer !== undefined && typeof iss === 'string' && iss !== options.issuer) throw new InvalidTokenError('it comes from another issuer (iss)');
    const now = (options.now?.() ?? new Date()).getTime() / 1000;
    const exp = own(claims, 'exp');
    if (typeof exp === 'number' && exp <= now) throw new InvalidTokenError('it has expired');
    return principalFromClaims(claims);
  };
}
