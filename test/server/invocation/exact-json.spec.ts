import { expect } from 'chai';
import { assertExactJson } from '../../../lib/server/invocation/exact-json.js';
import { ResultNotJsonError } from '../../../lib/errors/result-not-json.error.js';

class Money {
  constructor(private readonly cents: number) {}
  toJSON(): string { return (this.cents / 100).toFixed(2); }
}

class Row {
  constructor(readonly id: number, readonly tags: readonly string[]) {}
}

function pathOf(value: unknown): string {
  try {
    assertExactJson(value);
  } catch (error) {
    expect(error).to.be.instanceOf(ResultNotJsonError);
    return (error as ResultNotJsonError).path;
  }
  return 'accepted';
}

describe('server/invocation/exact-json', () => {
  it('accepts what JSON.stringify writes exactly: plain data, class instances, Dates, toJSON(), absent properties', () => {
    expect(pathOf({ a: [1, 'x', true, null, { b: -0.5 }], when: new Date(0), price: new Money(999), row: new Row(1, ['a']), gone: undefined })).to.equal('accepted');
    expect(pathOf(Object.create(null) as object)).to.equal('accepted');
    expect(pathOf('text')).to.equal('accepted');
  });

  it('names the first path JSON would change, through arrays, own keys and toJSON()', () => {
    expect(pathOf({ rows: [new Row(1, ['a']), { id: 2, tags: new Set(['b']) }] })).to.equal('result.rows[1].tags');
    expect(pathOf({ total: { toJSON: () => ({ cents: Number.POSITIVE_INFINITY }) } })).to.equal('result.total.toJSON().cents');
    expect(pathOf({ 'weird key': Symbol('s') })).to.equal('result["weird key"]');
    expect(pathOf(new Map())).to.equal('result');
    // A Buffer has toJSON(), which writes a byte dump: binary data is refused before toJSON is consulted.
    expect(pathOf({ data: Buffer.from('x') })).to.equal('result.data');
    expect(pathOf({ view: new DataView(new ArrayBuffer(1)) })).to.equal('result.view');
  });

  it('calls toJSON once per position, as JSON.stringify does: the value it returns is checked without its own toJSON', () => {
    // JSON.stringify writes {"when":{}} here: the Date toJSON returned is not asked for its own toJSON.
    expect(JSON.stringify({ when: { toJSON: () => new Date(0) } })).to.equal('{"when":{}}');
    expect(pathOf({ when: { toJSON: () => new Date(0) } })).to.equal('result.when.toJSON()');
    // ... and {"a":2} here: the returned object's own toJSON is a function property, which JSON drops.
    expect(pathOf({ v: { toJSON: () => ({ toJSON: () => 1, a: 2 }) } })).to.equal('result.v.toJSON().toJSON');
    // The members of what toJSON returned are serialised with their own toJSON, as JSON.stringify does.
    expect(pathOf({ v: { toJSON: () => ({ at: new Date(0), price: new Money(5) }) } })).to.equal('accepted');
    expect(pathOf({ v: { toJSON: () => [{ toJSON: () => new Set() }] } })).to.equal('result.v.toJSON()[0].toJSON()');
  });

  it('passes toJSON the key JSON.stringify passes, and treats what it returns where it stands', () => {
    const keys: string[] = [];
    const spy = { toJSON: (key: string) => (keys.push(key), key) };
    expect(pathOf({ a: spy, list: [spy] })).to.equal('accepted');
    JSON.stringify(spy);
    expect(keys).to.deep.equal(['a', '0', '']);
    // undefined from toJSON: an absent property, but null in an array and nothing at all for the whole result.
    expect(pathOf({ a: { toJSON: () => undefined } })).to.equal('accepted');
    expect(pathOf([{ toJSON: () => undefined }])).to.equal('result[0].toJSON()');
    expect(pathOf({ toJSON: () => undefined })).to.equal('result.toJSON()');
  });

  it('refuses an instance JSON would write as {}: no own enumerable properties and no toJSON, naming its type', () => {
    const refusal = (value: unknown): string => {
      try {
        assertExactJson({ v: value });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal(new URLSearchParams('a=1'))).to.contain('result.v is a URLSearchParams with no own enumerable properties (JSON would write {})');
    expect(refusal(new Headers({ a: '1' }))).to.contain('result.v is a Headers');
    expect(refusal(new Blob(['secret']))).to.contain('result.v is a Blob');
    expect(refusal(Object(Symbol('s')))).to.contain('result.v is a boxed symbol');
    expect(refusal(new WeakRef({}))).to.contain('result.v is a WeakRef');
    expect(refusal(new (class Empty {})())).to.contain('result.v is a Empty');
    expect(refusal(Object.create({ inherited: 1 }) as object)).to.contain('result.v is a');
    for (const value of [new WeakMap(), new WeakSet(), Promise.resolve(1), /x/, new Error('e'), new ArrayBuffer(1)]) expect(refusal(value)).to.not.equal('accepted');
    // Written honestly: an instance as its own properties, an empty plain object as {}, a URL through its toJSON().
    expect(refusal(new Row(1, []))).to.equal('accepted');
    expect(refusal({})).to.equal('accepted');
    expect(refusal(Object.create(null) as object)).to.equal('accepted');
    expect(refusal(new URL('https://example.com/a'))).to.equal('accepted');
  });
});
