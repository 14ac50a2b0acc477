import { expect } from 'chai';
import { errorResponse } from '../../../lib/server/protocol/json-rpc.js';

describe('server/protocol/json-rpc', () => {
  it('builds a JSON-RPC 2.0 error response for the request id, with data only when given', () => {
    expect(errorResponse(7, -32601, 'Method not found')).to.deep.equal({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } });
    expect(errorResponse('a', -32602, 'bad', { field: 'x' })).to.deep.equal({ jsonrpc: '2.0', id: 'a', error: { code: -32602, message: 'bad', data: { field: 'x' } } });
  });

  it('answers an unreadable request with id null, and keeps a falsy data value', () => {
    const response = errorResponse(null, -32700, 'Parse error', 0);
    expect(response.id).to.equal(null);
    expect(response.error).to.deep.equal({ code: -32700, message: 'Parse error', data: 0 });
    expect(JSON.parse(JSON.stringify(response))).to.deep.equal(response);
  });
});
