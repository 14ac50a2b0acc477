import { expect } from 'chai';
import { Param, Resource, ResourceTemplate, Tool, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { closeServers, errorOf, resultOf, serve, session } from '../server/serve.js';

class Billing {
  @Tool() charge(): string { return 'charged'; }
  @Resource('config://settings') settings(): string { return 'EUR'; }
  @ResourceTemplate('invoices://{+path}') invoice(@Param('path') path: string): string { return `invoice ${path}`; }
}

// Names and URIs a client makes up, sent to a server with a mount: each is a clear answer, and no prototype or other
// mount is reached.
describe('hostile: names and URIs at a mounted server', () => {
  afterEach(closeServers);

  it('answers made-up prefixed names and URIs with the spec\'s errors, and reads only what the mount serves', async () => {
    const billing = createServer({ name: 'billing', version: '1', classes: [Billing], diagnostics: silentDiagnostics });
    const raw = await session(serve([], { mounts: [{ prefix: 'billing', server: billing }] }), '2025-11-25');
    for (const name of ['billing___proto__', 'billing_constructor', 'billing_', '_charge', 'billing_charge\u0000', 'BILLING_charge', 'billing_billing_charge']) {
      expect(errorOf(await raw.request('tools/call', { name, arguments: {} })).message, name).to.equal(`Unknown tool: ${name}`);
    }
    for (const uri of ['config://settings', 'config://billing', 'config://billing/', 'config://Billing/settings', 'config://billing/__proto__', 'invoices://billingx/1', 'invoices://billing']) {
      expect(errorOf(await raw.request('resources/read', { uri })).code, uri).to.equal(-32002);
    }
    // The template's variable takes what follows the prefix, however odd, as the mounted server would have.
    const odd = resultOf(await raw.request('resources/read', { uri: 'invoices://billing/billing/../__proto__/x' }));
    expect(odd.contents[0]).to.deep.include({ uri: 'invoices://billing/billing/../__proto__/x', text: 'invoice billing/../__proto__/x' });
    const long = `invoices://billing/${'a/'.repeat(50_000)}`;
    expect(resultOf(await raw.request('resources/read', { uri: long })).contents[0].text).to.have.length('invoice '.length + 100_000);
    expect(({} as Record<string, unknown>).billing).to.equal(undefined);
  });
});
