import { expect } from 'chai';
import { InvalidConnectOptionError } from '../../lib/errors/invalid-connect-option.error.js';
import { connectClient } from '../../lib/testing/connect-client.js';

// The code and exact text of the error of lib/errors/invalid-connect-option.error.ts, as its callers raise it.
describe('errors/invalid-connect-option.error', () => {
  it('InvalidConnectOptionError says what to pass', async () => {
    const stdio = await connectClient({ revision: '2025-06-18', client: 'v2', transport: 'stdio' }).then(() => undefined, (e: unknown) => e);
    expect(stdio).to.be.instanceOf(InvalidConnectOptionError);
    expect(String(stdio)).to.equal("InvalidConnectOptionError [MCPD_CONNECT_OPTION]: connectClient: a stdio connection needs options.stdio. Pass stdio: { command: 'node', args: ['dist/stdio.js'] }.");
    const v1 = await connectClient({ revision: '2026-07-28', client: 'v1', transport: 'memory' }).then(() => undefined, (e: unknown) => e);
    expect(String(v1)).to.equal("InvalidConnectOptionError [MCPD_CONNECT_OPTION]: connectClient: the v1 client cannot speak 2026-07-28. Use the v2 client: { client: 'v2' }.");
  });
});
