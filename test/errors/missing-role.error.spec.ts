import { MissingRoleError } from '../../lib/errors/missing-role.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/missing-role.error.ts, as its callers raise it.
describe('errors/missing-role.error', () => {
  it('MissingRoleError [MCPD_MISSING_ROLE]: names the member and the role', () => {
    pinError(new MissingRoleError('Tool purge', ['admin'], 'any'), 'MCPD_MISSING_ROLE', 'Tool purge needs the role admin, which the caller does not have. Ask an administrator for the role, or call a member your roles allow.');
  });
});
