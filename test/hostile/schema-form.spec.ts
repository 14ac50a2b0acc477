import { expect } from 'chai';
import { MAX_FORM_FIELDS, schemaFormHtml } from '../../lib/extensions/apps/view-host/schema-form.js';

// The preview's form is built from a server's input schema: hostile text there must stay text on the page.
describe('hostile: the dev preview form from a hostile input schema', () => {
  const evil = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

  it('escapes names, titles, descriptions, enum values and the tool name', () => {
    const html = schemaFormHtml(evil, {
      properties: { [evil]: { type: 'string', title: evil, description: evil }, pick: { type: 'string', enum: [evil, 1] } },
      required: [evil],
    });
    expect(html).to.not.include('<script').and.not.include('<img').and.not.match(/="[^"]*"\s*>\s*<script/);
    expect(html).to.include('&#60;script&#62;alert(1)&#60;/script&#62;');
    // Attribute values cannot be ended early: every quote from the schema is an entity.
    expect(html.match(/"/g)!.length % 2).to.equal(0);
    expect(html).to.include('<option>&#34;&#62;&#60;script&#62;');
  });

  it('reads own properties only, and bounds the number of fields', () => {
    const properties = Object.create({ inherited: { type: 'string' } }) as Record<string, unknown>;
    expect(schemaFormHtml('t', { properties })).to.not.include('inherited');
    // A "__proto__" key from JSON is an own property like any other: a field, no prototype touched.
    expect(schemaFormHtml('t', JSON.parse('{"properties":{"__proto__":{"type":"number"}}}'))).to.include('name="__proto__" data-kind="number"');
    expect(({} as Record<string, unknown>).type).to.equal(undefined);
    const many = Object.fromEntries(Array.from({ length: MAX_FORM_FIELDS * 3 }, (_, i) => [`f${i}`, { type: 'string' }]));
    expect(schemaFormHtml('t', { properties: many }).match(/<input /g)!.length).to.equal(MAX_FORM_FIELDS);
  });

  it('does not choke on odd values: titles and enums that are not strings, cyclic schemas', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(schemaFormHtml('t', cyclic)).to.include('data-kind="json"');
    expect(schemaFormHtml('t', { properties: { a: { title: 5, description: {}, enum: 'x', type: ['string'] } } })).to.include('<label for="f-a">a</label><br><textarea');
  });
});
