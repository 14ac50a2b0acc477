import { expect } from 'chai';
import { KNOWN_FORMATS } from '../../lib/binding/create-validator-compiler.js';
import { precheckSchema } from '../../lib/binding/precheck-schema.js';
import { SchemaCompileError } from '../../lib/errors/schema-compile.error.js';

describe('binding/precheck-schema', () => {
  it('passes a schema whose formats are known and whose patterns compile in unicode mode', () => {
    expect(() => precheckSchema({ type: 'object', properties: { a: { type: 'string', format: 'email', pattern: '^\\p{L}+$' } } }, KNOWN_FORMATS)).to.not.throw();
  });

  it('refuses an unknown format anywhere a schema can be, naming the path', () => {
    const deep = { type: 'object', $defs: { Dto: { type: 'object', properties: { list: { type: 'array', items: { anyOf: [{ type: 'string', format: 'emial' }] } } } } } };
    expect(() => precheckSchema(deep, KNOWN_FORMATS)).to.throw(SchemaCompileError, 'unknown format "emial" ignored in schema at path "#/$defs/Dto/properties/list/items/anyOf/0"');
  });

  it('refuses a pattern that does not compile in unicode mode', () => {
    expect(() => precheckSchema({ type: 'string', pattern: '\\q' }, KNOWN_FORMATS)).to.throw(SchemaCompileError, /^pattern "\\\\q" does not compile in unicode mode at path "#"/);
  });

  it('never reads data keywords as schemas: a default or an enum value with a "format" key is data', () => {
    expect(() => precheckSchema({ type: 'object', default: { format: 'nope' }, enum: [{ format: 'nope' }], const: { pattern: '(' } }, KNOWN_FORMATS)).to.not.throw();
  });
});
