import { expect } from 'chai';
import { toolSchemaProblem } from '../../lib/proxy/upstream-schemas.js';

function nested(depth: number): object {
  let schema: object = { type: 'string' };
  for (let i = 0; i < depth; i++) schema = { type: 'object', properties: { a: schema } };
  return schema;
}

describe('proxy/upstream-schemas', () => {
  it('passes a sound schema, and one Ajv2020 would not compile (draft-07, a $ref to nowhere): the upstream validates', () => {
    expect(toolSchemaProblem({ inputSchema: { type: 'object', properties: { a: { type: 'number' } } }, outputSchema: { type: 'object' } })).to.equal(undefined);
    expect(toolSchemaProblem({ inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { $ref: '#/nowhere' } } } })).to.equal(undefined);
  });

  it('names an inputSchema not of type "object", a schema nested deeper than 64 levels and one of more than 100,000 values', () => {
    expect(toolSchemaProblem({ inputSchema: { type: 'nonsense' } })).to.equal('whose inputSchema is not of type "object"');
    expect(toolSchemaProblem({ inputSchema: { type: 'object', properties: { a: nested(10_000) } } })).to.equal('nested deeper than 64 levels');
    expect(toolSchemaProblem({ inputSchema: { type: 'object' }, outputSchema: nested(40) })).to.equal('nested deeper than 64 levels');
    expect(toolSchemaProblem({ inputSchema: { type: 'object', enum: Array.from({ length: 100_001 }, (_, i) => i) } })).to.equal('of more than 100000 values');
  });
});
