import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { introspectionVerifier } from '../../lib/auth/index.js';
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

  it('refuses an active answer that names no audience by default, and accepts it with requireAudience: false', async () => {
    const opaque = 'http://notes.test/opaque';
    // A real introspection endpoint in front of the provider's that leaves `aud` out of its answers.
    const relay: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void fetch(as.introspectionEndpoint, { method: 'POST', headers: { authorization: req.headers.authorization!, 'content-type': req.headers['content-type']! }, body: Buffer.concat(chunks) })
          .then((r) => r.json() as Promise<Record<string, unknown>>)
          .then((answer) => {
            delete answer.aud;
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
          });
      });
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/introspect`;
      const token = await as.token('writer', opaque);
      const options = { endpoint, clientId: 'introspector', clientSecret: CLIENTS.introspector.secret, audience: opaque };
      expect((await refusal(introspectionVerifier(options)(token))).reason).to.equal('the authorization server names no audience (aud) for it, so it cannot be checked as issued for this resource');
      expect(await introspectionVerifier({ ...options, requireAudience: false })(token)).to.deep.include({ subject: 'writer', clientId: 'writer' });
      // The provider's own answer names the audience: accepted with the default.
      expect((await introspectionVerifier({ ...options, endpoint: as.introspectionEndpoint })(token)).subject).to.equal('writer');
    } finally {
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});
