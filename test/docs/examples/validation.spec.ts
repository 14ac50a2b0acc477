import { expect } from 'chai';
import { createServer } from '../../../lib/index.js';
import { inputSchemaFor, scan } from '../../../lib/model/index.js';
import { connectClient } from '../../../lib/testing/index.js';
import { ContactTools } from '../../../docs/examples/validation.js';

// The validation guide's example (docs/examples/validation.ts): its rules, from mcp-decorators/validation, give the
// schema and the checks class-validator's own decorators give.
describe('docs/examples/validation', () => {
  it('lists the schema of its rules', () => {
    expect(inputSchemaFor(scan([ContactTools]).tools[0]!)).to.deep.include({ required: ['name', 'email'], additionalProperties: false });
  });

  it('answers a valid call, and refuses a contact with an empty name or no valid email', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: () => createServer({ name: 'contacts', version: '1', classes: [ContactTools] }) });
    try {
      expect((await session.callTool('add_contact', { name: 'Ada', email: 'ada@example.org' })).content).to.deep.equal([{ type: 'text', text: 'Ada <ada@example.org>' }]);
      for (const args of [{ name: '', email: 'ada@example.org' }, { name: 'Ada', email: 'nope' }]) {
        expect(await session.callToolOutcome('add_contact', args), JSON.stringify(args)).to.deep.include({ ok: false, kind: 'invalid-arguments' });
      }
    } finally {
      await session.close();
    }
  });
});
