import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import createImportServer from '../../../docs/examples/context.js';

// The context guide's example (docs/examples/context.ts): a tool that logs and reports progress runs to its answer.
describe('docs/examples/context', () => {
  it('importRows answers with the row count, and refuses a count over its maximum', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createImportServer });
    try {
      expect((await session.callTool('import_rows', { rows: 3 })).content).to.deep.equal([{ type: 'text', text: 'Imported 3 rows.' }]);
      expect(await session.callToolOutcome('import_rows', { rows: 5000 })).to.deep.include({ ok: false, kind: 'invalid-arguments' });
    } finally {
      await session.close();
    }
  });
});
