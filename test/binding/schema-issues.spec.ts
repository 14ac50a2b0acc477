import { expect } from 'chai';
import type { ErrorObject } from 'ajv';
import { schemaIssues } from '../../lib/binding/schema-issues.js';
import { createValidatorCompiler } from '../../lib/binding/create-validator-compiler.js';
import type { JsonSchema } from '../../lib/schema/json-schema.js';

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

  it('folds the branches of a nullable anyOf into one message', () => {
    expect(issuesFor(STOPS, { stops: [], note: 5 })).to.deep.equal([{ path: 'note', message: 'must be string or must be null' }]);
    expect(issuesFor(STOPS, { stops: [], note: 'long' })).to.deep.equal([{ path: 'note', message: 'must NOT have more than 3 characters or must be null' }]);
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
