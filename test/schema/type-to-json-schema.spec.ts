import { expect } from 'chai';
import { SchemaDefinitions, typeSchema, valueSchema } from '../../lib/schema/type-to-json-schema.js';
import { createValidatorCompiler } from '../../lib/binding/create-validator-compiler.js';
import type { EnumType, ObjectType, FieldDescriptor, TypeDescriptor, ValueDescriptor } from '../../lib/model/type-descriptor.js';
import type { JsonSchema } from '../../lib/schema/json-schema.js';
import { record } from '../support/emitted-schemas.js';

const STRING: TypeDescriptor = { kind: 'string' };

function prop(name: string, type: TypeDescriptor, extra: Partial<FieldDescriptor> = {}): FieldDescriptor {
  return { name, type, constraints: {}, optional: false, nullable: false, ...extra };
}

function objectType(name: string, properties: FieldDescriptor[]): ObjectType & { properties: FieldDescriptor[] } {
  return { kind: 'object', name, target: class {}, properties, runtimeRules: false, asyncRules: false };
}

function value(type: TypeDescriptor, extra: Partial<ValueDescriptor> = {}): ValueDescriptor {
  return { type, constraints: {}, optional: false, nullable: false, ...extra };
}

const compiler = createValidatorCompiler();

/** Validates `data` against a document built from `schema` and its definitions. */
function accepts(schema: JsonSchema, defs: SchemaDefinitions, data: unknown): boolean {
  const $defs = defs.toJson();
  return compiler.compile($defs ? { ...schema, $defs } : schema)(data).valid;
}

describe('schema/type-to-json-schema', () => {
  it('maps scalar kinds, dates and free-form JSON', () => {
    const defs = new SchemaDefinitions(true);
    expect(typeSchema({ kind: 'string' }, defs)).to.deep.equal({ type: 'string' });
    expect(typeSchema({ kind: 'number' }, defs)).to.deep.equal({ type: 'number' });
    expect(typeSchema({ kind: 'integer' }, defs)).to.deep.equal({ type: 'integer' });
    expect(typeSchema({ kind: 'boolean' }, defs)).to.deep.equal({ type: 'boolean' });
    expect(typeSchema({ kind: 'date' }, defs)).to.deep.equal({ type: 'string', format: 'date-time' });
    expect(typeSchema({ kind: 'json' }, defs)).to.deep.equal({});
    expect(defs.toJson()).to.equal(undefined);
  });

  it('gives an enum the one base type its values share, and none when strings and numbers mix', () => {
    const defs = new SchemaDefinitions(true);
    expect(typeSchema({ kind: 'enum', values: ['a', 'b'] }, defs)).to.deep.equal({ enum: ['a', 'b'], type: 'string' });
    expect(typeSchema({ kind: 'enum', values: [1, 2] }, defs)).to.deep.equal({ enum: [1, 2], type: 'integer' });
    expect(typeSchema({ kind: 'enum', values: [1, 2.5] }, defs)).to.deep.equal({ enum: [1, 2.5], type: 'number' });
    expect(typeSchema({ kind: 'enum', values: ['a', 1] }, defs)).to.deep.equal({ enum: ['a', 1] });
  });

  it('emits legacy titles as enumNames in forms only (titled oneOf elsewhere), titled ones as oneOf, or anyOf inside an array', () => {
    const defs = new SchemaDefinitions(true);
    const legacy: EnumType = { kind: 'enum', values: ['r', 'g'], titles: ['Red', 'Green'], titleStyle: 'legacy' };
    expect(typeSchema(legacy, new SchemaDefinitions({ closed: true, form: true }))).to.deep.equal({ enum: ['r', 'g'], type: 'string', enumNames: ['Red', 'Green'] });
    expect(typeSchema(legacy, defs)).to.deep.equal({ type: 'string', oneOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }] });
    const titled: EnumType = { kind: 'enum', values: ['r', 'g'], titles: ['Red', 'Green'], titleStyle: 'titled' };
    expect(typeSchema(titled, defs)).to.deep.equal({ type: 'string', oneOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }] });
    expect(typeSchema({ kind: 'enum', values: [1, 2], titles: ['One', 'Two'], titleStyle: 'titled' }, defs)).to.deep.equal({ type: 'integer', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] });
    expect(typeSchema({ kind: 'array', items: titled }, defs)).to.deep.equal({ type: 'array', items: { anyOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }] } });
  });

  it('accepts every value of a titled enum that mixes strings and numbers', () => {
    const defs = new SchemaDefinitions(true);
    const schema = typeSchema({ kind: 'enum', values: ['a', 1], titles: ['A', 'One'], titleStyle: 'titled' }, defs);
    expect(accepts(schema, defs, 1)).to.equal(true);
    expect(accepts(schema, defs, 'a')).to.equal(true);
  });

  it('puts item constraints on array items', () => {
    const defs = new SchemaDefinitions(true);
    expect(typeSchema({ kind: 'array', items: { kind: 'array', items: { kind: 'integer' } } }, defs)).to.deep.equal({ type: 'array', items: { type: 'array', items: { type: 'integer' } } });
    expect(typeSchema({ kind: 'array', items: STRING, itemConstraints: { minLength: 2, pattern: '^x', maxLength: undefined } }, defs)).to.deep.equal({ type: 'array', items: { type: 'string', minLength: 2, pattern: '^x' } });
  });

  it('refers to DTO classes through $defs, closed for input, with only non-optional properties required', () => {
    const defs = new SchemaDefinitions(true);
    const stop = objectType('Stop', [prop('lat', { kind: 'number' }), prop('label', STRING, { optional: true })]);
    expect(typeSchema(stop, defs)).to.deep.equal({ $ref: '#/$defs/Stop' });
    expect(typeSchema(stop, defs)).to.deep.equal({ $ref: '#/$defs/Stop' });
    expect(defs.toJson()).to.deep.equal({
      Stop: { type: 'object', properties: { lat: { type: 'number' }, label: { type: 'string' } }, required: ['lat'], additionalProperties: false },
    });
  });

  it('names $defs per document, in the order the document first refers to them', () => {
    const a = objectType('Item', [prop('a', STRING)]);
    const b = objectType('Item', [prop('b', STRING)]);
    const first = new SchemaDefinitions(true);
    expect([typeSchema(b, first), typeSchema(a, first)]).to.deep.equal([{ $ref: '#/$defs/Item' }, { $ref: '#/$defs/Item_2' }]);
    const alone = new SchemaDefinitions(true);
    expect(typeSchema(a, alone)).to.deep.equal({ $ref: '#/$defs/Item' });
  });

  it('maps sets, records, maps and free-form objects', () => {
    const defs = new SchemaDefinitions(true);
    expect(typeSchema({ kind: 'set', items: { kind: 'integer' }, itemConstraints: { minimum: 0 } }, defs)).to.deep.equal({ type: 'array', items: { type: 'integer', minimum: 0 }, uniqueItems: true });
    expect(typeSchema({ kind: 'record', values: { kind: 'integer' }, delivery: 'object' }, defs)).to.deep.equal({ type: 'object', additionalProperties: { type: 'integer' } });
    expect(typeSchema({ kind: 'record', values: { kind: 'string' }, valueConstraints: { minLength: 1 }, delivery: 'map' }, defs)).to.deep.equal({ type: 'object', additionalProperties: { type: 'string', minLength: 1 } });
    expect(typeSchema({ kind: 'record', values: { kind: 'json' }, delivery: 'object' }, defs)).to.deep.equal({ type: 'object' });
  });

  it('maps a discriminated union to oneOf of definitions that fix the discriminator, beside the plain class', () => {
    const defs = new SchemaDefinitions(true);
    const circle = objectType('Circle', [prop('r', { kind: 'number' })]);
    const union: TypeDescriptor = { kind: 'union', discriminator: 'kind', keepDiscriminator: true, variants: [{ value: 'circle', type: circle }] };
    expect(typeSchema(circle, defs)).to.deep.equal({ $ref: '#/$defs/Circle' });
    expect(typeSchema(union, defs)).to.deep.equal({ oneOf: [{ $ref: '#/$defs/Circle_2' }] });
    expect(defs.toJson()).to.deep.equal({
      Circle: { type: 'object', properties: { r: { type: 'number' } }, required: ['r'], additionalProperties: false },
      Circle_2: { type: 'object', properties: { kind: { const: 'circle' }, r: { type: 'number' } }, required: ['kind', 'r'], additionalProperties: false },
    });
  });

  it('asserts nothing for a conditional value but keeps its documentation', () => {
    expect(valueSchema(value(STRING, { conditional: true, constraints: { minLength: 2 }, description: 'Only for x' }), new SchemaDefinitions(true))).to.deep.equal({ description: 'Only for x' });
  });

  it('leaves output objects open and omits an empty required list', () => {
    const defs = new SchemaDefinitions(false);
    expect(defs.objectSchema(objectType('Result', [prop('note', STRING, { optional: true })]))).to.deep.equal({ type: 'object', properties: { note: { type: 'string' } } });
  });

  it('handles recursive and mutually recursive classes and sorts $defs by name', () => {
    const defs = new SchemaDefinitions(true);
    const tree = objectType('Tree', []);
    const forest = objectType('Forest', []);
    tree.properties.push(prop('children', { kind: 'array', items: tree }), prop('forest', forest, { optional: true }));
    forest.properties.push(prop('trees', { kind: 'array', items: tree }));
    expect(typeSchema(tree, defs)).to.deep.equal({ $ref: '#/$defs/Tree' });
    const json = defs.toJson()!;
    expect(Object.keys(json)).to.deep.equal(['Forest', 'Tree']);
    expect(json.Tree).to.deep.equal({
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/$defs/Tree' } }, forest: { $ref: '#/$defs/Forest' } },
      required: ['children'],
      additionalProperties: false,
    });
    expect(json.Forest).to.deep.equal({ type: 'object', properties: { trees: { type: 'array', items: { $ref: '#/$defs/Tree' } } }, required: ['trees'], additionalProperties: false });
    const document = record('recursive Tree', { ...defs.objectSchema(tree), $defs: json })!;
    const check = compiler.compile(document);
    expect(check({ children: [{ children: [] }], forest: { trees: [{ children: [] }] } }).valid).to.equal(true);
    expect(check({ children: [{}] }).valid).to.equal(false);
  });

  it('valueSchema adds constraints, documentation, default and a copy of the examples', () => {
    const defs = new SchemaDefinitions(true);
    const examples = ['Oslo'];
    const schema = valueSchema(value(STRING, { constraints: { minLength: 1, format: undefined }, description: 'City', default: 'Berlin', examples }), defs);
    expect(schema).to.deep.equal({ type: 'string', minLength: 1, description: 'City', default: 'Berlin', examples: ['Oslo'] });
    expect(schema.examples).to.not.equal(examples);
  });

  it('valueSchema makes a nullable value anyOf [T, null], documentation outside', () => {
    const defs = new SchemaDefinitions(true);
    const schema = valueSchema(value({ kind: 'integer' }, { nullable: true, constraints: { minimum: 0 }, description: 'Count', default: null }), defs);
    expect(schema).to.deep.equal({ anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }], description: 'Count', default: null });
    expect(accepts(schema, defs, null)).to.equal(true);
    expect(accepts(schema, defs, 3)).to.equal(true);
    expect(accepts(schema, defs, -1)).to.equal(false);
  });

  it('valueSchema of a DTO value refers to its definition', () => {
    const defs = new SchemaDefinitions(true);
    const schema = valueSchema(value(objectType('Point', [prop('x', { kind: 'number' })]), { description: 'Where' }), defs);
    expect(schema).to.deep.equal({ $ref: '#/$defs/Point', description: 'Where' });
    expect(Object.keys(defs.toJson()!)).to.deep.equal(['Point']);
  });
});
