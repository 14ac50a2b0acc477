import { expect } from 'chai';
import { renderView, type ViewHost } from '../lib/testing/index.js';
import { CARD_VIEW, CONNECT_DOMAIN, LISTED_DOMAIN, LISTED_VIEW, cardServer } from './support/card-server.js';

// The browser harness of mcp-decorators/testing against a hand-made view: headless Chromium, the official ext-apps
// host bridge, the server over Streamable HTTP on 127.0.0.1.
describe('browser: a view hosted through the official MCP Apps host bridge', () => {
  let host: ViewHost | undefined;
  afterEach(async () => {
    await host?.close();
    host = undefined;
  });

  it('initialises, renders the tool result, calls a tool back through the host and logs no console error', async () => {
    const { server, tools } = cardServer();
    host = await renderView({ server, tool: 'show_card', arguments: { id: 'c1' } });
    expect(host.view).to.equal(CARD_VIEW);
    // The CSP the @View declares, from the read content item.
    expect(host.csp).to.include(`connect-src ${CONNECT_DOMAIN};`).and.include("default-src 'none'").and.not.include(LISTED_DOMAIN);

    const appInfo = await host.initialized();
    expect(appInfo).to.deep.include({ name: 'test-card', version: '1.0.0' });
    const text = await host.waitForText('Ada Lovelace');
    expect(text).to.include('ada@example.test').and.include('asked for c1');

    await host.click('#refresh');
    const call = await host.waitForToolCall('refresh_card');
    expect(call.arguments).to.deep.equal({ id: 'c1' });
    expect(call.error).to.equal(undefined);
    expect(tools.refreshed).to.deep.equal(['c1']);
    expect(await host.waitForText('visits: 1')).to.include('Ada Lovelace');

    expect(host.consoleErrors).to.deep.equal([]);
  });

  it("takes the listing's _meta.ui when the content item has none, and renders that view too", async () => {
    const { server } = cardServer();
    host = await renderView({ server, tool: 'show_listed_card', arguments: { id: 'c2' } });
    expect(host.view).to.equal(LISTED_VIEW);
    expect(host.csp).to.include(`connect-src ${LISTED_DOMAIN};`);
    await host.initialized();
    expect(await host.waitForText('Alan Turing')).to.include('alan@example.test');
    expect(host.consoleErrors).to.deep.equal([]);
  });

  it('enforces the declared CSP on the view: a fetch to an undeclared origin is refused and logged', async () => {
    const { server } = cardServer();
    host = await renderView({ server, tool: 'show_card', arguments: { id: 'c2' } });
    await host.initialized();
    await host.waitForText('Alan Turing');
    const page = host.page as import('playwright-core').Page;
    const outcome = await page.frameLocator('#mcpd-view').locator('body').evaluate(() =>
      fetch('http://127.0.0.1:9/').then(() => 'fetched', (error: unknown) => `refused: ${String(error)}`),
    );
    expect(outcome).to.match(/^refused/);
    // Refused by the policy (not by the closed port): Chromium names the directive the view's declaration produced.
    expect(host.consoleErrors.join('\n')).to.include('Content Security Policy directive').and.include(`connect-src ${CONNECT_DOMAIN}`);
  });
});
