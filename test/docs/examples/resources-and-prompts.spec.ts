import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import createNotesServer from '../../../docs/examples/resources-and-prompts.js';

// The resources and prompts guide's example (docs/examples/resources-and-prompts.ts), run as the pages describe it.
// The v1 client keeps the server's -32002 for an unknown resource as it is (the v2 client reports it as -32602).
describe('docs/examples/resources-and-prompts', () => {
  it('reads the fixed resource and the template, refuses an unknown note, and gets the prompt', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: createNotesServer });
    try {
      expect(((await session.readResource('notes://index')).contents as { text: string }[])[0]!.text).to.equal('n1\nn2');
      expect(((await session.readResource('notes://n2')).contents as { text: string }[])[0]!.text).to.equal('Call Ada');
      const missing = await session.readResource('notes://n9').then(() => undefined, (error: { code?: number }) => error);
      expect(missing?.code).to.equal(-32002);
      const prompt = await session.getPrompt('summarise', { id: 'n1', tone: 'short' });
      expect(prompt.messages).to.deep.equal([{ role: 'user', content: { type: 'text', text: 'Summarise this note in a short tone: Buy milk' } }]);
    } finally {
      await session.close();
    }
  });
});
