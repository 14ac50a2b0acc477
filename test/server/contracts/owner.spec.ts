import { expect } from 'chai';
import { defaultOwner } from '../../../lib/extensions/index.js';

describe('server/contracts/owner', () => {
  it('binds to the session on the session era and to the client on 2026-07-28', () => {
    expect(defaultOwner({ era: 'session', sessionId: 'abc', client: { capabilities: {}, info: { name: 'x', version: '1' } } })).to.equal('session:abc');
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {}, info: { name: 'x', version: '1' } } })).to.equal('client:x@1');
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {} } })).to.equal('client:anonymous');
  });

  it('binds to the verified principal whenever there is one, on either era', () => {
    const principal = { subject: 'ada', issuer: 'https://as.test', clientId: 'notes-app', scopes: [], claims: {} };
    const key = 'principal:https://as.test\u0000ada\u0000notes-app';
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {}, info: { name: 'x', version: '1' } }, principal })).to.equal(key);
    expect(defaultOwner({ era: 'session', sessionId: 'abc', client: { capabilities: {} }, principal })).to.equal(key);
    expect(defaultOwner({ era: 'stateless', client: { capabilities: {} }, principal: { ...principal, subject: 'bob' } })).to.not.equal(key);
  });
});
