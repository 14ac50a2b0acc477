import { expect } from 'chai';
import { httpError } from '../../../../../lib/server/transports/http/wire/http-errors.js';

describe('server/transports/http/wire/http-errors', () => {
  it('httpError is a JSON-RPC error body with the status, extra headers and id', () => {
    const answer = httpError(404, -32001, 'Session not found', { 'x-extra': '1' }, 7);
    expect(answer.status).to.equal(404);
    expect(answer.headers).to.deep.equal({ 'content-type': 'application/json', 'x-extra': '1' });
    expect(JSON.parse(answer.body)).to.deep.equal({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: 7 });
  });

  it('httpError has a null id by default and carries data when given', () => {
    expect(JSON.parse(httpError(400, -32600, 'Bad').body)).to.deep.equal({ jsonrpc: '2.0', error: { code: -32600, message: 'Bad' }, id: null });
    expect(JSON.parse(httpError(400, -32022, 'Unsupported', {}, 1, { supported: ['x'] }).body).error.data).to.deep.equal({ supported: ['x'] });
  });
});
