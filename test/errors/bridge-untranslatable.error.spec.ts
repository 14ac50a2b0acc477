import { expect } from 'chai';
import { proxy } from '../../lib/proxy/index.js';
import { connectClient } from '../../lib/testing/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { ToolError } from '../../lib/model/tool-error.js';
import { pinError } from '../support/pin-error.js';
import { startSdkV2Http } from '../support/bridge/sdk-v2-upstream.js';
import { startSdkV1Http } from '../support/bridge/sdk-v1-upstream.js';

// The code and exact text of lib/errors/bridge-untranslatable.error.ts, as the proxy raises it: an upstream that asks
// for a form (elicitation) while a 2024-11-05 client, which has no elicitation, waits on the call.
describe('errors/bridge-untranslatable.error', function () {
  this.timeout(20_000);

  it('is the tool error of a call whose 2026-07-28 upstream asks a client that cannot elicit (middleware sees it)', async () => {
    const upstream = await startSdkV2Http();
    let thrown: unknown;
    const server = await proxy({
      url: upstream.url,
      diagnostics: silentDiagnostics,
      middleware: [async (_invocation, next) => {
        try {
          return await next();
        } catch (error) {
          thrown = error;
          throw error;
        }
      }],
    });
    const session = await connectClient({ client: 'v1', revision: '2024-11-05', transport: 'memory', server: () => server });
    try {
      const result = (await session.callTool('confirm', { what: 'deploy' })) as { isError?: boolean; content: { text: string }[] };
      expect(thrown).to.be.instanceOf(ToolError);
      const message = 'The upstream\'s elicitation/create request cannot be carried to the client: the client (protocol revision 2024-11-05) cannot answer elicitation requests, or did not declare the capability. Connect with a client that declares "elicitation".';
      pinError((thrown as ToolError).cause, 'MCPD_BRIDGE_UNTRANSLATABLE', message);
      expect(String((thrown as ToolError).cause)).to.equal('BridgeUntranslatableError [MCPD_BRIDGE_UNTRANSLATABLE]: The upstream\'s elicitation/create request cannot be carried to the client: the client (protocol revision 2024-11-05) cannot answer elicitation requests, or did not declare the capability. Connect with a client that declares "elicitation".');
      expect(result).to.deep.equal({ content: [{ type: 'text', text: message }], isError: true });
    } finally {
      await session.close();
      await server.close();
      await upstream.close();
    }
  });

  it('reaches a session-era upstream as the JSON-RPC error of its request, which the upstream reports', async () => {
    const upstream = await startSdkV1Http();
    const server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
    const session = await connectClient({ client: 'v1', revision: '2024-11-05', transport: 'memory', server: () => server });
    try {
      const result = (await session.callTool('confirm', { what: 'deploy' })) as { isError?: boolean; content: { text: string }[] };
      expect(result.isError).to.equal(true);
      expect(result.content[0]!.text).to.equal('MCP error -32603: The upstream\'s elicitation/create request cannot be carried to the client: the client (protocol revision 2024-11-05) cannot answer elicitation requests, or did not declare the capability. Connect with a client that declares "elicitation".');
    } finally {
      await session.close();
      await server.close();
      await upstream.close();
    }
  });
});
