import { expect } from 'chai';
import { principalFromClaims } from '../../lib/auth/principal-from-claims.js';
import { InvalidTokenError } from '../../lib/errors/invalid-token.error.js';

// The code and exact text of the error of lib/errors/invalid-token.error.ts, as its callers raise it.
describe('errors/invalid-token.error', () => {
  it('InvalidTokenError for claims that name no subject and no client', () => {
    expect(() => principalFromClaims({ scope: 'a' })).to.throw(InvalidTokenError, 'The bearer token was refused: it names no subject (sub) and no client (client_id).');
  });
});
