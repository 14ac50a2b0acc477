import { expect } from 'chai';
import { ClientRequestError } from '../../lib/errors/client-request.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/client-request.error.ts, as its callers raise it.
describe('errors/client-request.error', () => {
  it('ClientRequestError [MCPD_CLIENT_REQUEST]: says what the client did, and keeps the method and the JSON-RPC code', () => {
    pinError(new ClientRequestError('sampling/createMessage', 'the client did not answer sampling/createMessage within 50 ms'), 'MCPD_CLIENT_REQUEST', 'the client did not answer sampling/createMessage within 50 ms');
    expect(new ClientRequestError('roots/list', 'x', -32601)).to.deep.include({ method: 'roots/list', rpcCode: -32601 });
  });
});
