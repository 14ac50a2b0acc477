import { expect } from 'chai';
import { BUILT_IN_REVISIONS, eraOfVersion, HEADERLESS_HTTP_REVISION } from '../../lib/revisions/revision.js';

describe('revisions/revision', () => {
  it('lists the five built-in revisions, oldest first', () => {
    expect(BUILT_IN_REVISIONS).to.deep.equal(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
    expect(BUILT_IN_REVISIONS).to.include(HEADERLESS_HTTP_REVISION);
  });

  it('puts the 2024 and 2025 revisions in the session era and every later one in the stateless era', () => {
    for (const version of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) expect(eraOfVersion(version), version).to.equal('session');
    for (const version of ['2026-07-28', '2027-01-01', 'draft', '']) expect(eraOfVersion(version), version).to.equal('stateless');
  });

  it('reads the year at the start only', () => {
    expect(eraOfVersion('x2024-11-05')).to.equal('stateless');
    expect(eraOfVersion('2023-01-01')).to.equal('stateless');
  });
});
