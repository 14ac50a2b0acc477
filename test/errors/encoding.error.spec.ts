import { EncodingError } from '../../lib/errors/encoding.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/encoding.error.ts, as its callers raise it.
describe('errors/encoding.error', () => {
  it('EncodingError [MCPD_ENCODING]: names what was encoded and what is not JSON in it', () => {
    pinError(new EncodingError('an encoded list entry', 'result.x is a function'), 'MCPD_ENCODING', 'an encoded list entry is not plain JSON: result.x is a function. A revision adapter must encode only JSON data (objects, arrays, strings, finite numbers, booleans, null).');
  });
});
