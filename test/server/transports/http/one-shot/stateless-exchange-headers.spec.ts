import { expect } from 'chai';
import { decodeHeaderValue, isStatelessRequest } from '../../../../../lib/server/transports/http/one-shot/stateless-exchange.js';
import { AdapterRegistry } from '../../../../../lib/server/era/adapter-registry.js';
import { adapterFor } from '../../../../../lib/revisions/adapter-for.js';

const base64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

// The header helpers of lib/server/transports/http/stateless-exchange.ts; the exchange itself is in stateless-exchange.spec.ts.
describe('server/transports/http/stateless-exchange headers', () => {
  describe('decodeHeaderValue', () => {
    it('returns a plain value with surrounding whitespace trimmed', () => {
      expect(decodeHeaderValue('get_weather')).to.equal('get_weather');
      expect(decodeHeaderValue('  get_weather\t')).to.equal('get_weather');
      expect(decodeHeaderValue('')).to.equal('');
    });

    it('decodes =?base64?…?= values as UTF-8', () => {
      expect(decodeHeaderValue(base64('São Paulo'))).to.equal('São Paulo');
      expect(decodeHeaderValue(base64('line\nbreak'))).to.equal('line\nbreak');
      expect(decodeHeaderValue(` ${base64('x')} `)).to.equal('x');
      expect(decodeHeaderValue('=?base64??=')).to.equal('');
    });

    it('matches the base64 marker case-insensitively', () => {
      expect(decodeHeaderValue('=?BASE64?aGk=?=')).to.equal('hi');
      expect(decodeHeaderValue('=?Base64?aGk=?=')).to.equal('hi');
    });

    it('gives undefined for a malformed base64 payload', () => {
      for (const raw of ['=?base64?aGk?=', '=?base64?a*Gk=?=', '=?base64?aG=k?=', '=?base64?aGk===?=', '=?base64?aGk_?=']) {
        expect(decodeHeaderValue(raw), raw).to.equal(undefined);
      }
    });

    it('leaves values that only look partly encoded as they are', () => {
      expect(decodeHeaderValue('=?base64?aGk=')).to.equal('=?base64?aGk=');
      expect(decodeHeaderValue('=?utf-8?aGk=?=')).to.equal('=?utf-8?aGk=?=');
    });
  });

  describe('isStatelessRequest', () => {
    const registry = new AdapterRegistry();
    const meta = (m: object) => ({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: m } });

    it('is true for a body carrying the envelope, whatever the header says', () => {
      expect(isStatelessRequest(meta({ 'io.modelcontextprotocol/protocolVersion': '2026-07-28' }), null, registry)).to.equal(true);
      expect(isStatelessRequest(meta({ 'io.modelcontextprotocol/clientCapabilities': {} }), '2025-06-18', registry)).to.equal(true);
    });

    it('is false without an envelope or a version header', () => {
      expect(isStatelessRequest({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }, null, registry)).to.equal(false);
      expect(isStatelessRequest(null, null, registry)).to.equal(false);
      expect(isStatelessRequest(meta({ progressToken: 1 }), null, registry)).to.equal(false);
    });

    it('is false for a session revision or any date of the session era in the header', () => {
      for (const header of ['2025-06-18', ' 2025-11-25 ', '2024-11-05', '2025-01-01', '2024-12-31']) {
        expect(isStatelessRequest({}, header, registry), header).to.equal(false);
      }
    });

    it('is true for a header naming the stateless revision or a later or unknown version', () => {
      for (const header of ['2026-07-28', '2027-01-01', 'draft']) expect(isStatelessRequest({}, header, registry), header).to.equal(true);
    });

    it('is false for a session revision of the server\'s own, even one dated past the session era', () => {
      const custom = new AdapterRegistry(['2025-11-25', { ...adapterFor('2025-11-25'), revision: '2099-01-01' }]);
      expect(isStatelessRequest({}, '2099-01-01', custom)).to.equal(false);
      expect(isStatelessRequest({}, '2099-01-01', registry)).to.equal(true);
    });
  });
});
