import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { inputSchemaFor } from '../../../lib/model/index.js';
import { model, server } from '../../../docs/examples/decorated-class.js';

// The README's decorated class (docs/examples/decorated-class.ts): the schema its comment shows, and both tools
// answered (search_customers by its snake_case name, add_contact through its DTO).
describe('docs/examples/decorated-class (the README\'s class)', () => {
  it('gives search_customers the schema the README\'s comment shows', () => {
    expect(model.tools.map((t) => t.name)).to.deep.equal(['search_customers', 'add_contact']);
    const schema = inputSchemaFor(model.tools[0]!) as unknown as { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
    expect(schema).to.deep.include({ type: 'object', required: ['query'], additionalProperties: false });
    expect(schema.properties.limit).to.deep.equal({ type: 'integer', minimum: 1, maximum: 50, default: 10 });
  });

  it('answers both tools in memory, and refuses a contact without a valid email', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: () => server });
    try {
      expect((await session.callTool('search_customers', { query: 'ada' })).content).to.deep.equal([{ type: 'text', text: 'ada (10)' }]);
      expect((await session.callTool('add_contact', { customerId: 'c1', name: 'Ada', email: 'ada@example.com' })).content).to.deep.equal([{ type: 'text', text: 'ada@example.com' }]);
      expect(await session.callToolOutcome('add_contact', { customerId: 'c1', name: 'Ada', email: 'nope' })).to.deep.include({ ok: false, kind: 'invalid-arguments' });
    } finally {
      await session.close();
    }
  });
});
