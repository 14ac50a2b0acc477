import { expect } from 'chai';
import { InvalidUntrustedSourceError } from '../../lib/errors/invalid-untrusted-source.error.js';

// The code and exact text of the error of lib/errors/invalid-untrusted-source.error.ts, as its callers raise it.
describe('errors/invalid-untrusted-source.error', () => {
  it('InvalidUntrustedSourceError asks for a source', () => {
    expect(String(new InvalidUntrustedSourceError(' '))).to.equal('InvalidUntrustedSourceError [MCPD_UNTRUSTED_SOURCE]: untrusted() was given the source " ", which says nothing once cleaned. Name where the text came from, e.g. untrusted(row.name, { source: \'customers database\' }) or { source: \'https://example.com/page\' }.');
  });
});
