import { expect } from 'chai';
import { createServer, serveHttp, Tool, type HttpServerHandle } from '../../../../../lib/index.js';
import { silentDiagnostics, type RequestLogRecord } from '../../../../../lib/observability/index.js';
import { clientAddressResolver } from '../../../../../lib/server/transports/http/entry/trust-proxy.js';
import { AuthClient } from '../auth-client.js';

class Plain {
  @Tool()
  ping(): string {
    return 'pong';
  }
}

describe('server/transports/http/entry/trust-proxy', () => {
  it('is off by default and for false: the socket peer stands', () => {
    expect(clientAddressResolver(undefined)).to.equal(undefined);
    expect(clientAddressResolver(false)).to.equal(undefined);
  });

  it('walks a hop count back along X-Forwarded-For from the peer', () => {
    const one = clientAddressResolver(1)!;
    expect(one('127.0.0.1', '203.0.113.9')).to.equal('203.0.113.9');
    // Only the address the trusted proxy appended counts: what the client wrote before it is ignored.
    expect(one('127.0.0.1', '6.6.6.6, 203.0.113.9')).to.equal('203.0.113.9');
    expect(one('127.0.0.1', null)).to.equal('127.0.0.1');
    expect(clientAddressResolver(2)!('127.0.0.1', '198.51.100.1, 10.0.0.2')).to.equal('198.51.100.1');
    expect(clientAddressResolver(0)!('127.0.0.1', '203.0.113.9')).to.equal('127.0.0.1');
    expect(clientAddressResolver(true)!('127.0.0.1', '198.51.100.1, 10.0.0.2')).to.equal('198.51.100.1');
  });

  it('trusts listed addresses, CIDR ranges and the named ranges, and stops at the first untrusted hop', () => {
    const trust = clientAddressResolver(['10.0.0.0/8', 'loopback'])!;
    expect(trust('::ffff:127.0.0.1', '198.51.100.7, 10.1.2.3')).to.equal('198.51.100.7');
    // A peer that is no trusted proxy is the client, whatever it forwards.
    expect(trust('192.0.2.1', '198.51.100.7')).to.equal('192.0.2.1');
    // Spoofed entries before an untrusted hop are never reached.
    expect(trust('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.1')).to.equal('198.51.100.7');
    expect(clientAddressResolver('127.0.0.1, ::1')!('::1', '2001:db8::5')).to.equal('2001:db8::5');
    // An entry that is no address ends the walk at the last hop that was one.
    expect(trust('127.0.0.1', 'not-an-ip')).to.equal('127.0.0.1');
  });

  it('refuses a setting that names no address, range or hop count, naming trustProxy', () => {
    expect(() => clientAddressResolver(['10.0.0.0/33'])).to.throw(/trustProxy/);
    expect(() => clientAddressResolver('proxy.example')).to.throw(/trustProxy/);
    expect(() => clientAddressResolver(-1)).to.throw(/trustProxy/);
  });

  describe('over HTTP: the rate limit ip key and the request log', () => {
    const handles: HttpServerHandle[] = [];
    afterEach(async () => {
      await Promise.all(handles.splice(0).map((h) => h.close()));
    });

    async function listen(trustProxy: number | undefined, records: RequestLogRecord[]): Promise<AuthClient> {
      const sink = { info: (r: RequestLogRecord) => void records.push(r), warn: (r: RequestLogRecord) => void records.push(r), error: (r: RequestLogRecord) => void records.push(r) };
      const server = createServer({ name: 'proxied', version: '1.0.0', classes: [Plain], diagnostics: silentDiagnostics, requestLog: sink });
      const handle = await serveHttp(server, { port: 0, jsonResponses: true, rateLimit: { points: 1, duration: 30, key: 'ip' }, ...(trustProxy !== undefined ? { trustProxy } : {}) });
      handles.push(handle);
      return new AuthClient(handle.url, '2026-07-28');
    }

    it('counts each forwarded client in its own bucket when the proxy is trusted, and logs its address', async () => {
      const records: RequestLogRecord[] = [];
      const http = await listen(1, records);
      expect((await http.request(undefined, 'tools/list', {}, { 'x-forwarded-for': '198.51.100.1' })).status).to.equal(200);
      expect((await http.request(undefined, 'tools/list', {}, { 'x-forwarded-for': '198.51.100.2' })).status).to.equal(200);
      expect((await http.request(undefined, 'tools/list', {}, { 'x-forwarded-for': '198.51.100.1' })).status).to.equal(429);
      expect(records.map((r) => r.ip)).to.deep.equal(['198.51.100.1', '198.51.100.2', '198.51.100.1']);
    });

    it('counts every request by the socket peer when no proxy is trusted (the header is ignored)', async () => {
      const records: RequestLogRecord[] = [];
      const http = await listen(undefined, records);
      expect((await http.request(undefined, 'tools/list', {}, { 'x-forwarded-for': '198.51.100.1' })).status).to.equal(200);
      expect((await http.request(undefined, 'tools/list', {}, { 'x-forwarded-for': '198.51.100.2' })).status).to.equal(429);
      expect(records.map((r) => r.ip)).to.deep.equal(['127.0.0.1', '127.0.0.1']);
    });
  });
});
