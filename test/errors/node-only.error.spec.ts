import { expect } from 'chai';
import { NodeOnlyError } from '../../lib/errors/node-only.error.js';

// The code and exact text of the error of lib/errors/node-only.error.ts, as its callers raise it.
describe('errors/node-only.error', () => {
  it('NodeOnlyError names the feature, the Node module it needs and what to use instead', () => {
    const error = new NodeOnlyError('serveHttp', 'node:http', 'On a fetch runtime serve createHttpEntry(server).fetch from mcp-decorators/fetch.');
    expect(error.code).to.equal('MCPD_NODE_ONLY');
    expect(String(error)).to.equal("NodeOnlyError [MCPD_NODE_ONLY]: serveHttp needs Node's node:http, which this runtime does not provide. On a fetch runtime serve createHttpEntry(server).fetch from mcp-decorators/fetch.");
  });
});
