import { expect } from 'chai';
import { compilePropertiesRewriter, compileRewriter, type RewriteRule } from '../../lib/binding/rewriter.js';
import type { ObjectType, FieldDescriptor, TypeDescriptor } from '../../lib/model/type-descriptor.js';

const prop = (name: string, type: TypeDescriptor, optional = false): FieldDescriptor => ({ name, type, constraints: {}, optional, nullable: false });

// Doubles every integer and drops an optional property set to 0.
const RULE: RewriteRule = {
  leaf: (type) => (type.kind === 'integer' ? (v) => (typeof v === 'number' ? v * 2 : v) : undefined),
  drops: (property, value) => property.optional && value === 0,
};

const node: ObjectType & { properties: FieldDescriptor[] } = { kind: 'object', name: 'Node', target: class {}, properties: [], runtimeRules: false, asyncRules: false };
node.properties.push(prop('n', { kind: 'integer' }), prop('skip', { kind: 'integer' }, true), prop('children', { kind: 'array', items: node }, true));

describe('binding/rewriter', () => {
  it('walks into DTOs (recursive ones too), lists and records, copying only what changes', () => {
    const input = { n: 1, skip: 0, children: [{ n: 2, children: [] }] };
    const out = compileRewriter(node, RULE)!(input);
    expect(out).to.deep.equal({ n: 2, children: [{ n: 4, children: [] }] });
    expect(input).to.deep.equal({ n: 1, skip: 0, children: [{ n: 2, children: [] }] });
    const unchanged = { children: [] };
    expect(compileRewriter(node, RULE)!(unchanged)).to.equal(unchanged);
    expect(compileRewriter({ kind: 'record', values: { kind: 'integer' }, delivery: 'map' }, RULE)!({ a: 1 })).to.deep.equal({ a: 2 });
    expect(compileRewriter({ kind: 'string' }, RULE)).to.equal(undefined);
  });

  it('rewrites the properties of an arguments object', () => {
    expect(compilePropertiesRewriter([prop('n', { kind: 'integer' })], RULE)({ n: 3, other: 'x' })).to.deep.equal({ n: 6, other: 'x' });
  });
});
