import { expect } from 'chai';
import { BodyTooLargeError } from '../../../../../lib/server/transports/http/wire/http-body.js';
import { callerOf, webView } from '../../../../../lib/server/transports/http/wire/request-view.js';

const PRINCIPAL = { subject: 'ada', scopes: ['a'], claims: {} };

describe('server/transports/http/wire/request-view', () => {
  it('reads a web Request: method, path, host, headers by name, and handlers\' headers without credentials', () => {
    const request = new Request('http://127.0.0.1:3000/mcp?x=1', { method: 'POST', headers: { authorization: 'Bearer t', 'x-trace': 'abc', host: 'example.test' } });
    const view = webView(request);
    expect(view).to.include({ method: 'POST', pathname: '/mcp', host: 'example.test', url: 'http://127.0.0.1:3000/mcp?x=1' });
    expect(view.header('x-trace')).to.equal('abc');
    expect(view.header('absent')).to.equal(null);
    expect(view.searchParams.get('x')).to.equal('1');
    expect(JSON.stringify(view.headers)).to.not.contain('Bearer t');
    expect(view.web()).to.equal(request);
  });

  it('tells a watcher when the request\'s signal aborts (at once when it already has), and no one once unwatched', () => {
    const controller = new AbortController();
    const view = webView(new Request('http://127.0.0.1/mcp', { signal: controller.signal }));
    const seen: string[] = [];
    view.whenGone(() => seen.push('kept'));
    view.whenGone(() => seen.push('dropped'))();
    controller.abort();
    expect(seen).to.deep.equal(['kept']);
    view.whenGone(() => seen.push('late'));
    expect(seen).to.deep.equal(['kept', 'late']);
  });

  it('reads the body within the limit, and refuses more with BodyTooLargeError', async () => {
    const post = (body: string) => webView(new Request('http://127.0.0.1/mcp', { method: 'POST', body }));
    expect(await post('{"a":1}').readBody(100)).to.equal('{"a":1}');
    let refused: unknown;
    await post('x'.repeat(101)).readBody(100).catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(BodyTooLargeError);
  });

  it('carries who sent the request once the entry notes it; callerOf keeps only what is set', () => {
    const view = webView(new Request('http://127.0.0.1/mcp'));
    expect(callerOf(view)).to.deep.equal({});
    view.principal = PRINCIPAL;
    view.remoteAddress = '10.0.0.1';
    expect(callerOf(view)).to.deep.equal({ principal: PRINCIPAL, remoteAddress: '10.0.0.1' });
    expect(callerOf({ remoteAddress: '::1' })).to.deep.equal({ remoteAddress: '::1' });
  });
});
