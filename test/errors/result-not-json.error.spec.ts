import { ResultNotJsonError } from '../../lib/errors/result-not-json.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/result-not-json.error.ts, as its callers raise it.
describe('errors/result-not-json.error', () => {
  it('ResultNotJsonError [MCPD_RESULT_NOT_JSON]: names the path and says what JSON data is', () => {
    pinError(new ResultNotJsonError('result.tags', 'is a Set (JSON would write {}); return [...set]'), 'MCPD_RESULT_NOT_JSON', 'result.tags is a Set (JSON would write {}); return [...set]. Return JSON data: objects, arrays, strings, finite numbers, booleans, null (a Date becomes its ISO string; a class instance its own properties or its toJSON()).');
  });
});
