import { expect } from 'chai';
import { diffInputSchemas, diffSchemas, sameRules } from '../../lib/manifest/schema-diff.js';

const kinds = (changes: { kind: string; path: string; what: string }[]) => changes.map((c) => `${c.kind} ${c.path}: ${c.what}`);

describe('manifest/schema-diff', () => {
  it('sameRules ignores words (description, title, examples, default) but not rules', () => {
    expect(sameRules({ type: 'string', description: 'a', examples: ['x'] }, { type: 'string', title: 'b', default: 'y' })).to.equal(true);
    expect(sameRules({ type: 'string' }, { type: 'string', minLength: 1 })).to.equal(false);
  });

  it('orders types: number to integer narrows, integer to number widens, no type means any', () => {
    expect(kinds(diffSchemas({ type: 'number' }, { type: 'integer' }))).to.deep.equal(['breaking : type narrowed ("number" → "integer")']);
    expect(kinds(diffSchemas({ type: 'integer' }, { type: 'number' }))).to.deep.equal(['compatible : type widened ("integer" → "number")']);
    expect(kinds(diffSchemas({}, { type: 'string' }))).to.deep.equal(['breaking : type narrowed (none → "string")']);
    expect(kinds(diffSchemas({ type: 'string' }, { type: 'boolean' }))).to.deep.equal(['breaking : type narrowed ("string" → "boolean")']);
  });

  it('orders limits both ways, and pattern and format by whether they appear', () => {
    expect(kinds(diffSchemas({ type: 'string', minLength: 1 }, { type: 'string', minLength: 3 }))).to.deep.equal(['breaking : narrowed: minLength 1 → 3']);
    expect(kinds(diffSchemas({ type: 'string', maxLength: 3 }, { type: 'string' }))).to.deep.equal(['compatible : widened: maxLength 3 → none']);
    expect(kinds(diffSchemas({ type: 'string' }, { type: 'string', pattern: '^a' }))).to.deep.equal(['breaking : narrowed: pattern none → "^a"']);
    expect(kinds(diffSchemas({ type: 'array', items: { type: 'string' } }, { type: 'array', items: { type: 'string' }, uniqueItems: true }))).to.deep.equal(['breaking : narrowed: items must now be unique']);
  });

  it('follows $ref into $defs and array items, once per pair of recursive definitions', () => {
    const node = (extra: object) => ({ type: 'object', properties: { name: { type: 'string', ...extra }, children: { type: 'array', items: { $ref: '#/$defs/Node' } } }, required: ['name'], additionalProperties: false });
    const before = { type: 'object', properties: { root: { $ref: '#/$defs/Node' } }, required: ['root'], additionalProperties: false, $defs: { Node: node({}) } };
    const after = { ...before, $defs: { Node: node({ maxLength: 10 }) } };
    expect(kinds(diffInputSchemas(before, after))).to.deep.equal(['breaking root.name: narrowed: maxLength none → 10']);
  });

  it('calls a keyword it cannot order breaking when it changes', () => {
    expect(kinds(diffSchemas({ type: 'object', propertyNames: { pattern: '^a' } }, { type: 'object', propertyNames: { pattern: '^b' } }))).to.deep.equal(['breaking : propertyNames changed from {"pattern":"^a"} to {"pattern":"^b"}']);
  });
});
