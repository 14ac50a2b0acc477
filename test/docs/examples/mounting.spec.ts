import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { createShop } from '../../../docs/examples/mounting.js';

// The mounting guide's example (docs/guide/mounting.md): the shop serves billing's members under the prefix, a link a
// mounted tool returns can be read through the shop, and billing's declared access still holds.
describe('docs/examples/mounting', () => {
  it('lists prefixed members, follows a mounted tool\'s link, and keeps the mounted scope', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createShop });
    try {
      expect(((await session.listTools()) as { tools: { name: string }[] }).tools.map((t) => t.name)).to.deep.equal(['search', 'billing_latest']);
      const [link] = ((await session.callTool('billing_latest', { customer: 'ada' })) as { content: { uri: string }[] }).content;
      expect(link!.uri).to.equal('invoices://billing/ada/latest');
      expect(((await session.readResource(link!.uri)) as { contents: unknown[] }).contents).to.deep.equal([{ uri: 'invoices://billing/ada/latest', mimeType: 'text/plain', text: 'invoice latest of ada' }]);
      expect(await session.callToolOutcome('billing_refund', { invoice: '7' })).to.deep.include({ ok: false, kind: 'tool-error' });
    } finally {
      await session.close();
    }
  });
});
