import { expect } from 'chai';
import { renderView, type ViewHost } from '../lib/testing/index.js';
import { CUSTOMER_CARD } from '../samples/acme-tools/customer-card.js';
import { createAcmeServer } from '../samples/acme-tools/server.js';

// The acme-tools sample's customer card in headless Chromium through the official host bridge: the view is the
// sample's own HTML (the App SDK's browser build inlined), served by the sample's server.
describe('browser: the acme-tools customer card', () => {
  let host: ViewHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('renders the search result, refreshes it through the host with the app-only tool, logs no console error', async () => {
    const server = createAcmeServer({ database: ':memory:' });
    try {
      host = await renderView({ server, tool: 'search_customers', arguments: { query: 'globex' } });
      expect(host.view).to.equal(CUSTOMER_CARD);
      expect(await host.initialized()).to.deep.include({ name: 'acme-customer-card', version: '1.0.0' });
      const text = await host.waitForText('Globex Industries');
      expect(text).to.include('1 match').and.include('ACTIVE').and.include('connected');
      // The name's label for the model (untrusted-data) is not shown in the card.
      expect(text).not.to.include('untrusted-data');

      await host.click('#refresh');
      const call = await host.waitForToolCall('refresh_customer');
      expect(call.arguments).to.deep.equal({ id: 'CUST-2' });
      expect(call.error).to.equal(undefined);
      // The view shows what the server answered (the note is set only after callServerTool resolved without isError).
      expect(await host.waitForText('refreshed')).to.include('Globex Industries').and.include('ACTIVE');
      expect(host.consoleErrors).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });
});
