import { expect } from 'chai';
import { principalFromClaims, scopesOf } from '../../lib/auth/principal-from-claims.js';
import { principalKey } from '../../lib/model/principal.js';

describe('auth/principal-from-claims', () => {
  it('reads scopes from scope or scp, the client from client_id or azp, and falls back to the client as subject', () => {
    expect(scopesOf({ scope: 'a  b a' })).to.deep.equal(['a', 'b']);
    expect(scopesOf({ scp: ['x', 1, 'y'] })).to.deep.equal(['x', 'y']);
    expect(scopesOf({})).to.deep.equal([]);
    expect(principalFromClaims({ azp: 'app', iss: 'https://as', exp: 5 })).to.deep.include({ subject: 'app', clientId: 'app', issuer: 'https://as', expiresAt: 5, scopes: [] });
    // A claim named like a prototype key is just a claim.
    expect(principalFromClaims(JSON.parse('{"sub":"ada","__proto__":{"scope":"admin"}}')).scopes).to.deep.equal([]);
  });

  it('freezes the principal, and keys it by issuer, subject and client', () => {
    const principal = principalFromClaims({ sub: 'ada', iss: 'https://as', client_id: 'cli', scope: 'a' });
    expect(Object.isFrozen(principal) && Object.isFrozen(principal.scopes) && Object.isFrozen(principal.claims)).to.equal(true);
    expect(principalKey(principal)).to.equal('https://as\u0000ada\u0000cli');
    expect(principalKey(principalFromClaims({ sub: 'ada', iss: 'https://as', client_id: 'other' }))).to.not.equal(principalKey(principal));
  });
});
