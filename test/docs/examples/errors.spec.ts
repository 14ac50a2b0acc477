import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import createTransferServer from '../../../docs/examples/errors.js';

// The errors guide's example (docs/examples/errors.ts): a ToolError reaches the model as a tool error with its message.
describe('docs/examples/errors', () => {
  it('transfer answers, and a ToolError becomes a tool-error outcome with its message', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createTransferServer });
    try {
      expect((await session.callTool('transfer', { from: 'a', to: 'b', amount: 5 })).content).to.deep.equal([{ type: 'text', text: 'Moved 5.00 from a to b.' }]);
      expect(await session.callToolOutcome('transfer', { from: 'a', to: 'a', amount: 5 })).to.deep.include({
        ok: false, kind: 'tool-error', message: 'The two accounts are the same; name two different accounts.',
      });
    } finally {
      await session.close();
    }
  });
});
