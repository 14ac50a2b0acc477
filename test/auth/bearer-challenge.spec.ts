import { expect } from 'chai';
import { bearerChallenge } from '../../lib/auth/bearer-challenge.js';
import { metadataPathsOf, metadataUrlOf, protectedResourceMetadata } from '../../lib/auth/protected-resource-metadata.js';
import { principalFromClaims, scopesOf } from '../../lib/auth/principal-from-claims.js';

describe('auth/bearer-challenge, protected-resource-metadata, principal-from-claims', () => {
  it('writes challenges with quoted, escaped parameters and the scopes space-separated', () => {
    expect(bearerChallenge({ resourceMetadata: 'https://h/.well-known/oauth-protected-resource' })).to.equal('Bearer resource_metadata="https://h/.well-known/oauth-protected-resource"');
    expect(bearerChallenge({ resourceMetadata: 'https://h/m', error: 'insufficient_scope', errorDescription: 'needs "write" \\ now\n', scope: ['a', 'b'] })).to.equal('Bearer resource_metadata="https://h/m", error="insufficient_scope", error_description="needs \\"write\\" \\\\ now", scope="a b"');
  });

  it('inserts the well-known prefix before the resource path (RFC 9728 §3.1), and serves the root form too', () => {
    expect(metadataUrlOf(new URL('https://mcp.example.com/public/mcp'))).to.equal('https://mcp.example.com/.well-known/oauth-protected-resource/public/mcp');
    expect(metadataUrlOf(new URL('https://mcp.example.com/'))).to.equal('https://mcp.example.com/.well-known/oauth-protected-resource');
    expect(metadataPathsOf(new URL('https://mcp.example.com/mcp/'))).to.deep.equal(['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']);
    expect(metadataPathsOf(new URL('https://mcp.example.com'))).to.deep.equal(['/.well-known/oauth-protected-resource']);
  });

  it('writes the metadata document with the fields RFC 9728 names', () => {
    expect(protectedResourceMetadata({ resource: 'https://h/mcp', authorizationServers: ['https://as'], scopesSupported: ['a'], resourceDocumentation: 'https://h/docs' })).to.deep.equal({
      resource: 'https://h/mcp', authorization_servers: ['https://as'], scopes_supported: ['a'], bearer_methods_supported: ['header'], resource_documentation: 'https://h/docs',
    });
  });

  it('reads scopes from scope or scp, the client from client_id or azp, and falls back to the client as subject', () => {
    expect(scopesOf({ scope: 'a  b a' })).to.deep.equal(['a', 'b']);
    expect(scopesOf({ scp: ['x', 1, 'y'] })).to.deep.equal(['x', 'y']);
    expect(scopesOf({})).to.deep.equal([]);
    expect(principalFromClaims({ azp: 'app', iss: 'https://as', exp: 5 })).to.deep.include({ subject: 'app', clientId: 'app', issuer: 'https://as', expiresAt: 5, scopes: [] });
    // A claim named like a prototype key is just a claim.
    expect(principalFromClaims(JSON.parse('{"sub":"ada","__proto__":{"scope":"admin"}}')).scopes).to.deep.equal([]);
  });
});
