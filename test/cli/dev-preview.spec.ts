import { expect } from 'chai';
import { startDevPreview, type DevPreview } from '../../lib/cli/dev-preview.js';
import { Param, Tool, View, apps, createServer, serveHttp } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

class Cards {
  @Tool({ name: 'show_card', description: 'Shows a card', ui: 'ui://t/card' })
  show(@Param('id', { description: 'Card id' }) id: string): { id: string } {
    return { id };
  }

  @Tool({ name: 'hidden', description: 'For apps only', ui: { view: 'ui://t/card', visibility: ['model'] } })
  hidden(): string {
    return 'hidden';
  }

  @View('ui://t/card', { name: 'card', csp: { connectDomains: ['https://api.example.test'] } })
  card(): string {
    return '<!DOCTYPE html><p>card</p>';
  }
}

describe('cli/dev-preview', function () {
  this.timeout(20_000);
  let preview: DevPreview | undefined;
  let served: { url: string; close(): Promise<void> } | undefined;
  afterEach(async () => {
    await preview?.close();
    await served?.close();
    preview = served = undefined;
  });

  const start = async (): Promise<DevPreview> => {
    const http = await serveHttp(createServer({ name: 'p', version: '1.0.0', classes: [new Cards()], extensions: [apps()], diagnostics: silentDiagnostics }), { port: 0, host: '127.0.0.1' });
    served = http;
    const endpoint = http.url;
    return (preview = await startDevPreview(() => endpoint));
  };

  it('binds 127.0.0.1, lists the tools with a view, and serves the view under its CSP', async () => {
    const { url } = await start();
    expect(url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await (await fetch(url)).text();
    expect(index).to.include('<a href="/preview?tool=show_card">show_card</a>');
    const view = await fetch(`${url}view?tool=show_card`);
    expect(view.headers.get('content-security-policy')).to.include('connect-src https://api.example.test');
    expect(await view.text()).to.include('<p>card</p>');
  });

  it('calls a tool for the form, refuses a view calling a tool not visible to apps, and rejects bad calls with 400', async () => {
    const { url } = await start();
    const call = (body: string) => fetch(`${url}call`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const ok = await call(JSON.stringify({ name: 'show_card', arguments: { id: 'c1' } }));
    expect(ok.status).to.equal(200);
    expect(JSON.stringify(await ok.json())).to.include('\\"id\\":\\"c1\\"');
    const hidden = await call(JSON.stringify({ name: 'hidden', arguments: {}, from: 'app' }));
    expect(hidden.status).to.equal(400);
    expect(await hidden.json()).to.deep.equal({ error: 'tool hidden is not visible to apps' });
    for (const body of ['not json', JSON.stringify({ name: 5 }), JSON.stringify({ name: 'show_card', arguments: [] })]) {
      expect((await call(body)).status).to.equal(400);
    }
    const huge = await call(JSON.stringify({ name: 'show_card', arguments: { id: 'x'.repeat(2_000_000) } }));
    expect(huge.status).to.equal(400);
    expect(((await huge.json()) as { error: string }).error).to.match(/over 1000000 bytes/);
  });

  it('shows an unknown tool or an unreachable server as an escaped error page', async () => {
    const { url } = await start();
    const unknown = await fetch(`${url}preview?tool=${encodeURIComponent('<script>x</script>')}`);
    expect(unknown.status).to.equal(502);
    const text = await unknown.text();
    expect(text).to.include('the server lists no tool named &#34;&#60;script&#62;x&#60;/script&#62;&#34;').and.not.include('<script>x');
    expect((await fetch(`${url}nothing`)).status).to.equal(404);
  });

  it('tells open pages to reload', async () => {
    const { url } = await start();
    const events = await fetch(`${url}events`);
    const reader = events.body!.getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    preview!.reload();
    while (!text.includes('data: reload')) text += decoder.decode((await reader.read()).value);
    expect(text).to.include('data: reload\n\n');
    await reader.cancel();
  });
});
