import { expect } from 'chai';
import { argumentLimitProblem, elementCount } from '../../lib/limits/argument-size.js';

describe('limits/argument-size', () => {
  it('counts array elements and object members over the whole tree, as the SDK does', () => {
    expect(elementCount({}, 100)).to.equal(0);
    expect(elementCount({ a: 1, b: [1, 2, { c: null }] }, 100)).to.equal(6);
    expect(elementCount('text', 100)).to.equal(0);
  });

  it('stops counting past the limit, so a huge payload costs no more than the limit', () => {
    const wide = { items: Array.from({ length: 100_000 }, (_, i) => [i]) };
    expect(elementCount(wide, 10)).to.be.above(10).and.below(100_002);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(elementCount(deep, 50)).to.equal(51);
  });

  it('names the limit a call is over, elements before bytes', () => {
    expect(argumentLimitProblem({ a: [1, 2] }, { maxElements: 3 })).to.equal(undefined);
    expect(argumentLimitProblem({ a: [1, 2, 3] }, { maxElements: 3 })).to.equal('arguments contain more than the maximum of 3 elements');
    expect(argumentLimitProblem({ s: 'é' }, { maxBytes: 9 })).to.equal('arguments are 10 bytes as JSON, more than the maximum of 9');
    expect(argumentLimitProblem(undefined, { maxBytes: 1 })).to.equal(undefined);
  });
});
