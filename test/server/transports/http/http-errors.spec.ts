import { expect } from 'chai';
import { httpError } from '../../../../lib/server/transports/http/http-errors.js';

describe('server/transports/http/http-errors', () => {
  it('httpError is a JSON-RPC error body with the status, extra headers and id', async () => {
    const response = httpError(404, -32001, 'Session not found', { 'x-extra': '1' }, 7);
    expect(response.status).to.equal(404);
    expect(response.headers.get('content-type')).to.equal('application/json');
    expect(response.headers.get('x-extra')).to.equal('1');
    expect(await response.json()).to.deep.equal({ jsonrpc: '2.0', error: { code: -32001, message: 'Session not found' }, id: 7 });
  });

  it('httpError has a null id by default', async () => {
    expect(await httpError(400, -32600, 'Bad').json()).to.deep.equal({ jsonrpc: '2.0', error: { code: -32600, message: 'Bad' }, id: null });
  });

});
