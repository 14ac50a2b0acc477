import { expect } from 'chai';
import { inspectMessage, isRequestId, parseErrorResponse, refusalResponse } from '../../../lib/server/protocol/message-gate.js';

describe('server/protocol/message-gate', () => {
  describe('isRequestId', () => {
    it('accepts strings and finite numbers, fractional ones too, but no whole number past 2^53', () => {
      expect([isRequestId('a'), isRequestId(''), isRequestId(0), isRequestId(-7), isRequestId(2 ** 53 - 1), isRequestId(1.5), isRequestId(-0.25), isRequestId(1e-300)]).to.deep.equal([true, true, true, true, true, true, true, true]);
      expect([isRequestId(null), isRequestId(2 ** 64), isRequestId(1e300), isRequestId(Infinity), isRequestId(NaN), isRequestId(true), isRequestId({}), isRequestId([1])]).to.deep.equal([false, false, false, false, false, false, false, false]);
    });
  });

  describe('inspectMessage', () => {
    it('classifies requests, notifications and responses', () => {
      expect(inspectMessage({ jsonrpc: '2.0', id: 1, method: 'ping' }).kind).to.equal('request');
      expect(inspectMessage({ jsonrpc: '2.0', id: 'x', method: 'tools/call', params: { name: 'a', _meta: { progressToken: 'p' } } }).kind).to.equal('request');
      expect(inspectMessage({ jsonrpc: '2.0', method: 'notifications/initialized' }).kind).to.equal('notification');
      expect(inspectMessage({ jsonrpc: '2.0', id: 1, result: {} }).kind).to.equal('response');
      expect(inspectMessage({ jsonrpc: '2.0', id: 1, error: { code: -1, message: 'no', data: [1] } }).kind).to.equal('response');
    });

    it('treats members whose value is undefined as absent, as serialising would', () => {
      expect(inspectMessage({ jsonrpc: '2.0', id: 1, method: 'ping', params: undefined }).kind).to.equal('request');
      expect(inspectMessage({ jsonrpc: '2.0', method: 'ping', id: undefined }).kind).to.equal('notification');
    });

    const refused = (value: unknown) => {
      const verdict = inspectMessage(value);
      if (verdict.kind !== 'invalid') throw new Error(`expected a refusal, got ${verdict.kind}`);
      return verdict;
    };

    it('refuses roots that are not objects with -32600 and a null id', () => {
      for (const value of [1, 'x', null, true, [], undefined]) {
        const verdict = refused(value);
        expect([verdict.code, verdict.id, verdict.answer]).to.deep.equal([-32600, null, true]);
      }
      expect(refused(42).message).to.equal('Invalid Request: a JSON-RPC message is an object, got number');
    });

    it('echoes a readable id and names what is wrong', () => {
      expect(refused({ jsonrpc: '1.0', id: 5, method: 'ping' })).to.deep.equal({ kind: 'invalid', id: 5, code: -32600, message: 'Invalid Request: jsonrpc must be "2.0"', answer: true });
      expect(refused({ id: 'a', method: 'ping' }).id).to.equal('a');
      expect(refused({ jsonrpc: '2.0', id: 7, method: 12 }).message).to.equal('Invalid Request: method must be a string');
      expect(refused({ jsonrpc: '2.0', id: 8, method: 'ping', x: 1 }).message).to.equal('Invalid Request: unexpected member "x" in a request');
      expect(refused({ jsonrpc: '2.0', method: 'ping', x: 1 }).message).to.equal('Invalid Request: unexpected member "x" in a notification');
      expect(refused({ jsonrpc: '2.0', id: 9, method: 'ping', params: [1] }).message).to.equal('Invalid Request: params must be an object');
      expect(refused({ jsonrpc: '2.0', id: 9, method: 'ping', params: { _meta: 1 } }).message).to.equal('Invalid Request: params._meta must be an object');
      expect(refused({ jsonrpc: '2.0', id: 9, method: 'ping', params: { _meta: { progressToken: 2 ** 64 } } }).message).to.equal('Invalid Request: params._meta.progressToken must be a string or a number (a whole one within 2^53)');
      expect(inspectMessage({ jsonrpc: '2.0', id: 1.5, method: 'ping', params: { _meta: { progressToken: 0.5 } } })).to.deep.include({ kind: 'request' });
      expect(refused({ jsonrpc: '2.0', id: 9, method: 'ping', params: { _meta: { 'io.modelcontextprotocol/related-task': {} } } }).message).to.match(/related-task"\] must be \{ taskId: string \}/);
      expect(refused({ jsonrpc: '2.0', id: 11 }).message).to.equal('Invalid Request: a message needs a method (request or notification) or a result or error (response)');
    });

    it('refuses ids MCP does not allow, answering with a null id', () => {
      for (const id of [null, 2 ** 64, Infinity, true, {}, []]) {
        const verdict = refused({ jsonrpc: '2.0', id, method: 'ping' });
        expect(verdict.id, JSON.stringify(id)).to.equal(null);
        expect(verdict.message).to.match(/^Invalid Request: id must be a string or a number \(a whole one within 2\^53\), got /);
      }
      expect(refused({ jsonrpc: '2.0', id: Infinity, method: 'ping' }).message).to.equal('Invalid Request: id must be a string or a number (a whole one within 2^53), got a number out of range');
    });

    it('reads keys only as own properties: __proto__ is an ordinary, unexpected member', () => {
      const message = JSON.parse('{"jsonrpc":"2.0","id":1,"method":"ping","__proto__":{"x":1}}');
      expect(refused(message).message).to.equal('Invalid Request: unexpected member "__proto__" in a request');
      const inherited = Object.create({ jsonrpc: '2.0', method: 'ping' }) as object;
      expect(refused(inherited).message).to.equal('Invalid Request: jsonrpc must be "2.0"');
    });

    it('marks malformed responses as not to be answered', () => {
      for (const value of [
        { jsonrpc: '2.0', id: 1, result: 'x' },
        { jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'm' } },
        { jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'm' } },
        { jsonrpc: '2.0', id: 1, error: { code: 1, message: 'm', stack: 'x' } },
        { jsonrpc: '2.0', id: null, result: {} },
        { jsonrpc: '2.0', id: 1, result: {}, extra: 1 },
      ]) {
        expect(refused(value).answer, JSON.stringify(value)).to.equal(false);
      }
    });
  });

  it('builds the error responses', () => {
    expect(refusalResponse({ kind: 'invalid', id: 3, code: -32600, message: 'Invalid Request: x', answer: true })).to.deep.equal({ jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'Invalid Request: x' } });
    expect(parseErrorResponse('bad')).to.deep.equal({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: bad' } });
  });
});
