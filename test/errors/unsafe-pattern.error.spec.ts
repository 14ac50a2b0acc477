import { expect } from 'chai';
import { UnsafePatternError } from '../../lib/errors/unsafe-pattern.error.js';
import { schemaPatternFor } from '../../lib/scanner/schema-pattern.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/unsafe-pattern.error.ts, as its callers raise it.
describe('errors/unsafe-pattern.error', () => {
  it('UnsafePatternError [MCPD_UNSAFE_PATTERN]: why a pattern cannot be carried to JSON Schema, given as the reason', () => {
    pinError(new UnsafePatternError('\\S matches half of an emoji without the u flag'), 'MCPD_UNSAFE_PATTERN', '\\S matches half of an emoji without the u flag');
    expect(schemaPatternFor('^\\S+$', '')).to.deep.equal({ reason: '\\S matches half of an emoji without the u flag' });
  });
});
