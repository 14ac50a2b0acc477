import { expect } from 'chai';
import { ResourceNotFoundError } from '../../lib/errors/resource-not-found.error.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/resource-not-found.error.ts, as its callers raise it.
describe('errors/resource-not-found.error', () => {
  it('ResourceNotFoundError [MCPD_RESOURCE_NOT_FOUND]: names the URI, and keeps it for the error data', () => {
    pinError(new ResourceNotFoundError('notes://9'), 'MCPD_RESOURCE_NOT_FOUND', 'Resource not found: notes://9');
    expect(new ResourceNotFoundError('a://b').uri).to.equal('a://b');
  });
});
