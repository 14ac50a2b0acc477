import { expect } from 'chai';
import { length as isLength } from 'class-validator';
import { lengthBoundsOf, lengthConstraints } from '../../lib/schema/string-length.js';

const SAMPLES = ['', 'a', 'ab', 'abc', '😀', '😀😀', '❤️', '❤️❤️', '\uFE0F', '\uFE0F\uFE0F', 'a\uFE0F\uFE0F', '\uD83D', '😀\uFE0F', 'ab\uFE0E'];

describe('schema/string-length', () => {
  it('accepts exactly the strings validator.js counts as within the bounds', () => {
    for (const [min, max] of [[0, 1], [1, 2], [2, 2], [2, 3], [0, 0]] as const) {
      const pattern = new RegExp(lengthConstraints(min, max)!.pattern!, 'u');
      for (const s of SAMPLES) expect(pattern.test(s), `${JSON.stringify(s)} in ${min}..${max}`).to.equal(isLength(s, min, max));
    }
    const atLeast = new RegExp(lengthConstraints(2)!.pattern!, 'u');
    for (const s of SAMPLES) expect(atLeast.test(s), JSON.stringify(s)).to.equal(isLength(s, 2));
  });

  it('needs no pattern for a minimum of 0 or 1, and refuses bounds that make no sense', () => {
    expect(lengthConstraints(1)).to.deep.equal({ minLength: 1 });
    expect(lengthConstraints(0)).to.deep.equal({});
    expect(lengthConstraints(3, 2)).to.equal(undefined);
    expect(lengthConstraints(-1)).to.equal(undefined);
    expect(lengthConstraints(1.5)).to.equal(undefined);
  });

  it('reads the bounds back from its own patterns only', () => {
    expect(lengthBoundsOf(lengthConstraints(1, 50)!.pattern!)).to.deep.equal({ min: 1, max: 50 });
    expect(lengthBoundsOf(lengthConstraints(3)!.pattern!)).to.deep.equal({ min: 3 });
    expect(lengthBoundsOf('^a{1,2}$')).to.equal(undefined);
  });
});
