import { InsufficientScopeError } from '../../lib/errors/insufficient-scope.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/insufficient-scope.error.ts, as its callers raise it.
describe('errors/insufficient-scope.error', () => {
  it('InsufficientScopeError [MCPD_INSUFFICIENT_SCOPE]: one scope, all of several, one of several', () => {
    pinError(new InsufficientScopeError('Tool add_note', ['notes:write'], 'all'), 'MCPD_INSUFFICIENT_SCOPE', 'Tool add_note needs the scope notes:write, which the access token does not grant. Ask the authorization server for a token with it (scope="notes:write").');
    pinError(new InsufficientScopeError('Prompt p', ['a', 'b'], 'all'), 'MCPD_INSUFFICIENT_SCOPE', 'Prompt p needs all of the scopes a b, which the access token does not grant. Ask the authorization server for a token with them (scope="a b").');
    pinError(new InsufficientScopeError('Prompt p', ['a', 'b'], 'any'), 'MCPD_INSUFFICIENT_SCOPE', 'Prompt p needs one of the scopes a b, which the access token does not grant. Ask the authorization server for a token with one of them (scope="a b").');
  });
});
