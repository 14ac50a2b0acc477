import { expect } from 'chai';
import { openaiResourceMeta, openaiToolMeta } from '../../../lib/extensions/apps/openai-aliases.js';

describe('extensions/apps/openai-aliases', () => {
  it('tool: the view URI as openai/outputTemplate, and openai/widgetAccessible from the visibility', () => {
    expect(openaiToolMeta('ui://a/b', ['model', 'app'])).to.deep.equal({ 'openai/outputTemplate': 'ui://a/b', 'openai/widgetAccessible': true });
    expect(openaiToolMeta('ui://a/b', ['model'])).to.deep.equal({ 'openai/outputTemplate': 'ui://a/b', 'openai/widgetAccessible': false });
  });

  it('view: snake_case widgetCSP, widgetDomain, widgetPrefersBorder, widgetDescription; nothing for what the view does not declare', () => {
    expect(openaiResourceMeta({ csp: { connectDomains: ['https://a.test'], resourceDomains: ['https://b.test'], frameDomains: ['https://c.test'], baseUriDomains: ['https://d.test'] }, domain: 'x.y.test', prefersBorder: true }, 'A card')).to.deep.equal({
      'openai/widgetCSP': { connect_domains: ['https://a.test'], resource_domains: ['https://b.test'], frame_domains: ['https://c.test'] },
      'openai/widgetDomain': 'x.y.test',
      'openai/widgetPrefersBorder': true,
      'openai/widgetDescription': 'A card',
    });
    expect(openaiResourceMeta({}, undefined)).to.deep.equal({});
  });
});
