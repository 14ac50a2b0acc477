import type { Principal } from '../model/principal.js';
import { InvalidServerOptionError } from '../errors/invalid-server-option.error.js';
import { jwtVerifier } from './jwt-verifier.js';
import { metadataUrlOf } from './protected-resource-metadata.js';
import type { TokenVerifier } from './token-verifier.js';

/**
 * `createServer({ auth })`: the server as an OAuth 2.1 resource server on HTTP (RFC 9728 metadata, bearer tokens
 * checked before anything else), plus what declared access reads on every transport (default scopes, roles, the
 * local principal of stdio and in-memory connections).
 * @example samples/notes-secure/server.ts
 */
export interface AuthOptions {
  /** The authorization server's issuer identifier: the `iss` of JWT access tokens, and the metadata's `authorization_servers`. */
  readonly issuer: string;
  /** More authorization servers to list in the metadata (the first is `issuer`). */
  readonly authorizationServers?: readonly string[];
  /** This MCP endpoint's public URL (RFC 8707 resource indicator): the `aud` tokens must carry, and the metadata's `resource`. */
  readonly audience: string;
  /** The authorization server's key set (its `jwks_uri`), for JWT access tokens. */
  readonly jwksUri?: string;
  /** A verifier of your own, e.g. `introspectionVerifier(…)` for opaque tokens; replaces the JWT check. */
  readonly verify?: TokenVerifier;
  /** Accepted JWS algorithms; default RS/PS/ES 256–512 and EdDSA. */
  readonly algorithms?: readonly string[];
  /** Whether JWT access tokens must carry `exp` (RFC 9068); default true. `false` accepts tokens that never expire. */
  readonly requireExp?: boolean;
  /** Leeway for `exp`/`nbf`, in seconds; default 5. */
  readonly clockToleranceSec?: number;
  /** Least time between key-set fetches for an unknown key, in ms; default 30 s. */
  readonly jwksCooldownMs?: number;
  /** The metadata's `scopes_supported`; default every scope the server's members and `scopes` declare. */
  readonly scopesSupported?: readonly string[];
  /** Scopes every call needs unless its class or method declares `@Scopes` or `@Public`; default none. */
  readonly scopes?: readonly string[];
  /** The role hook: a principal's roles for `@Roles`; default the token's `roles` claim (an array of strings). */
  readonly roles?: (principal: Principal) => readonly string[];
  /** The principal of stdio and in-memory connections, which carry no token (e.g. built from environment credentials). */
  readonly local?: Principal;
  /** The metadata's `resource_name` and `resource_documentation`. */
  readonly resourceName?: string;
  readonly resourceDocumentation?: string;
  /** The clock token expiry is read against; for tests. */
  readonly now?: () => Date;
}

/** Auth options checked and completed: the verifier built, the resource URL parsed. */
export interface ResolvedAuth {
  readonly options: AuthOptions;
  readonly verify: TokenVerifier;
  readonly resource: URL;
  /** The URL of the metadata document, for `resource_metadata` in challenges. */
  readonly metadataUrl: string;
  readonly authorizationServers: readonly string[];
}

function urlOption(name: string, value: unknown, example: string): URL {
  let url: URL | undefined;
  try {
    url = typeof value === 'string' ? new URL(value) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hash !== '') {
    throw new InvalidServerOptionError(name, `must be an absolute http(s) URL without a fragment, got ${JSON.stringify(value)}`, `Pass e.g. ${name}: '${example}'.`);
  }
  return url;
}

/**
 * Checks auth options and builds the verifier: `verify` when given, else a JWT verifier on `jwksUri`.
 * @example resolveAuth({ issuer: 'https://auth.example.com', audience: 'https://mcp.example.com/mcp', jwksUri: 'https://auth.example.com/jwks' })
 */
export function resolveAuth(options: AuthOptions): ResolvedAuth {
  urlOption('auth.issuer', options.issuer, 'https://auth.example.com');
  const resource = urlOption('auth.audience', options.audience, 'https://mcp.example.com/mcp');
  if (options.verify !== undefined && typeof options.verify !== 'function') throw new InvalidServerOptionError('auth.verify', 'must be a function (token) => Promise<Principal>', 'Pass e.g. introspectionVerifier({ … }), or leave it out and give jwksUri.');
  if (options.verify === undefined && options.jwksUri === undefined) {
    throw new InvalidServerOptionError('auth', 'names neither jwksUri nor verify, so no token could be checked', "Give the authorization server's key set (jwksUri: 'https://auth.example.com/jwks') or a verifier (verify: introspectionVerifier({ … })).");
  }
  if (options.jwksUri !== undefined) urlOption('auth.jwksUri', options.jwksUri, 'https://auth.example.com/jwks');
  const verify = options.verify ?? jwtVerifier({
    issuer: options.issuer,
    audience: options.audience,
    jwksUri: options.jwksUri!,
    ...(options.algorithms ? { algorithms: options.algorithms } : {}),
    ...(options.clockToleranceSec !== undefined ? { clockToleranceSec: options.clockToleranceSec } : {}),
    ...(options.requireExp !== undefined ? { requireExp: options.requireExp } : {}),
    ...(options.jwksCooldownMs !== undefined ? { jwksCooldownMs: options.jwksCooldownMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    options,
    verify,
    resource,
    metadataUrl: metadataUrlOf(resource),
    authorizationServers: [...new Set([options.issuer, ...(options.authorizationServers ?? [])])],
  };
}
