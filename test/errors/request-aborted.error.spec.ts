import { expect } from 'chai';
import { RequestAbortedError } from '../../lib/errors/request-aborted.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/request-aborted.error.ts, as its callers raise it.
describe('errors/request-aborted.error', () => {
  it('RequestAbortedError [MCPD_ABORTED]: says why, and keeps the cause', () => {
    pinError(new RequestAbortedError('timeout', 'timed out after 50 ms'), 'MCPD_ABORTED', 'timed out after 50 ms');
    expect(new RequestAbortedError('closed', 'x').abortCause).to.equal('closed');
  });
});
