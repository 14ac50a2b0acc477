import { expect } from 'chai';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxy } from '../../lib/proxy/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of lib/errors/bridge-upstream.error.ts, as proxy() raises it for an upstream that is not there.
describe('errors/bridge-upstream.error', function () {
  this.timeout(20_000);

  it('names the upstream and what to check when nothing listens at its URL', async () => {
    // A port that was just free: bound, then closed again.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const error = await proxy({ url: `http://127.0.0.1:${port}/mcp?token=secret`, diagnostics: silentDiagnostics }).then(() => undefined, (e: unknown) => e);
    pinError(error, 'MCPD_BRIDGE_UPSTREAM', `The proxy could not connect to the upstream MCP server http://127.0.0.1:${port}/mcp. Check that the server runs and speaks MCP there (its URL, or its command and arguments), and that the proxy's headers carry the credentials it expects.`);
    expect(String(error)).to.not.include('secret');
    expect((error as Error).cause).to.be.instanceOf(Error);
  });
});
