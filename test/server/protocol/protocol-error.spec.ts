import { expect } from 'chai';
import { McpDecoratorsError } from '../../../lib/errors/mcp-decorators-error.js';
import { ProtocolError } from '../../../lib/server/protocol/protocol-error.js';

describe('server/protocol/protocol-error', () => {
  it('carries the JSON-RPC code, the message and the data an error response needs', () => {
    const error = new ProtocolError(-32002, 'Resource not found', { uri: 'notes://1' });
    expect(error).to.be.instanceOf(McpDecoratorsError);
    expect(error.code).to.equal('MCPD_PROTOCOL');
    expect(error.rpcCode).to.equal(-32002);
    expect(error.message).to.equal('Resource not found');
    expect(error.data).to.deep.equal({ uri: 'notes://1' });
    expect(String(error)).to.equal('ProtocolError [MCPD_PROTOCOL]: Resource not found');
  });

  it('has no data unless given', () => {
    expect(new ProtocolError(-32601, 'Method not found').data).to.equal(undefined);
  });
});
