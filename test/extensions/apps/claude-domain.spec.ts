import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { claudeAppDomain } from '../../../lib/extensions/index.js';

describe('extensions/apps/claude-domain', () => {
  it('is the first 32 hex digits of the SHA-256 of the MCP URL under claudemcpcontent.com, a host name apps({ domain }) takes', () => {
    const url = 'https://acme.example.com/mcp';
    const domain = claudeAppDomain(url);
    expect(domain).to.equal(`${createHash('sha256').update(url).digest('hex').slice(0, 32)}.claudemcpcontent.com`);
    expect(domain).to.match(/^[0-9a-f]{32}\.claudemcpcontent\.com$/);
    expect(claudeAppDomain('https://other.example.com/mcp')).to.not.equal(domain);
  });
});
