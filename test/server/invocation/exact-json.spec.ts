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
});
