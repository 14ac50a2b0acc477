import { expect } from 'chai';
import { defaultOwner } from '../../../lib/index.js';

describe('server/contracts/owner', () => {
  it('binds to the session on the session era and to the client on 2026-07-28', () => {
    expect(defaultOwner({ era: 'session', sessionId: 'abc', client: { capabilities: {}, info: { name: 'x', version: '1' } } })).to.equal('session:abc');
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {}, info: { name: 'x', version: '1' } } })).to.equal('client:x@1');
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {} } })).to.equal('client:anonymous');
  });
});
