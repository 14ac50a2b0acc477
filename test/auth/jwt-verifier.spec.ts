import { expect } from 'chai';
import { InvalidTokenError, jwtVerifier } from '../../lib/auth/index.js';
import { resolveAuth } from '../../lib/auth/auth-options.js';
import { refusal } from '../support/token-refusal.js';
import { startAuthorizationServer, type AuthorizationServer } from '../support/authorization-server.js';

const RESOURCE = 'http://notes.test/mcp';

describe('auth/jwt-verifier (against oidc-provider)', () => {
  let as: AuthorizationServer;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });

  it('verifies a JWT access token into its principal: subject, scopes, client, issuer, expiry, claims', async () => {
    const verify = jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, typ: 'at+jwt' });
    const principal = await verify(await as.token('writer', RESOURCE, 'notes:write'));
    expect(principal).to.deep.include({ subject: 'writer', scopes: ['notes:write'], clientId: 'writer', issuer: as.issuer });
    expect(principal.expiresAt).to.be.within(Date.now() / 1000, Date.now() / 1000 + 301);
    expect(principal.claims.aud).to.equal(RESOURCE);
  });

  it('refuses another issuer, an algorithm off the allow-list, a tampered signature and a non-JWT', async () => {
    const token = await as.token('reader', RESOURCE);
    expect((await refusal(jwtVerifier({ issuer: 'http://other.test', audience: RESOURCE, jwksUri: as.jwksUri })(token))).reason).to.equal('it comes from another issuer (iss)');
    expect((await refusal(jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, algorithms: ['ES256'] })(token))).reason).to.equal('it is signed with an algorithm this server does not accept');
    const [header, payload] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), scope: 'notes:read notes:write' })).toString('base64url');
    const verify = jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri });
    expect((await refusal(verify(`${header}.${forged}.${token.split('.')[2]}`))).reason).to.equal('its signature does not verify');
    expect((await refusal(verify('not-a-jwt'))).reason).to.equal('it is not a well-formed signed JWT');
    expect((await refusal(jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, typ: 'JWT' })(token))).reason).to.equal('its typ claim is invalid');
  });

  it('counts a small clock skew in the token\'s favour, and not more', async () => {
    const token = await as.token('reader', RESOURCE);
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    const at = (seconds: number) => jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, clockToleranceSec: 5, now: () => new Date((exp + seconds) * 1000) });
    expect((await at(3)(token)).subject).to.equal('reader');
    expect((await refusal(at(6)(token))).reason).to.equal('it has expired');
  });

  it('refuses a token without exp by default (RFC 9068), and accepts it with requireExp: false', async () => {
    const token = await as.unexpiringToken('reader', RESOURCE);
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).not.to.have.property('exp');
    const strict = jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri });
    expect((await refusal(strict(token))).reason).to.equal('it has no expiry (exp), which JWT access tokens must carry (RFC 9068)');
    // The provider's own tokens carry exp and still pass; the opt-out accepts the unexpiring one, from the server's options too.
    expect((await strict(await as.token('reader', RESOURCE))).subject).to.equal('reader');
    const lenient = jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, requireExp: false });
    expect(await lenient(token)).to.deep.include({ subject: 'reader', clientId: 'reader' });
    expect((await resolveAuth({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, requireExp: false }).verify(token)).subject).to.equal('reader');
    expect((await refusal(resolveAuth({ issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri }).verify(token))).reason).to.match(/no expiry/);
  });

  it('rejects with a plain error, not InvalidTokenError, when the key set cannot be fetched', async () => {
    const verify = jwtVerifier({ issuer: as.issuer, audience: RESOURCE, jwksUri: `${as.issuer}/no-such-jwks` });
    const error = await verify(await as.token('reader', RESOURCE)).then(() => undefined, (e: unknown) => e);
    expect(error).to.be.instanceOf(Error).and.not.be.instanceOf(InvalidTokenError);
  });
});
