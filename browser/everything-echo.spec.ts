import { expect } from 'chai';
import { renderView, type ViewHost } from '../lib/testing/index.js';
import { ECHO_VIEW } from '../samples/everything/everything-apps.js';
import { createEverythingServer } from '../samples/everything/server.js';

// The everything sample's minimal view (for interoperability checks) in headless Chromium through the official bridge.
describe('browser: the everything sample\'s echo view', () => {
  let host: ViewHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('connects and shows the echoed message as text (markup in it stays text), with no console error', async () => {
    const server = createEverythingServer();
    try {
      host = await renderView({ server, tool: 'test_app_view', arguments: { message: 'echo <b>me</b>' } });
      expect(host.view).to.equal(ECHO_VIEW);
      expect(await host.initialized()).to.deep.include({ name: 'everything-echo', version: '1.0.0' });
      const text = await host.waitForText('echo <b>me</b>');
      expect(text).to.include('connected');
      expect(host.consoleErrors).to.deep.equal([]);
    } finally {
      await server.close();
    }
  });
});
