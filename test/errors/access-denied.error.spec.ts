import { expect } from 'chai';
import { AccessDeniedError } from '../../lib/errors/access-denied.error.js';
import { InsufficientScopeError } from '../../lib/errors/insufficient-scope.error.js';
import { MissingRoleError } from '../../lib/errors/missing-role.error.js';
import { RateLimitedError } from '../../lib/errors/rate-limited.error.js';
import { UnauthenticatedError } from '../../lib/errors/unauthenticated.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/access-denied.error.ts, as its callers raise it.
describe('errors/access-denied.error', () => {
  it('AccessDeniedError [MCPD_ACCESS_DENIED]: the message a guard or handler gave', () => {
    pinError(new AccessDeniedError('Only the owner may delete notes.'), 'MCPD_ACCESS_DENIED', 'Only the owner may delete notes.');
  });

  it('makes every access refusal an AccessDeniedError, so each kind of call answers it the same way', () => {
    for (const error of [new UnauthenticatedError('x'), new InsufficientScopeError('x', ['s'], 'all'), new MissingRoleError('x', ['r'], 'all'), new RateLimitedError('x', 1, 1, 1)]) expect(error).to.be.instanceOf(AccessDeniedError);
  });
});
