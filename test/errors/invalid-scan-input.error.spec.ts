import { expect } from 'chai';
import { InvalidScanInputError } from '../../lib/errors/invalid-scan-input.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/invalid-scan-input.error.ts, as its callers raise it.
describe('errors/invalid-scan-input.error', () => {
  it('InvalidScanInputError', () => {
    const e = thrown(() => scan([{} as object]));
    expect(e).to.be.instanceOf(InvalidScanInputError);
    expect(String(e)).to.equal('InvalidScanInputError [MCPD_SCAN_INPUT]: scan() entry #0 is a plain object, not a class or an instance of one. Pass decorated classes (scan([WeatherTools])) or instances (scan([new WeatherTools(db)])).');
  });
});
