import { expect } from 'chai';
import { MissingTestGlobalsError } from '../../lib/errors/missing-test-globals.error.js';

// The code and exact text of the error of lib/errors/missing-test-globals.error.ts, as its callers raise it.
describe('errors/missing-test-globals.error', () => {
  it('MissingTestGlobalsError says where to run or what runner to pass', () => {
    expect(String(new MissingTestGlobalsError('forEachRevision'))).to.equal("MissingTestGlobalsError [MCPD_TEST_GLOBALS]: forEachRevision found no test runner: no describe() and it() globals, and not run by node --test. Run it with mocha or node --test, or pass the runner's functions: forEachRevision(title, { server, runner: { describe, it } }, body) (e.g. import { describe, it } from 'node:test'); connectClient gives one session without a runner.");
  });
});
