import { expect } from 'chai';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputSchemaFor, outputSchemaFor, scan } from '../../../lib/index.js';
import { AcmeTools } from '../../../samples/acme-tools/acme-tools.js';
import type { CustomerRepository } from '../../../samples/acme-tools/customer-repository.js';
import { recordModel } from '../../support/emitted-schemas.js';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../test/samples/acme-tools/fixtures');
const unused: CustomerRepository = {
  search: () => Promise.reject(new Error('unused in this test')),
  addContact: () => Promise.reject(new Error('unused in this test')),
};

function golden(name: string): unknown {
  return JSON.parse(readFileSync(join(fixtures, name), 'utf8'));
}

describe('samples/acme-tools/acme-tools', () => {
  const model = recordModel(scan([new AcmeTools(unused)]));
  const tool = (name: string) => model.tools.find((t) => t.name === name)!;

  it('declares the three tools of the course, in order', () => {
    expect(model.tools.map((t) => t.name)).to.deep.equal(['calculate', 'search_customers', 'add_contact']);
  });

  for (const name of ['calculate', 'search_customers', 'add_contact']) {
    it(`${name}: input schema matches its golden fixture`, () => {
      expect(inputSchemaFor(tool(name))).to.deep.equal(golden(`${name}.input-schema.json`));
    });
    it(`${name}: output schema matches its golden fixture (or there is none)`, () => {
      const file = `${name}.output-schema.json`;
      expect(outputSchemaFor(tool(name))).to.deep.equal(existsSync(join(fixtures, file)) ? golden(file) : undefined);
    });
  }

  it('has the course schemas: calculate', () => {
    const schema = inputSchemaFor(tool('calculate'));
    expect(schema.required).to.deep.equal(['expression']);
    expect(schema.properties).to.have.nested.property('expression.type', 'string');
  });

  it('has the course schemas: search_customers', () => {
    const schema = inputSchemaFor(tool('search_customers'));
    expect(schema.required).to.deep.equal(['query']);
    expect(schema.properties).to.deep.include({ query: { type: 'string', description: 'What to look for: part of a name or email address, or a customer id' } });
    expect(schema.properties).to.have.nested.property('limit.type', 'integer');
    expect(schema.properties).to.have.nested.property('limit.minimum', 1);
    expect(schema.properties).to.have.nested.property('limit.maximum', 50);
    expect(schema.properties).to.have.nested.property('limit.default', 10);
  });

  it('has the course schemas: add_contact', () => {
    const schema = inputSchemaFor(tool('add_contact'));
    expect(schema.required).to.deep.equal(['customerId', 'name', 'email']);
    expect(schema.properties).to.have.nested.property('email.format', 'email');
  });

  it('has the course annotations', () => {
    expect(tool('calculate').annotations).to.deep.equal({ readOnlyHint: true, openWorldHint: false });
    expect(tool('search_customers').annotations).to.deep.equal({ readOnlyHint: true, openWorldHint: false });
    expect(tool('add_contact').annotations).to.deep.equal({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false });
  });

  it('calculates through the bound handler', async () => {
    const calc = tool('calculate');
    const outcome = await calc.bind({ expression: '(18500 * 1.075^7) - 18500' });
    expect(outcome.ok).to.equal(true);
    expect(await calc.invoke(outcome.ok ? outcome.args : [])).to.deep.equal({ expression: '(18500 * 1.075^7) - 18500', result: 12192.409091061392 });
  });
});
