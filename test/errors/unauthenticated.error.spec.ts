import { UnauthenticatedError } from '../../lib/errors/unauthenticated.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/unauthenticated.error.ts, as its callers raise it.
describe('errors/unauthenticated.error', () => {
  it('UnauthenticatedError [MCPD_UNAUTHENTICATED]: names the member and how to send credentials on each transport', () => {
    pinError(new UnauthenticatedError('Tool add_note'), 'MCPD_UNAUTHENTICATED', 'Tool add_note needs an authenticated caller, and this call carries no credentials. Over HTTP send an access token (Authorization: Bearer …); on stdio or in memory name the local principal with createServer({ auth: { local } }).');
  });
});
