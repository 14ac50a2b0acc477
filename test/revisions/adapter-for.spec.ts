import { expect } from 'chai';
import { adapterFor, builtInAdapters } from '../../lib/revisions/adapter-for.js';
import { BUILT_IN_REVISIONS } from '../../lib/revisions/revision.js';

describe('revisions/adapter-for', () => {
  it('gives each built-in revision the adapter that names it', () => {
    for (const revision of BUILT_IN_REVISIONS) expect(adapterFor(revision).revision).to.equal(revision);
  });

  it('lists the built-in adapters oldest first, the same objects adapterFor gives', () => {
    const adapters = builtInAdapters();
    expect(adapters.map((a) => a.revision)).to.deep.equal([...BUILT_IN_REVISIONS]);
    adapters.forEach((a, i) => expect(a).to.equal(adapterFor(BUILT_IN_REVISIONS[i]!)));
  });

  it('gives the session policy to the four session revisions and the stateless policy to 2026-07-28', () => {
    expect(builtInAdapters().map((a) => a.policy.era)).to.deep.equal(['session', 'session', 'session', 'session', 'stateless']);
  });
});
