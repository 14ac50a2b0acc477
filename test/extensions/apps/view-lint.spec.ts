import { expect } from 'chai';
import { checkViewMeta, isCspOrigin, isViewDomain } from '../../../lib/extensions/apps/view-lint.js';

describe('extensions/apps/view-lint', () => {
  it('isCspOrigin takes the origins the spec lists (scheme and host, a leftmost wildcard, a port) and nothing a CSP header could be widened with', () => {
    for (const ok of ['https://api.weather.com', 'wss://realtime.service.com', 'https://*.cloudflare.com', 'http://localhost:5173', 'https://127.0.0.1:8443', 'https://[::1]:3000']) expect(isCspOrigin(ok), ok).to.equal(true);
    for (const bad of ['api.weather.com', 'https://', '*', 'https://*', "'self'", 'https://a.test/path', 'https://a.test?q', 'https://a.test b.test', 'https://a.test;', 'data:', 'javascript://x', 'https://-a.test', 42, null]) expect(isCspOrigin(bad), String(bad)).to.equal(false);
  });

  it('isViewDomain takes a host name of two labels or more, no scheme, no port, no path', () => {
    expect(isViewDomain('a904794854a047f6.claudemcpcontent.com')).to.equal(true);
    expect(isViewDomain('www-example-com.oaiusercontent.com')).to.equal(true);
    for (const bad of ['localhost', 'https://x.test', 'x.test:443', 'x.test/', '*.x.test', '']) expect(isViewDomain(bad), bad).to.equal(false);
  });

  it('checkViewMeta passes a full valid _meta.ui and refuses a csp list that is not a list and a prefersBorder that is not a boolean', () => {
    expect(() => checkViewMeta('V.card', { csp: { connectDomains: ['https://a.test'], resourceDomains: [], frameDomains: ['https://*.b.test'], baseUriDomains: ['https://c.test'] }, permissions: { camera: {}, microphone: {}, geolocation: {}, clipboardWrite: {} }, domain: 'x.claudemcpcontent.com', prefersBorder: false })).to.not.throw();
    expect(() => checkViewMeta('V.card', { csp: { connectDomains: 'https://a.test' } })).to.throw('V.card has csp.connectDomains that is not a list of origins');
    expect(() => checkViewMeta('V.card', { prefersBorder: 'yes' })).to.throw('V.card has prefersBorder "yes"');
  });
});
