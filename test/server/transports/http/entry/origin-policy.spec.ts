import { expect } from 'chai';
import { OriginPolicy } from '../../../../../lib/server/transports/http/entry/origin-policy.js';

describe('server/transports/http/entry/origin-policy', () => {
  describe('Host', () => {
    it('accepts the loopback names with any port or none', () => {
      const policy = new OriginPolicy('127.0.0.1');
      for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:1', '[::1]', '[::1]:3000', 'LocalHost:80']) {
        expect(policy.check(host, null), host).to.equal(undefined);
      }
    });

    it('refuses other names, and a missing or empty Host', () => {
      const policy = new OriginPolicy('127.0.0.1');
      for (const host of ['evil.example.com', 'evil.example.com:3000', 'localhost.evil.example.com', '127.0.0.2:3000', '[::2]:3000', '0.0.0.0:3000']) {
        expect(policy.check(host, null), host).to.equal(`Host ${JSON.stringify(host)} is not allowed`);
      }
      expect(policy.check(null, null)).to.equal('Host "" is not allowed');
      expect(policy.check('', null)).to.equal('Host "" is not allowed');
    });

    it('adds the bound host', () => {
      const policy = new OriginPolicy('192.168.1.20');
      expect(policy.check('192.168.1.20:3000', null)).to.equal(undefined);
      expect(policy.check('192.168.1.21:3000', null)).to.be.a('string');
      expect(policy.check('localhost:3000', null)).to.equal(undefined);
    });

    it('adds a bound host name case-insensitively', () => {
      const policy = new OriginPolicy('MCP.Example.Internal');
      expect(policy.check('mcp.example.internal:8080', null)).to.equal(undefined);
      expect(policy.check('MCP.EXAMPLE.INTERNAL', null)).to.equal(undefined);
    });

    it('does not add a wildcard bind (0.0.0.0 or ::)', () => {
      for (const bound of ['0.0.0.0', '::', '[::]']) {
        const policy = new OriginPolicy(bound);
        expect(policy.check('0.0.0.0:3000', null), bound).to.be.a('string');
        expect(policy.check('[::]:3000', null), bound).to.be.a('string');
        expect(policy.check('localhost:3000', null), bound).to.equal(undefined);
      }
    });

    it('brackets a bound IPv6 address and matches Host with or without a port', () => {
      for (const bound of ['fd00::1', '[fd00::1]']) {
        const policy = new OriginPolicy(bound);
        expect(policy.check('[fd00::1]:3000', null), bound).to.equal(undefined);
        expect(policy.check('[fd00::1]', null), bound).to.equal(undefined);
        expect(policy.check('[fd00::2]:3000', null), bound).to.be.a('string');
      }
    });

    it('accepts configured allowedHosts (without port, any case), on top of loopback', () => {
      const policy = new OriginPolicy('127.0.0.1', { allowedHosts: ['MCP.Example.com', '[fd00::5]'] });
      expect(policy.check('mcp.example.com', null)).to.equal(undefined);
      expect(policy.check('mcp.example.com:443', null)).to.equal(undefined);
      expect(policy.check('[fd00::5]:443', null)).to.equal(undefined);
      expect(policy.check('localhost:3000', null)).to.equal(undefined);
      expect(policy.check('other.example.com', null)).to.be.a('string');
    });
  });

  describe('Origin', () => {
    const policy = new OriginPolicy('127.0.0.1', { allowedOrigins: ['https://app.example.com/', 'HTTPS://Admin.Example.com'] });

    it('accepts requests without an Origin (non-browser clients)', () => {
      expect(policy.check('localhost:3000', null)).to.equal(undefined);
      expect(policy.check('localhost:3000', '')).to.equal(undefined);
    });

    it('accepts loopback origins over http and https, any port', () => {
      for (const origin of ['http://localhost:1234', 'http://localhost', 'https://127.0.0.1:8443', 'http://[::1]:3000', 'HTTP://LOCALHOST:5']) {
        expect(policy.check('localhost:3000', origin), origin).to.equal(undefined);
      }
    });

    it('accepts configured allowedOrigins, ignoring a trailing slash and case', () => {
      expect(policy.check('localhost:3000', 'https://app.example.com')).to.equal(undefined);
      expect(policy.check('localhost:3000', 'https://admin.example.com')).to.equal(undefined);
      expect(policy.check('localhost:3000', 'https://APP.example.com')).to.equal(undefined);
    });

    it('refuses foreign origins, a different scheme or port of an allowed one, and look-alikes', () => {
      for (const origin of ['http://evil.example', 'http://app.example.com', 'https://app.example.com:8443', 'http://localhost.evil.example', 'http://127.0.0.1.nip.io', 'ws://localhost:3000']) {
        expect(policy.check('localhost:3000', origin), origin).to.equal(`Origin ${JSON.stringify(origin)} is not allowed`);
      }
    });

    it('refuses an Origin that is not a URL', () => {
      for (const origin of ['null', 'localhost', 'not a url', '://localhost']) {
        expect(policy.check('localhost:3000', origin), origin).to.equal(`Origin ${JSON.stringify(origin)} is not allowed`);
      }
    });

    it('checks Host before Origin: an allowed Origin does not excuse a foreign Host', () => {
      expect(policy.check('evil.example.com', 'https://app.example.com')).to.equal('Host "evil.example.com" is not allowed');
    });
  });
});
