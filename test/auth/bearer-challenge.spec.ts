import { expect } from 'chai';
import { bearerChallenge } from '../../lib/auth/bearer-challenge.js';

describe('auth/bearer-challenge', () => {
  it('writes challenges with quoted, escaped parameters and the scopes space-separated', () => {
    expect(bearerChallenge({ resourceMetadata: 'https://h/.well-known/oauth-protected-resource' })).to.equal('Bearer resource_metadata="https://h/.well-known/oauth-protected-resource"');
    expect(bearerChallenge({ resourceMetadata: 'https://h/m', error: 'insufficient_scope', errorDescription: 'needs "write" \\ now\n', scope: ['a', 'b'] })).to.equal('Bearer resource_metadata="https://h/m", error="insufficient_scope", error_description="needs \\"write\\" \\\\ now", scope="a b"');
  });
});
