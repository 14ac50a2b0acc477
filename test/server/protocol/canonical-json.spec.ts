import { expect } from 'chai';
import { canonicalJson } from '../../../lib/server/protocol/canonical-json.js';
import type { JsonValue } from '../../../lib/vocabulary/json-value.js';

describe('server/protocol/canonical-json', () => {
  it('writes one text for objects that differ only in key order, at every depth', () => {
    const a = canonicalJson({ b: 1, a: { d: [1, { z: true, y: null }], c: 'x' } });
    const b = canonicalJson({ a: { c: 'x', d: [1, { y: null, z: true }] }, b: 1 });
    expect(a).to.equal(b);
    expect(a).to.equal('{"a":{"c":"x","d":[1,{"y":null,"z":true}]},"b":1}');
  });

  it('keeps array order, escapes keys and strings as JSON does, and drops undefined members', () => {
    expect(canonicalJson([3, 1, 2])).to.equal('[3,1,2]');
    expect(canonicalJson({ 'a"b': 'line\nbreak' })).to.equal('{"a\\"b":"line\\nbreak"}');
    expect(canonicalJson({ a: 1, gone: undefined } as unknown as JsonValue)).to.equal('{"a":1}');
    expect(canonicalJson(null)).to.equal('null');
    expect(canonicalJson('s')).to.equal('"s"');
  });

  it('parses back to the value it wrote', () => {
    const value = { list: [{ b: 2, a: 1 }], n: -0.5, t: 'é' };
    expect(JSON.parse(canonicalJson(value))).to.deep.equal(value);
  });
});
