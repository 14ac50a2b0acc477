import { expect } from 'chai';
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { UnreadableRequestError, requestUrlOf, unrepresentable } from '../../../../../lib/server/transports/http/mount/node-bridge.js';

/** A real node request with the given Host, path and (as Express sets it) original path. */
function incoming(host: string | undefined, url: string, originalUrl?: string): IncomingMessage & { originalUrl?: string } {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { originalUrl?: string };
  req.method = 'POST';
  req.url = url;
  if (host !== undefined) req.headers.host = host;
  if (originalUrl !== undefined) req.originalUrl = originalUrl;
  return req;
}

function problemOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(UnreadableRequestError);
    return (error as Error).message;
  }
  throw new Error('expected UnreadableRequestError');
}

describe('server/transports/http/mount/node-bridge', () => {
  it('requestUrlOf builds the URL from Host and path', () => {
    expect(requestUrlOf(incoming('127.0.0.1:3000', '/mcp?x=1')).href).to.equal('http://127.0.0.1:3000/mcp?x=1');
    expect(requestUrlOf(incoming('[::1]:8080', '/mcp')).href).to.equal('http://[::1]:8080/mcp');
  });

  it('requestUrlOf prefers the path before a framework\'s mount point (Express originalUrl)', () => {
    expect(requestUrlOf(incoming('localhost', '/', '/mcp')).pathname).to.equal('/mcp');
    expect(requestUrlOf(incoming('localhost', '/mcp', '')).pathname).to.equal('/mcp');
  });

  it('requestUrlOf names the Host header when it is what makes no URL', () => {
    for (const host of ['localhost:99999', 'a b', 'user:pw@localhost', 'localhost/x', 'localhost?q']) {
      expect(problemOf(() => requestUrlOf(incoming(host, '/mcp')))).to.equal(`the Host header ${JSON.stringify(host)} is not a host name with an optional port`);
    }
  });

  it('unrepresentable refuses methods a web Request cannot carry and HTTP/1.0 requests without Host', () => {
    const trace = incoming('localhost', '/mcp');
    trace.method = 'TRACE';
    expect(unrepresentable(trace)).to.deep.equal({ status: 405, message: 'Method TRACE not allowed', headers: { allow: 'GET, POST, DELETE' } });
    expect(unrepresentable(incoming(undefined, '/mcp'))).to.deep.equal({ status: 400, message: 'Bad Request: the Host header is required' });
    expect(unrepresentable(incoming('localhost', '/mcp'))).to.equal(undefined);
  });
});
