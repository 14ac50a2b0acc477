import { expect } from 'chai';
import { escapeHtml, schemaFormHtml } from '../../../../lib/extensions/apps/view-host/schema-form.js';

describe('extensions/apps/view-host/schema-form', () => {
  it('generates one labelled control per property, by type, marking the required ones', () => {
    const html = schemaFormHtml('forecast', {
      type: 'object',
      properties: {
        city: { type: 'string', title: 'City', description: 'Where' },
        days: { type: 'integer' },
        metric: { type: 'boolean' },
        unit: { type: 'string', enum: ['c', 'f'] },
        filter: { type: 'object' },
      },
      required: ['city'],
    });
    expect(html).to.include('<form id="mcpd-form" data-tool="forecast">');
    expect(html).to.include('<label for="f-city">City *</label> <small>Where</small>');
    expect(html).to.include('<input type="text" id="f-city" name="city" data-kind="string" required>');
    expect(html).to.include('<input type="number" step="any" id="f-days" name="days" data-kind="number">');
    expect(html).to.include('<input type="checkbox" id="f-metric" name="metric" data-kind="boolean">');
    expect(html).to.include('<select id="f-unit" name="unit" data-kind="string"><option>c</option><option>f</option></select>');
    expect(html).to.include('<textarea rows="2" placeholder="JSON" id="f-filter" name="filter" data-kind="json"></textarea>');
    expect(html).to.include('<button type="submit" id="mcpd-call">Call forecast</button>');
  });

  it('gives a bare submit button for a schema without properties, or no schema at all', () => {
    for (const schema of [undefined, null, 'text', { type: 'object' }, { properties: [] }]) {
      expect(schemaFormHtml('ping', schema)).to.equal('<form id="mcpd-form" data-tool="ping"><button type="submit" id="mcpd-call">Call ping</button></form>');
    }
  });

  it('escapes every text taken from the schema', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).to.equal('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;');
  });
});
