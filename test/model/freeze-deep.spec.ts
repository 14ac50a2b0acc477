import { expect } from 'chai';
import { freezeDeep } from '../../lib/model/freeze-deep.js';

describe('model/freeze-deep', () => {
  it('freezes the value and everything reachable through own properties, and returns the same value', () => {
    const value = { name: 'a', list: [{ x: 1 }, [2, { y: 3 }]], nested: { deeper: { deepest: {} } } };
    const result = freezeDeep(value);
    expect(result).to.equal(value);
    for (const part of [value, value.list, value.list[0], value.list[1], (value.list[1] as unknown[])[1], value.nested, value.nested.deeper, value.nested.deeper.deepest]) {
      expect(Object.isFrozen(part)).to.equal(true);
    }
    expect(() => { (value.nested.deeper as Record<string, unknown>).added = 1; }).to.throw(TypeError);
  });

  it('handles cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    const b: Record<string, unknown> = { name: 'b', a };
    a.b = b;
    a.self = a;
    expect(freezeDeep(a)).to.equal(a);
    expect(Object.isFrozen(a)).to.equal(true);
    expect(Object.isFrozen(b)).to.equal(true);
  });

  it('follows symbol keys and non-enumerable properties', () => {
    const key = Symbol('k');
    const hidden = { h: 1 };
    const value: Record<string | symbol, unknown> = { [key]: { s: 1 } };
    Object.defineProperty(value, 'hidden', { value: hidden, enumerable: false });
    freezeDeep(value);
    expect(Object.isFrozen(value[key])).to.equal(true);
    expect(Object.isFrozen(hidden)).to.equal(true);
  });

  it('leaves functions and class constructors, and what hangs off them, unfrozen', () => {
    class Target { static registry = { entries: [] as string[] }; }
    const handler = () => 'ok';
    const value = { handler, target: Target };
    freezeDeep(value);
    expect(Object.isFrozen(value)).to.equal(true);
    expect(Object.isFrozen(handler)).to.equal(false);
    expect(Object.isFrozen(Target)).to.equal(false);
    expect(Object.isFrozen(Target.registry)).to.equal(false);
    Target.registry.entries.push('still writable');
    expect(Target.registry.entries).to.deep.equal(['still writable']);
  });

  it('freezes what hangs off an object that was already frozen', () => {
    const inner = { x: 1 };
    const outer = Object.freeze({ inner });
    freezeDeep(outer);
    expect(Object.isFrozen(inner)).to.equal(true);
  });

  it('returns primitives and null as they are', () => {
    expect(freezeDeep(null)).to.equal(null);
    expect(freezeDeep(undefined)).to.equal(undefined);
    expect(freezeDeep(3)).to.equal(3);
    expect(freezeDeep('s')).to.equal('s');
  });

  it('skips objects already in the seen set it is given', () => {
    const seen = new WeakSet<object>();
    const shared = { x: 1 };
    seen.add(shared);
    freezeDeep({ shared }, seen);
    expect(Object.isFrozen(shared)).to.equal(false);
  });
});
