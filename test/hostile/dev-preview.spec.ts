import { expect } from 'chai';
import { request } from 'node:http';
import { startDevPreview, type DevPreview } from '../../lib/cli/dev-preview.js';
import { Param, Tool, View, apps, createServer, serveHttp } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

// What a hostile web page can make a developer's browser send to the view preview of `mcp-decorators dev`
// (127.0.0.1): a rebound name in Host, a foreign Origin, a "simple" cross-site POST. None of it reads the
// preview or calls a tool.
class Counter {
  calls = 0;

  @Tool({ name: 'bump', description: 'Counts its calls', ui: 'ui://h/view' })
  bump(@Param('by', { type: () => Number }) by: number): number {
    return (this.calls += by);
  }

  @View('ui://h/view', { name: 'view' })
  view(): string {
    return '<!DOCTYPE html><p>view</p>';
  }
}

interface Answer {
  readonly status: number;
  readonly body: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

function send(url: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const target = new URL(path, url);
  return new Promise((resolve, reject) => {
    const outgoing = request(target, { method: body === undefined ? 'GET' : 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

describe('hostile: the dev view preview', function () {
  this.timeout(20_000);
  let counter: Counter;
  let preview: DevPreview | undefined;
  let served: { url: string; close(): Promise<void> } | undefined;
  beforeEach(async () => {
    counter = new Counter();
    served = await serveHttp(createServer({ name: 'h', version: '1.0.0', classes: [counter], extensions: [apps()], diagnostics: silentDiagnostics }), { port: 0, host: '127.0.0.1' });
    const endpoint = served.url;
    preview = await startDevPreview(() => endpoint);
  });
  afterEach(async () => {
    await preview?.close();
    await served?.close();
    preview = served = undefined;
  });
  const port = (): string => new URL(preview!.url).port;
  const call = JSON.stringify({ name: 'bump', arguments: { by: 1 } });

  it('a rebound Host (DNS rebinding) gets 403 on every route and calls nothing', async () => {
    const host = `attacker.example:${port()}`;
    for (const path of ['/', '/preview?tool=bump', '/view?tool=bump', '/events']) {
      const answer = await send(preview!.url, path, { host });
      expect(answer.status, path).to.equal(403);
      expect(answer.body, path).to.include('Host "attacker.example').and.not.include('bump');
    }
    expect((await send(preview!.url, '/call', { host, 'content-type': 'application/json' }, call)).status).to.equal(403);
    expect(counter.calls).to.equal(0);
    // The loopback names still reach it.
    expect((await send(preview!.url, '/', { host: `localhost:${port()}` })).body).to.include('bump');
  });

  it('a call from a foreign Origin gets 403 and calls nothing', async () => {
    const answer = await send(preview!.url, '/call', { origin: 'https://attacker.example', 'content-type': 'text/plain' }, call);
    expect(answer.status).to.equal(403);
    expect(answer.body).to.include('Origin "https://attacker.example" is not allowed');
    expect(counter.calls).to.equal(0);
    expect((await send(preview!.url, '/call', { origin: preview!.url.replace(/\/$/, ''), 'content-type': 'application/json' }, call)).status).to.equal(200);
    expect(counter.calls).to.equal(1);
  });

  it('no page of another site can frame the preview (clickjacking the Call button): every answer says SAMEORIGIN', async () => {
    const host = `127.0.0.1:${port()}`;
    for (const path of ['/', '/preview?tool=bump', '/preview?tool=nothing', '/view?tool=bump', '/missing']) {
      expect((await send(preview!.url, path, { host })).headers['x-frame-options'], path).to.equal('SAMEORIGIN');
    }
    expect((await send(preview!.url, '/call', { 'content-type': 'application/json' }, 'not json')).headers['x-frame-options']).to.equal('SAMEORIGIN');
  });

  it('a "simple" POST (text/plain, as a form or a fetch without preflight sends it) gets 415 and calls nothing', async () => {
    const simple: Record<string, string>[] = [{ 'content-type': 'text/plain' }, { origin: 'http://localhost:1', 'content-type': 'text/plain;charset=UTF-8' }, { 'content-type': 'application/x-www-form-urlencoded' }, {}];
    for (const headers of simple) {
      const answer = await send(preview!.url, '/call', headers, call);
      expect(answer.status, JSON.stringify(headers)).to.equal(415);
      expect(JSON.parse(answer.body)).to.deep.equal({ error: 'send Content-Type: application/json' });
    }
    expect(counter.calls).to.equal(0);
  });
});
