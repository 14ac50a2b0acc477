import { expect } from 'chai';
import { plainJsonProblem, verifyFrozenJson } from '../../../lib/server/protocol/plain-json.js';
import { EncodingError } from '../../../lib/errors/index.js';

class Secretive {
  secret = Buffer.from('key');
}

describe('server/protocol/plain-json', () => {
  it('accepts plain JSON data, null-prototype objects included, and skips undefined members', () => {
    expect(plainJsonProblem({ a: [1, 'x', true, null, { b: -0 }], c: undefined })).to.equal(undefined);
    expect(plainJsonProblem(Object.assign(Object.create(null) as object, { a: 1 }))).to.equal(undefined);
  });

  it('names the first thing that is not plain JSON data', () => {
    expect(plainJsonProblem({ core: new Secretive() })).to.equal('result.core is an instance of Secretive, not plain JSON data');
    expect(plainJsonProblem({ a: [1, Buffer.from('x')] })).to.equal('result.a[1] is an instance of Buffer, not plain JSON data');
    expect(plainJsonProblem({ f: () => 1 })).to.equal('result.f is a function');
    expect(plainJsonProblem({ n: 10n })).to.equal('result.n is a bigint');
    expect(plainJsonProblem({ n: NaN })).to.equal('result.n is a number JSON cannot carry (NaN)');
    expect(plainJsonProblem({ d: new Date(0) })).to.equal('result.d is an instance of Date, not plain JSON data');
    expect(plainJsonProblem({ m: new Map() })).to.equal('result.m is an instance of Map, not plain JSON data');
  });

  it('refuses nesting too deep to be written', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 600; i++) deep = [deep];
    expect(plainJsonProblem(deep)).to.match(/is nested deeper than 512 levels$/);
  });

  it('checks a frozen value once and lets later results that share it skip the walk', () => {
    const entry = Object.freeze({ name: 'tool' });
    expect(verifyFrozenJson(entry)).to.equal(entry);
    expect(plainJsonProblem({ tools: [entry] })).to.equal(undefined);
    expect(() => verifyFrozenJson(Object.freeze({ bad: new Secretive() }))).to.throw(EncodingError, /result.bad is an instance of Secretive/);
  });
});
