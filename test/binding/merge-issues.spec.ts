import { expect } from 'chai';
import { mergeIssues } from '../../lib/binding/merge-issues.js';

describe('binding/merge-issues', () => {
  it('keeps every first issue and adds the others only about fields the first say nothing about', () => {
    expect(mergeIssues(
      [{ path: 'name', message: 'is required' }, { path: 'address', message: 'must be object' }],
      [{ path: 'name', message: 'must be a string' }, { path: 'address.city', message: 'must be a string' }, { path: 'password', message: 'is not strong enough' }, { path: 'names', message: 'x' }],
    )).to.deep.equal([
      { path: 'name', message: 'is required' },
      { path: 'address', message: 'must be object' },
      { path: 'password', message: 'is not strong enough' },
      { path: 'names', message: 'x' },
    ]);
  });

  it('treats a path inside another as the same field, both ways, and lists each line once', () => {
    expect(mergeIssues([{ path: 'stops[1].lat', message: 'must be <= 90' }], [{ path: 'stops', message: 'must contain valid stops' }])).to.deep.equal([{ path: 'stops[1].lat', message: 'must be <= 90' }]);
    expect(mergeIssues([{ path: 'a', message: 'x' }, { path: 'a', message: 'x' }], [])).to.deep.equal([{ path: 'a', message: 'x' }]);
  });
});
