import { UnknownRevisionError } from '../../lib/errors/unknown-revision.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/unknown-revision.error.ts, as its callers raise it.
describe('errors/unknown-revision.error', () => {
  it('UnknownRevisionError [MCPD_REVISION]: names the revision asked for and the ones served', () => {
    pinError(new UnknownRevisionError('2099-01-01', ['2025-11-25', '2025-06-18']), 'MCPD_REVISION', 'this server does not speak revision 2099-01-01; it speaks 2025-11-25, 2025-06-18. Name one of those, or pass an adapter of your own in createServer({ revisions }).');
  });
});
