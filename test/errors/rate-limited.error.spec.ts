import { expect } from 'chai';
import { RateLimitedError } from '../../lib/errors/rate-limited.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/rate-limited.error.ts, as its callers raise it.
describe('errors/rate-limited.error', () => {
  it('RateLimitedError [MCPD_RATE_LIMITED]: names the member, the limit and when to retry, rounded up to a tenth of a second', () => {
    pinError(new RateLimitedError('Tool add_note', 5, 60, 12_340), 'MCPD_RATE_LIMITED', 'Rate limit reached: Tool add_note allows 5 calls per 60 s. Retry in 12.4 s.');
    pinError(new RateLimitedError('Tool ping', 1, 0.5, 20), 'MCPD_RATE_LIMITED', 'Rate limit reached: Tool ping allows 1 call per 0.5 s. Retry in 0.1 s.');
    expect(new RateLimitedError('x', 1, 1, 250).retryAfterMs).to.equal(250);
  });
});
