import { expect } from 'chai';
import { MissingTestPeerError } from '../../../../lib/errors/missing-test-peer.error.js';
import { hostPageHtml, loadPeer } from '../../../../lib/extensions/apps/view-host/host-page.js';

describe('extensions/apps/view-host/host-page', () => {
  it('names the feature that needs a missing peer (dev preview or renderView) in MCPD_TEST_PEER', async () => {
    const missing = Object.assign(new Error("Cannot find package 'esbuild' imported from x"), { code: 'ERR_MODULE_NOT_FOUND' });
    const error = await loadPeer('esbuild', () => Promise.reject(missing), 'mcp-decorators dev (the view preview)').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(MissingTestPeerError);
    expect((error as MissingTestPeerError).code).to.equal('MCPD_TEST_PEER');
    expect((error as Error).message).to.equal('mcp-decorators dev (the view preview) needs esbuild, which is not installed. Install it as a dev dependency: npm install -D esbuild.');
  });

  it('puts the preview markup before the host script and carries viewSrc and preview in the inert config', () => {
    const html = hostPageHtml({ toolInput: null, toolResult: null, permissions: null, preview: true, viewSrc: '/view?tool=a' }, '<form id="f"></form>');
    expect(html.indexOf('<form id="f">')).to.be.greaterThan(0).and.lessThan(html.indexOf('<script type="application/json"'));
    expect(html).to.include('"preview":true,"viewSrc":"/view?tool=a"');
  });
});
