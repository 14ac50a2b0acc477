import { expect } from 'chai';
import { adapterFor } from '../../../../../lib/revisions/index.js';
import { PostedCall } from '../../../../../lib/server/transports/http/one-shot/posted-call.js';
import { webView } from '../../../../../lib/server/transports/http/wire/request-view.js';

describe('server/transports/http/one-shot/posted-call', () => {
  const terms = { adapter: adapterFor('2025-06-18'), client: { capabilities: {} } };

  it('carries the message, its terms, and what the view knows: the gone watch, the headers and who sent it', () => {
    const view = webView(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'x-trace': 'abc', authorization: 'Bearer t' } }));
    view.principal = { subject: 'ada', scopes: ['read'], claims: {} };
    view.remoteAddress = '127.0.0.9';
    const call = new PostedCall(7, 'tools/call', { name: 'echo' }, terms, false, view);
    expect([call.id, call.method, call.params, call.terms, call.stateless]).to.deep.equal([7, 'tools/call', { name: 'echo' }, terms, false]);
    expect(call.whenGone).to.equal(view.whenGone);
    expect(call.headers.get('x-trace')).to.equal('abc');
    expect(call.headers.get('authorization')).to.equal(undefined);
    expect(call.principal?.subject).to.equal('ada');
    expect(call.remoteAddress).to.equal('127.0.0.9');
    expect([call.handler, call.target]).to.deep.equal([undefined, undefined]);
  });

  it('leaves the caller unset when the entry learned none', () => {
    const call = new PostedCall('a', 'ping', {}, terms, true, webView(new Request('http://127.0.0.1/mcp', { method: 'POST' })));
    expect([call.principal, call.remoteAddress]).to.deep.equal([undefined, undefined]);
  });
});
