import { expect } from 'chai';
import { metadataPathsOf, metadataUrlOf, protectedResourceMetadata } from '../../lib/auth/protected-resource-metadata.js';

describe('auth/protected-resource-metadata', () => {
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
});
