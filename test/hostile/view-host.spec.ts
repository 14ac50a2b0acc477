import { expect } from 'chai';
import { Resource, Tool, Param, createServer } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { MissingTestPeerError, ViewHostError, renderView, viewContentSecurityPolicy } from '../../lib/testing/index.js';
import { hostPageHtml, loadPeer } from '../../lib/extensions/apps/view-host/host-page.js';

// What a hostile view server or a broken setup can hand the browser harness: none of it loosens the policy, breaks
// out of the host page, or gets further than a named error. None of these tests starts a browser.
class Odd {
  @Tool({ name: 'plain', description: 'A tool without a view' })
  plain(@Param('x') x: string): string {
    return x;
  }

  @Tool({ name: 'wrong_mime', description: 'Names a view served as plain HTML', _meta: { ui: { resourceUri: 'ui://odd/plain' } } })
  wrongMime(): string {
    return 'text';
  }

  @Resource('ui://odd/plain', { mimeType: 'text/html' })
  plainHtml(): string {
    return '<!DOCTYPE html><p>not an app</p>';
  }
}
const odd = () => createServer({ name: 'odd', version: '1.0.0', classes: [Odd], diagnostics: silentDiagnostics });
// An existing file stands in for Chromium: these refusals come before the browser is launched.
const executablePath = process.execPath;

describe('hostile: the browser harness (renderView)', () => {
  it('declared CSP entries that would add directives, keywords or schemes only are dropped; inherited keys are not read', () => {
    const policy = viewContentSecurityPolicy({ connectDomains: ['https://ok.example.com', 'a; script-src *', "'unsafe-eval'", '*', 'data:', 'https://x.example.com/path', 42 as unknown as string] });
    expect(policy).to.include('connect-src https://ok.example.com;');
    expect(policy).not.to.match(/unsafe-eval|script-src \*|connect-src[^;]*data:|\/path/);
    expect(policy.split('; ')).to.have.length(10);
    const inherited = Object.create({ connectDomains: ['https://evil.example.com'] }) as object;
    expect(viewContentSecurityPolicy(inherited)).to.include("connect-src 'none'");
  });

  it('the host page carries the config as inert JSON: a "</script>" in a tool result cannot end the script element', () => {
    const html = hostPageHtml({ toolInput: {}, toolResult: { content: [{ type: 'text', text: '</script><script>alert(1)</script>' }] }, permissions: null });
    expect(html).not.to.include('</script><script>alert(1)');
    expect(html.match(/<script/g)).to.have.length(2);
  });

  it('a missing peer is MissingTestPeerError naming its install; any other load failure is passed on as it is', async () => {
    const missing = Object.assign(new Error("Cannot find package 'playwright-core' imported from x"), { code: 'ERR_MODULE_NOT_FOUND' });
    const refused = await loadPeer('playwright-core', () => Promise.reject(missing)).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(MissingTestPeerError);
    expect((refused as MissingTestPeerError).message).to.include('npm install -D playwright-core');
    const other = new SyntaxError('broken');
    expect(await loadPeer('playwright-core', () => Promise.reject(other)).catch((e: unknown) => e)).to.equal(other);
  });

  it('options and servers it cannot host get ViewHostError or MissingTestPeerError', async function () {
    this.timeout(30_000); // the first call bundles the host script with esbuild
    const codeOf = (p: Promise<unknown>) => p.then(() => 'resolved', (e: { code?: string; message: string }) => `${e.code}: ${e.message}`);
    expect(await codeOf(renderView({ tool: 'plain', executablePath }))).to.match(/^MCPD_VIEW_HOST: renderView: pass exactly one of server and url/);
    expect(await codeOf(renderView({ server: odd(), url: 'http://127.0.0.1:1/mcp', tool: 'plain', executablePath }))).to.match(/^MCPD_VIEW_HOST/);
    expect(await codeOf(renderView({ server: odd(), tool: 'plain', executablePath: '/nonexistent/chromium' }))).to.match(/^MCPD_TEST_PEER: renderView needs a Chromium at \/nonexistent\/chromium/);
    expect(await codeOf(renderView({ server: odd(), tool: 'nope', executablePath }))).to.equal('MCPD_VIEW_HOST: renderView: the server lists no tool named "nope". Pass the name tools/list shows.');
    expect(await codeOf(renderView({ server: odd(), tool: 'plain', executablePath }))).to.match(/^MCPD_VIEW_HOST: renderView: tool plain names no view in _meta.ui.resourceUri/);
    expect(await codeOf(renderView({ server: odd(), tool: 'wrong_mime', executablePath }))).to.equal(
      "MCPD_VIEW_HOST: renderView: the content of ui://odd/plain is text/html, not text/html;profile=mcp-app. Declare the view with mimeType 'text/html;profile=mcp-app'.",
    );
    expect(await codeOf(renderView({ server: odd(), tool: 'plain', view: 'ui://odd/missing', executablePath }))).to.equal('-32602: Resource not found: ui://odd/missing');
  });
});
