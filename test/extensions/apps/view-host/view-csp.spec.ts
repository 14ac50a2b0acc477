import { expect } from 'chai';
import { viewContentSecurityPolicy } from '../../../../lib/testing/index.js';

const directives = (policy: string): Map<string, string> => new Map(policy.split('; ').map((d) => [d.slice(0, d.indexOf(' ')), d.slice(d.indexOf(' ') + 1)]));

describe('testing/view-host/view-csp', () => {
  it('without csp: the restrictive default the MCP Apps spec requires (no connections, no frames, inline scripts)', () => {
    const policy = directives(viewContentSecurityPolicy(undefined));
    expect(policy.get('default-src')).to.equal("'none'");
    expect(policy.get('script-src')).to.equal("'self' 'unsafe-inline'");
    expect(policy.get('style-src')).to.equal("'self' 'unsafe-inline'");
    expect(policy.get('img-src')).to.equal("'self' data:");
    expect(policy.get('media-src')).to.equal("'self' data:");
    expect(policy.get('connect-src')).to.equal("'none'");
    expect(policy.get('frame-src')).to.equal("'none'");
    expect(policy.get('base-uri')).to.equal("'self'");
    expect(viewContentSecurityPolicy({})).to.equal(viewContentSecurityPolicy(null));
  });

  it('each declared list goes to its directives and nowhere else', () => {
    const policy = directives(
      viewContentSecurityPolicy({ connectDomains: ['https://api.example.com', 'wss://rt.example.com'], resourceDomains: ['https://*.cdn.example.com'], frameDomains: ['https://www.youtube.com'], baseUriDomains: ['https://base.example.com'] }),
    );
    expect(policy.get('connect-src')).to.equal('https://api.example.com wss://rt.example.com');
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'media-src']) expect(policy.get(name)).to.include('https://*.cdn.example.com');
    expect(policy.get('frame-src')).to.equal('https://www.youtube.com');
    expect(policy.get('base-uri')).to.equal('https://base.example.com');
    expect(policy.get('default-src')).to.equal("'none'");
  });
});
