import { expect } from 'chai';
import { BodyTooLargeError } from '../../../../../lib/server/transports/http/wire/http-body.js';
import { accepts, readPostedBody } from '../../../../../lib/server/transports/http/entry/posted-body.js';
import { webView, type RequestView } from '../../../../../lib/server/transports/http/wire/request-view.js';

const GOOD = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const text = (value: string) => async () => value;
const view = (headers: Record<string, string>, read: RequestView['readBody'] = text('{}')): RequestView => ({ ...webView(new Request('http://127.0.0.1/mcp', { method: 'POST', headers })), readBody: read });

describe('server/transports/http/entry/posted-body', () => {
  it('reads JSON, a leading byte-order mark included, and takes a body a middleware parsed as it is', async () => {
    expect(await readPostedBody(view(GOOD, text('{"a":1}')), 100)).to.deep.equal({ body: { a: 1 } });
    expect(await readPostedBody(view(GOOD, text('\ufeff[1]')), 100)).to.deep.equal({ body: [1] });
    expect(await readPostedBody(view({ ...GOOD, 'content-type': 'application/json; charset=utf-8' }, async () => ({ parsed: { b: 2 } })), 100)).to.deep.equal({ body: { b: 2 } });
  });

  it('refuses, in order, the wrong content type (415), an encoded body (415), a narrow Accept (406), too many bytes (413) and text that is not JSON (400)', async () => {
    const status = async (headers: Record<string, string>, read = text('{}')) => {
      const outcome = await readPostedBody(view(headers, read), 10);
      return 'refused' in outcome ? [outcome.refused.status, (JSON.parse(outcome.refused.body) as { error: { code: number } }).error.code] : 'read';
    };
    expect(await status({ ...GOOD, 'content-type': 'text/plain' })).to.deep.equal([415, -32000]);
    expect(await status({ ...GOOD, 'content-encoding': 'gzip' })).to.deep.equal([415, -32000]);
    expect(await status({ ...GOOD, 'content-encoding': 'identity' })).to.equal('read');
    expect(await status({ ...GOOD, accept: 'application/json' })).to.deep.equal([406, -32000]);
    expect(await status(GOOD, async () => Promise.reject(new BodyTooLargeError(10)))).to.deep.equal([413, -32000]);
    expect(await status(GOOD, text('{oops'))).to.deep.equal([400, -32700]);
    const tooLarge = await readPostedBody(view(GOOD, async () => Promise.reject(new BodyTooLargeError(10))), 10);
    expect('refused' in tooLarge && tooLarge.refused.headers.connection).to.equal('close');
  });

  it('accepts reads every type asked for, or */*', () => {
    expect(accepts(view({ accept: 'text/event-stream' }), 'text/event-stream')).to.equal(true);
    expect(accepts(view({ accept: '*/*' }), 'application/json', 'text/event-stream')).to.equal(true);
    expect(accepts(view({ accept: 'application/json' }), 'application/json', 'text/event-stream')).to.equal(false);
  });
});
