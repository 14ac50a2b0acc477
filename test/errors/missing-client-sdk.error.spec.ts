import { expect } from 'chai';
import { MissingClientSdkError } from '../../lib/errors/missing-client-sdk.error.js';

// The code and exact text of the error of lib/errors/missing-client-sdk.error.ts, as its callers raise it.
describe('errors/missing-client-sdk.error', () => {
  it('MissingClientSdkError names the package, its install command and the other client', () => {
    expect(String(new MissingClientSdkError('v1', '@modelcontextprotocol/sdk', '~1.32.2', { client: 'v2', packageName: '@modelcontextprotocol/client' }))).to.equal(
      "MissingClientSdkError [MCPD_CLIENT_SDK]: the v1 client needs @modelcontextprotocol/sdk, which is not installed. Install it as a dev dependency (npm install -D @modelcontextprotocol/sdk@~1.32.2), or ask for the v2 client (@modelcontextprotocol/client) instead: { client: 'v2' }.",
    );
  });
});
