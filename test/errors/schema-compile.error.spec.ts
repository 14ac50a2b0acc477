import { expect } from 'chai';
import { KNOWN_FORMATS } from '../../lib/binding/create-validator-compiler.js';
import { precheckSchema } from '../../lib/binding/precheck-schema.js';
import { SchemaCompileError } from '../../lib/errors/schema-compile.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/schema-compile.error.ts, as its callers raise it.
describe('errors/schema-compile.error', () => {
  it('SchemaCompileError [MCPD_SCHEMA_COMPILE]: the problem the validator found, with the path in the schema', () => {
    pinError(new SchemaCompileError('unknown format "emial" ignored in schema at path "#/properties/a"'), 'MCPD_SCHEMA_COMPILE', 'unknown format "emial" ignored in schema at path "#/properties/a"');
    expect(() => precheckSchema({ type: 'object', properties: { a: { type: 'string', format: 'emial' } } }, KNOWN_FORMATS)).to.throw(SchemaCompileError, 'unknown format "emial" ignored in schema at path "#/properties/a"');
  });
});
