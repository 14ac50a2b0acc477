import { expect } from 'chai';
import { resolveAuth } from '../../lib/auth/auth-options.js';
import { InvalidServerOptionError } from '../../lib/errors/invalid-server-option.error.js';
import { InvalidTokenError } from '../../lib/errors/invalid-token.error.js';
import type { Principal } from '../../lib/model/principal.js';

const alice: Principal = { subject: 'alice', scopes: ['notes:read'], claims: {} };
const base = { issuer: 'https://auth.test', audience: 'https://notes.test/mcp/' };

describe('auth/auth-options', () => {
  it('keeps a verifier it is given, and derives the resource, its metadata URL and the authorization servers', async () => {
    const verify = async (): Promise<Principal> => alice;
    const auth = resolveAuth({ ...base, verify, authorizationServers: ['https://backup.test', 'https://auth.test'] });
    expect(auth.verify).to.equal(verify);
    expect(auth.resource.href).to.equal('https://notes.test/mcp/');
    expect(auth.metadataUrl).to.equal('https://notes.test/.well-known/oauth-protected-resource/mcp');
    expect(auth.authorizationServers).to.deep.equal(['https://auth.test', 'https://backup.test']);
    expect(await auth.verify('any')).to.equal(alice);
  });

  it('builds a JWT verifier from jwksUri that refuses a token that is no JWT, before fetching any key', async () => {
    const auth = resolveAuth({ ...base, jwksUri: 'http://127.0.0.1:9/jwks' });
    expect(auth.authorizationServers).to.deep.equal(['https://auth.test']);
    const error = await auth.verify('not-a-jwt').then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(InvalidTokenError);
  });

  it('refuses options no token could be checked with, naming the option and an example', () => {
    expect(() => resolveAuth({ ...base, verify: 'yes' as never })).to.throw(InvalidServerOptionError, 'Option auth.verify must be a function (token) => Promise<Principal>. Pass e.g. introspectionVerifier({ … }), or leave it out and give jwksUri.');
    expect(() => resolveAuth({ ...base, jwksUri: 'file:///etc/jwks' })).to.throw(InvalidServerOptionError, `Option auth.jwksUri must be an absolute http(s) URL without a fragment, got "file:///etc/jwks". Pass e.g. auth.jwksUri: 'https://auth.example.com/jwks'.`);
    expect(() => resolveAuth({ ...base, audience: 'https://notes.test/mcp#x', jwksUri: 'https://auth.test/jwks' })).to.throw(InvalidServerOptionError, 'Option auth.audience must be an absolute http(s) URL without a fragment');
    expect(() => resolveAuth({ issuer: 42 as never, audience: base.audience, jwksUri: 'https://auth.test/jwks' })).to.throw(InvalidServerOptionError, 'Option auth.issuer must be an absolute http(s) URL without a fragment, got 42.');
  });
});
