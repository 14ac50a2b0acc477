import { expect } from 'chai';
import { principalKey, type Principal } from '../../lib/model/principal.js';

const base: Principal = { subject: 'alice', scopes: ['a'], claims: {} };

describe('model/principal', () => {
  it('keys a caller by issuer, subject and client, not by scopes or claims', () => {
    expect(principalKey({ ...base, issuer: 'https://as', clientId: 'c' })).to.equal(principalKey({ ...base, issuer: 'https://as', clientId: 'c', scopes: ['b'], claims: { x: 1 } }));
  });

  it('tells apart callers that differ in any of the three', () => {
    const keys = new Set([
      principalKey(base),
      principalKey({ ...base, subject: 'bob' }),
      principalKey({ ...base, issuer: 'https://other' }),
      principalKey({ ...base, clientId: 'c' }),
    ]);
    expect(keys.size).to.equal(4);
  });
});
