import { expect } from 'chai';
import { introspectionVerifier } from '../../lib/index.js';
import { refusal } from '../support/token-refusal.js';
import { startAuthorizationServer, CLIENTS, type AuthorizationServer } from '../support/authorization-server.js';

const RESOURCE = 'http://notes.test/mcp';

describe('auth/introspection-verifier (against oidc-provider)', () => {
  let as: AuthorizationServer;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });

  it('verifies an opaque token by RFC 7662 introspection, checking active and the audience', async () => {
    const opaque = 'http://notes.test/opaque';
    const token = await as.token('writer', opaque);
    expect(token.split('.')).to.have.length(1);
    const verify = introspectionVerifier({ endpoint: as.introspectionEndpoint, clientId: 'introspector', clientSecret: CLIENTS.introspector.secret, audience: opaque, issuer: as.issuer });
    expect(await verify(token)).to.deep.include({ subject: 'writer', clientId: 'writer', scopes: ['notes:read', 'notes:write'] });
    expect((await refusal(verify('no-such-token'))).reason).to.equal('the authorization server says it is not active');
    const elsewhere = introspectionVerifier({ endpoint: as.introspectionEndpoint, clientId: 'introspector', clientSecret: CLIENTS.introspector.secret, audience: RESOURCE });
    expect((await refusal(elsewhere(token))).reason).to.equal('it was issued for another resource (aud)');
  });
});
