import { expect } from 'chai';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { BodyTooLargeError } from '../../../../../lib/server/transports/http/wire/http-body.js';
import { nodeView } from '../../../../../lib/server/transports/http/mount/node-view.js';
import { UnreadableRequestError } from '../../../../../lib/server/transports/http/mount/node-bridge.js';

/** A real node request with these headers and (when given) this body already pushed into its stream. */
function incoming(headers: Record<string, string | string[]>, body?: string): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  req.method = 'POST';
  req.url = '/mcp?q=1';
  Object.assign(req.headers, { host: '127.0.0.1:3000', ...headers });
  if (body !== undefined) {
    req.push(Buffer.from(body));
    req.push(null);
  }
  return { req, res: new ServerResponse(req) };
}

describe('server/transports/http/mount/node-view', () => {
  it('reads the node request in place: method, path, host, headers (repeated ones joined)', () => {
    const { req, res } = incoming({ 'x-many': ['a', 'b'], accept: 'application/json' });
    const view = nodeView(req, res);
    expect(view).to.include({ method: 'POST', pathname: '/mcp', host: '127.0.0.1:3000', url: 'http://127.0.0.1:3000/mcp?q=1' });
    expect(view.header('x-many')).to.equal('a, b');
    expect(view.header('absent')).to.equal(null);
    expect(view.searchParams.get('q')).to.equal('1');
    expect(view.web()).to.equal(view.web());
    expect(view.web().url).to.equal('http://127.0.0.1:3000/mcp?q=1');
  });

  it('gives every path the pathname the URL parser gives it, plain paths without parsing', () => {
    const paths = ['/mcp', '/mcp/', '/', '/api/v-1/mcp_x~', '/a/../mcp', '/./mcp', '/%6Dcp', '/mcp?x=1', '/mcp#f', '/a b', '//mcp', '/a//b', '/mcp;x', '/mc\\p', '/é', '/mcp/..', '/%2e%2e/mcp'];
    for (const path of paths) {
      const { req, res } = incoming({});
      req.url = path;
      expect(nodeView(req, res).pathname, path).to.equal(new URL(path, 'http://127.0.0.1:3000').pathname);
    }
  });

  it('refuses a Host header that names no host, even right after a good one (UnreadableRequestError)', () => {
    for (const host of ['127.0.0.1:3000', '127.0.0.1:99999', '127.0.0.1:3000', 'a b', 'user@h', '1.2.3.999']) {
      const { req, res } = incoming({ host });
      const read = (): unknown => nodeView(req, res);
      if (host === '127.0.0.1:3000') expect(read).to.not.throw();
      else expect(read, host).to.throw(UnreadableRequestError, 'is not a host name with an optional port');
    }
  });

  it('reads the body from the node stream, and marks it unread when it is over the limit', async () => {
    const read = incoming({}, '{"a":1}');
    const view = nodeView(read.req, read.res);
    expect(await view.readBody(100)).to.equal('{"a":1}');
    expect(view.bodyUnread).to.equal(false);
    const big = incoming({ 'content-length': '500' }, 'x'.repeat(500));
    const over = nodeView(big.req, big.res);
    let refused: unknown;
    await over.readBody(100).catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(BodyTooLargeError);
    expect(over.bodyUnread).to.equal(true);
  });

  it('hands on a body a middleware already parsed (req.body), within the same limit', async () => {
    const { req, res } = incoming({});
    expect(await nodeView(req, res, { jsonrpc: '2.0' }).readBody(100)).to.deep.equal({ parsed: { jsonrpc: '2.0' } });
    expect(await nodeView(req, res, '{"a":1}').readBody(100)).to.equal('{"a":1}');
    let refused: unknown;
    await nodeView(req, res, { big: 'x'.repeat(200) }).readBody(100).catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(BodyTooLargeError);
  });

  it('tells a watcher when the response closes before it finished, and no one once unwatched', () => {
    const { req, res } = incoming({});
    const view = nodeView(req, res);
    let gone = 0;
    view.whenGone(() => gone++);
    const unwatch = view.whenGone(() => gone++);
    unwatch();
    expect(gone).to.equal(0);
    res.emit('close');
    expect(gone).to.equal(1);
    expect(res.listenerCount('close')).to.equal(1);
  });
});
