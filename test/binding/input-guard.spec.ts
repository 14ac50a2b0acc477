import { expect } from 'chai';
import { DEFAULT_GUARD_LIMITS, guardInput } from '../../lib/binding/input-guard.js';

/** An object nested `levels` deep below the root: { a: { a: … { a: 1 } } }. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('binding/input-guard', () => {
  it('defaults to depth 32 and 100,000 values', () => {
    expect(DEFAULT_GUARD_LIMITS).to.deep.equal({ maxDepth: 32, maxNodes: 100_000 });
  });

  it('passes ordinary input', () => {
    expect(guardInput({ query: 'x', stops: [{ lat: 1, tags: ['a', null] }], ok: true }, DEFAULT_GUARD_LIMITS)).to.deep.equal([]);
    expect(guardInput({}, DEFAULT_GUARD_LIMITS)).to.deep.equal([]);
    expect(guardInput('not an object', DEFAULT_GUARD_LIMITS)).to.deep.equal([]);
  });

  it('refuses __proto__, constructor and prototype keys wherever they are, and reports every one', () => {
    const raw = JSON.parse('{"__proto__":{"admin":true},"ok":1,"nested":{"constructor":{}},"list":[{"prototype":1}]}') as unknown;
    expect(guardInput(raw, DEFAULT_GUARD_LIMITS)).to.deep.equal([
      { path: '__proto__', message: 'is a forbidden key' },
      { path: 'nested.constructor', message: 'is a forbidden key' },
      { path: 'list[0].prototype', message: 'is a forbidden key' },
    ]);
  });

  it('accepts nesting up to maxDepth and refuses one level more, naming where', () => {
    const limits = { maxDepth: 3, maxNodes: 100 };
    expect(guardInput(nested(3), limits)).to.deep.equal([]);
    expect(guardInput(nested(4), limits)).to.deep.equal([{ path: 'a.a.a', message: 'is nested deeper than 3 levels' }]);
  });

  it('counts arrays as levels too', () => {
    const limits = { maxDepth: 2, maxNodes: 100 };
    expect(guardInput({ m: [1, 2] }, limits)).to.deep.equal([]);
    expect(guardInput({ m: [[1]] }, limits)).to.deep.equal([{ path: 'm[0]', message: 'is nested deeper than 2 levels' }]);
  });

  it('refuses input with the default depth limit exceeded', () => {
    expect(guardInput(nested(32), DEFAULT_GUARD_LIMITS)).to.deep.equal([]);
    expect(guardInput(nested(33), DEFAULT_GUARD_LIMITS)).to.have.length(1);
  });

  it('stops at the first value past maxNodes, counting the root and every value', () => {
    const limits = { maxDepth: 10, maxNodes: 4 };
    // root + list + 2 items = 4 values
    expect(guardInput({ list: [1, 2] }, limits)).to.deep.equal([]);
    expect(guardInput({ list: [1, 2, 3] }, limits)).to.deep.equal([{ path: '(arguments)', message: 'has more than 4 values' }]);
  });

  it('does not write to the input', () => {
    const raw = { a: [{ b: 1 }] };
    const copy = structuredClone(raw);
    guardInput(raw, DEFAULT_GUARD_LIMITS);
    expect(raw).to.deep.equal(copy);
  });
});
