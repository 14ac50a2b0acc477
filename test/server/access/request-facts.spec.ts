import { expect } from 'chai';
import { notePrincipal, noteRemoteAddress, principalOfRequest, remoteAddressOf } from '../../../lib/server/access/request-facts.js';

describe('server/access/request-facts', () => {
  const principal = { subject: 'alice', scopes: [], claims: {} };

  it('keeps the principal and peer address of one request, for that request only', () => {
    const request = new Request('http://127.0.0.1/mcp');
    const other = new Request('http://127.0.0.1/mcp');
    notePrincipal(request, principal);
    noteRemoteAddress(request, '127.0.0.1');
    expect(principalOfRequest(request)).to.equal(principal);
    expect(remoteAddressOf(request)).to.equal('127.0.0.1');
    expect(principalOfRequest(other)).to.equal(undefined);
    expect(remoteAddressOf(other)).to.equal(undefined);
  });

  it('answers undefined without a request, and ignores an unknown address', () => {
    const request = new Request('http://127.0.0.1/mcp');
    noteRemoteAddress(request, '10.0.0.1');
    noteRemoteAddress(request, undefined);
    expect(remoteAddressOf(request)).to.equal('10.0.0.1');
    expect(principalOfRequest(undefined)).to.equal(undefined);
    expect(remoteAddressOf(undefined)).to.equal(undefined);
  });
});
