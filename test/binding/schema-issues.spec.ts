import { expect } from 'chai';
import type { ErrorObject } from 'ajv';
import { schemaIssues } from '../../lib/binding/schema-issues.js';
import { createValidatorCompiler } from '../../lib/binding/create-validator-compiler.js';
import type { JsonSchema } from '../../lib/schema/json-schema.js';
import { lengthConstraints } from '../../lib/schema/string-length.js';

const compiler = createValidatorCompiler();

/** The issues schemaIssues makes of Ajv's errors for `data` against `schema`. */
function issuesFor(schema: JsonSchema, data: unknown) {
  const checked = compiler.compile(schema)(data);
  if (checked.valid) throw new Error('expected the data to be invalid');
  return schemaIssues(checked.errors);
}

const STOPS: JsonSchema = {
  type: 'object',
  properties: {
    stops: { type: 'array', items: { type: 'object', properties: { lat: { type: 'number', maximum: 90 } }, required: ['lat'], additionalProperties: false } },
    unit: { enum: ['c', 'f'] },
    note: { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] },
  },
  required: ['stops'],
  additionalProperties: false,
};

function error(partial: Partial<ErrorObject>): ErrorObject {
  return { keyword: 'type', instancePath: '', schemaPath: '#/type', params: {}, ...partial } as ErrorObject;
}

describe('binding/schema-issues', () => {
  it('says a missing property is required, at its own path', () => {
    expect(issuesFor(STOPS, {})).to.deep.equal([{ path: 'stops', message: 'is required' }]);
    expect(issuesFor(STOPS, { stops: [{ lat: 1 }, {}] })).to.deep.equal([{ path: 'stops[1].lat', message: 'is required' }]);
  });

  it('names an unknown field', () => {
    expect(issuesFor(STOPS, { stops: [], extra: 1 })).to.deep.equal([{ path: 'extra', message: 'is not an accepted field' }]);
  });

  it('lists the allowed values of an enum', () => {
    expect(issuesFor(STOPS, { stops: [], unit: 'k' })).to.deep.equal([{ path: 'unit', message: 'must be one of ["c","f"]' }]);
  });

  it('uses Ajv\'s message for other keywords', () => {
    expect(issuesFor(STOPS, { stops: [{ lat: 100 }] })).to.deep.equal([{ path: 'stops[0].lat', message: 'must be <= 90' }]);
    expect(issuesFor({ type: 'object' }, [])).to.deep.equal([{ path: '(arguments)', message: 'must be object' }]);
  });

  it('folds the branches of a nullable anyOf into one message, and leaves "must be null" out once the value has the right type', () => {
    expect(issuesFor(STOPS, { stops: [], note: 5 })).to.deep.equal([{ path: 'note', message: 'must be string or must be null' }]);
    expect(issuesFor(STOPS, { stops: [], note: 'long' })).to.deep.equal([{ path: 'note', message: 'must NOT have more than 3 characters' }]);
  });

  it('reports only the bad field of a nullable nested DTO, not also "must be null"', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { home: { anyOf: [{ $ref: '#/$defs/Address' }, { type: 'null' }] } },
      additionalProperties: false,
      $defs: { Address: { type: 'object', properties: { city: { type: 'string' }, zip: { type: 'string' } }, required: ['city'], additionalProperties: false } },
    };
    expect(issuesFor(schema, { home: { city: 5, zip: 'x' } })).to.deep.equal([{ path: 'home.city', message: 'must be string' }]);
    expect(issuesFor(schema, { home: 'Main Street' })).to.deep.equal([{ path: 'home', message: 'must be object or must be null' }]);
  });

  it('says once which values a titled enum allows', () => {
    const schema: JsonSchema = { type: 'object', properties: { size: { type: 'string', oneOf: [{ const: 's', title: 'Small' }, { const: 'l', title: 'Large' }] } } };
    expect(issuesFor(schema, { size: 'm' })).to.deep.equal([{ path: 'size', message: 'must be one of ["s","l"]' }]);
  });

  it('explains a discriminated union by the member the discriminator names, or by the discriminator', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { shape: { oneOf: [{ $ref: '#/$defs/Circle' }, { $ref: '#/$defs/Square' }] } },
      $defs: {
        Circle: { type: 'object', properties: { kind: { const: 'circle' }, radius: { type: 'number' } }, required: ['kind', 'radius'], additionalProperties: false },
        Square: { type: 'object', properties: { kind: { const: 'square' }, side: { type: 'number' } }, required: ['kind', 'side'], additionalProperties: false },
      },
    };
    expect(issuesFor(schema, { shape: { kind: 'circle', radius: 'big' } })).to.deep.equal([{ path: 'shape.radius', message: 'must be number' }]);
    expect(issuesFor(schema, { shape: { kind: 'triangle' } })).to.deep.equal([{ path: 'shape.kind', message: 'must be one of ["circle","square"]' }]);
    expect(issuesFor(schema, { shape: {} })).to.deep.equal([{ path: 'shape.kind', message: 'is required' }]);
  });

  it('says what a value missed in "a multiple of 3, or beyond the safe integers"', () => {
    const schema: JsonSchema = { type: 'object', properties: { n: { type: 'number', anyOf: [{ multipleOf: 3 }, { exclusiveMinimum: 2 ** 53 }, { exclusiveMaximum: -(2 ** 53) }] } } };
    expect(issuesFor(schema, { n: 4 })).to.deep.equal([{ path: 'n', message: 'must be multiple of 3' }]);
  });

  it('folds identical issues from several branches into one line', () => {
    const schema: JsonSchema = { type: 'object', properties: { n: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'integer', maximum: -10 }] } } };
    expect(issuesFor(schema, { n: 'x' })).to.deep.equal([{ path: 'n', message: 'must be integer' }]);
  });

  it('says how many characters a length pattern allows instead of quoting it', () => {
    const { pattern } = lengthConstraints(2, 4)!;
    expect(issuesFor({ type: 'object', properties: { s: { type: 'string', minLength: 2, pattern: pattern! } } }, { s: 'a' })).to.deep.equal([{ path: 's', message: 'must have 2 to 4 characters' }]);
  });

  it('lists every failing field once', () => {
    expect(issuesFor(STOPS, { stops: [{ lat: 'x' }, { lat: 91, x: 1 }], unit: 1 })).to.deep.equal([
      { path: 'stops[0].lat', message: 'must be number' },
      { path: 'stops[1].x', message: 'is not an accepted field' },
      { path: 'stops[1].lat', message: 'must be <= 90' },
      { path: 'unit', message: 'must be one of ["c","f"]' },
    ]);
  });

  it('drops duplicates and falls back to the keyword when Ajv gave no message', () => {
    const same = error({ instancePath: '/a', message: 'must be string' });
    expect(schemaIssues([same, { ...same }, error({ keyword: 'custom', instancePath: '/b', message: undefined })])).to.deep.equal([
      { path: 'a', message: 'must be string' },
      { path: 'b', message: 'fails custom' },
    ]);
  });

  it('keeps the anyOf message when it has no branch errors', () => {
    expect(schemaIssues([error({ keyword: 'anyOf', instancePath: '/x', schemaPath: '#/anyOf', message: 'must match a schema in anyOf' })]))
      .to.deep.equal([{ path: 'x', message: 'must match a schema in anyOf' }]);
  });

  it('returns nothing for no errors', () => {
    expect(schemaIssues([])).to.deep.equal([]);
  });
});
