/** What a `WWW-Authenticate: Bearer` challenge says (RFC 6750 §3, RFC 9728 §5.1). */
export interface BearerChallenge {
  /** The URL of the protected-resource metadata document. */
  readonly resourceMetadata: string;
  /** `invalid_request`, `invalid_token` or `insufficient_scope`; absent when no token was sent. */
  readonly error?: 'invalid_request' | 'invalid_token' | 'insufficient_scope';
  readonly errorDescription?: string;
  /** The scopes the request needs. */
  readonly scope?: readonly string[];
}

/** A quoted-string (RFC 9110): backslash and quote escaped, control characters dropped. */
function quoted(value: string): string {
  return `"${value.replace(/[\u0000-\u001f\u007f]/g, '').replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * The value of a `WWW-Authenticate` header for a refused request.
 * @example bearerChallenge({ resourceMetadata: 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp', error: 'insufficient_scope', scope: ['notes:write'] })
 */
export function bearerChallenge(challenge: BearerChallenge): string {
  const params = [`resource_metadata=${quoted(challenge.resourceMetadata)}`];
  if (challenge.error) params.push(`error=${quoted(challenge.error)}`);
  if (challenge.errorDescription) params.push(`error_description=${quoted(challenge.errorDescription)}`);
  if (challenge.scope && challenge.scope.length > 0) params.push(`scope=${quoted(challenge.scope.join(' '))}`);
  return `Bearer ${params.join(', ')}`;
}
