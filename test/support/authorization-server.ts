import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The clients the test authorization server knows, and the scopes each may have. */
export const CLIENTS = {
  reader: { secret: 'reader-secret-0123456789abcdef', scope: 'notes:read' },
  writer: { secret: 'writer-secret-0123456789abcdef', scope: 'notes:read notes:write' },
  /** The resource server's own credentials, for token introspection. */
  introspector: { secret: 'introspector-secret-0123456789', scope: 'notes:read' },
} as const;

export type ClientName = keyof typeof CLIENTS;

/** A real OpenID provider (oidc-provider) on 127.0.0.1: client credentials, JWT access tokens for known resources. */
export interface AuthorizationServer {
  readonly issuer: string;
  readonly jwksUri: string;
  readonly introspectionEndpoint: string;
  /** The kid tokens are signed with now. */
  readonly signingKid: string;
  /** A client-credentials access token for `resource` with `scope` (default: all the client may have). */
  token(client: ClientName, resource: string, scope?: string): Promise<string>;
  /** A JWT access token for `resource`, signed with the provider's current (published) key but with no `exp`, as a misconfigured server issues it. */
  unexpiringToken(client: ClientName, resource: string): Promise<string>;
  /** Rotates the signing key: a new key signs from now on, the old one stays published. */
  rotateKeys(): Promise<void>;
  close(): Promise<void>;
}

async function signingKey(kid: string): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, use: 'sig', alg: 'RS256' };
}

/**
 * Starts the provider on a free port. Resources whose URL contains `/opaque` get opaque tokens (for introspection);
 * every other resource gets JWT access tokens (RFC 9068) for itself as the audience.
 */
export async function startAuthorizationServer(): Promise<AuthorizationServer> {
  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const keys: JWK[] = [await signingKey('key-1')];
  let provider: Provider;
  const build = (): void => {
    provider = new Provider(issuer, {
      clients: Object.entries(CLIENTS).map(([id, c]) => ({ client_id: id, client_secret: c.secret, grant_types: ['client_credentials'], redirect_uris: [], response_types: [], scope: c.scope })),
      jwks: { keys: [...keys] },
      scopes: ['notes:read', 'notes:write'],
      ttl: { ClientCredentials: 300 },
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        introspection: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => undefined,
          useGrantedResource: () => true,
          getResourceServerInfo: (_ctx: unknown, resource: string) => ({
            scope: 'notes:read notes:write',
            audience: resource,
            accessTokenTTL: 300,
            ...(resource.includes('/opaque') ? { accessTokenFormat: 'opaque' } : { accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256', kid: keys[0]!.kid } } }),
          }),
        },
      },
    });
  };
  build();
  http.on('request', (req, res) => provider.callback()(req, res));
  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    introspectionEndpoint: `${issuer}/token/introspection`,
    get signingKid() {
      return keys[0]!.kid!;
    },
    async token(client, resource, scope) {
      const basic = Buffer.from(`${client}:${CLIENTS[client].secret}`).toString('base64');
      const body = new URLSearchParams({ grant_type: 'client_credentials', resource, ...(scope !== undefined ? { scope } : { scope: CLIENTS[client].scope }) });
      const response = await fetch(`${issuer}/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body });
      const answer = (await response.json()) as { access_token?: string; error_description?: string };
      if (!response.ok || !answer.access_token) throw new Error(`the authorization server refused a token: ${JSON.stringify(answer)}`);
      return answer.access_token;
    },
    async unexpiringToken(client, resource) {
      const key = keys[0]!;
      return new SignJWT({ scope: CLIENTS[client].scope, client_id: client })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid!, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setSubject(client)
        .setAudience(resource)
        .setIssuedAt()
        .sign(await importJWK(key, 'RS256'));
    },
    async rotateKeys() {
      keys.unshift(await signingKey(`key-${keys.length + 1}`));
      build();
    },
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
