import { expect } from 'chai';
import { MissingTestPeerError } from '../../lib/errors/missing-test-peer.error.js';

// The code and exact text of the error of lib/errors/missing-test-peer.error.ts, as its callers raise it.
describe('errors/missing-test-peer.error', () => {
  it('MissingTestPeerError names the helper, what is missing and how to install it', () => {
    expect(String(new MissingTestPeerError('renderView', 'playwright-core', 'Install it as a dev dependency: npm install -D playwright-core.'))).to.equal(
      'MissingTestPeerError [MCPD_TEST_PEER]: renderView needs playwright-core, which is not installed. Install it as a dev dependency: npm install -D playwright-core.',
    );
  });
});
