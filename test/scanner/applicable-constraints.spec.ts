import { expect } from 'chai';
import { applicableConstraints } from '../../lib/scanner/applicable-constraints.js';
import type { Constraints, TypeDescriptor } from '../../lib/model/type-descriptor.js';

const ALL: Constraints = {
  minLength: 1, maxLength: 9, pattern: '^a', format: 'email', contentEncoding: 'base64', contentMediaType: 'application/json',
  minimum: 0, maximum: 9, exclusiveMinimum: 0, exclusiveMaximum: 9, multipleOf: 2,
  minItems: 1, maxItems: 9, uniqueItems: true,
  minProperties: 1,
  const: 'x', enum: ['x'], not: { const: 'y' },
};

const STRING_KEYS = ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType'];
const NUMBER_KEYS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const ARRAY_KEYS = ['minItems', 'maxItems', 'uniqueItems'];
const ANY_KEYS = ['const', 'enum', 'not'];

function split(type: TypeDescriptor): { kept: string[]; dropped: string[] } {
  const { kept, dropped } = applicableConstraints(type, ALL);
  return { kept: Object.keys(kept), dropped };
}

describe('scanner/applicable-constraints', () => {
  it('keeps string keywords on strings and drops the others', () => {
    const { kept, dropped } = split({ kind: 'string' });
    expect(kept).to.have.members([...STRING_KEYS, ...ANY_KEYS]);
    expect(dropped).to.have.members([...NUMBER_KEYS, ...ARRAY_KEYS, 'minProperties']);
  });

  it('keeps number keywords on numbers and integers', () => {
    for (const kind of ['number', 'integer'] as const) expect(split({ kind }).kept).to.have.members([...NUMBER_KEYS, ...ANY_KEYS]);
  });

  it('keeps array keywords only on arrays', () => {
    expect(split({ kind: 'array', items: { kind: 'string' } }).kept).to.have.members([...ARRAY_KEYS, ...ANY_KEYS]);
    expect(split({ kind: 'boolean' }).kept).to.have.members(ANY_KEYS);
  });

  it('keeps minProperties only on records, whose schema says type object (a DTO is a $ref, free-form JSON has no type)', () => {
    const object: TypeDescriptor = { kind: 'object', name: 'O', target: class {}, properties: [], runtimeRules: false, asyncRules: false };
    expect(split({ kind: 'record', values: { kind: 'json' }, delivery: 'object' }).kept).to.have.members(['minProperties', ...ANY_KEYS]);
    expect(split(object).kept).to.have.members(ANY_KEYS);
    expect(split(object).dropped).to.include('minProperties');
    expect(split({ kind: 'json' }).kept).to.have.members(ANY_KEYS);
  });

  it('treats an enum by the type of its values: strings, numbers, or neither when mixed', () => {
    expect(split({ kind: 'enum', values: ['a', 'b'] }).kept).to.have.members([...STRING_KEYS, ...ANY_KEYS]);
    expect(split({ kind: 'enum', values: [1, 2] }).kept).to.have.members([...NUMBER_KEYS, ...ANY_KEYS]);
    expect(split({ kind: 'enum', values: ['a', 1] }).kept).to.have.members(ANY_KEYS);
  });

  it('keeps string keywords on dates except format (a date already is date-time)', () => {
    const { kept, dropped } = split({ kind: 'date' });
    expect(kept).to.have.members([...STRING_KEYS.filter((k) => k !== 'format'), ...ANY_KEYS]);
    expect(dropped).to.include('format');
  });

  it('drops undefined entries silently and keeps the values', () => {
    const result = applicableConstraints({ kind: 'string' }, { minLength: 2, maximum: undefined, pattern: undefined });
    expect(result).to.deep.equal({ kept: { minLength: 2 }, dropped: [] });
  });
});
