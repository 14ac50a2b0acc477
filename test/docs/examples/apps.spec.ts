import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { createAcmeServer } from '../../../docs/examples/apps.js';

// The MCP Apps guide's example (docs/examples/apps.ts): the view is served as a ui:// resource, find links it, and a
// client that renders no views gets the sentence.
describe('docs/examples/apps', () => {
  it('links the view from find, serves its HTML, and answers a client without views with a sentence', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: () => createAcmeServer() });
    try {
      const tools = (await session.listTools()).tools as { name: string; _meta?: { ui?: { resourceUri?: string } } }[];
      expect(tools.find((t) => t.name === 'find')?._meta?.ui?.resourceUri).to.equal('ui://acme/customer-card');
      const read = await session.readResource('ui://acme/customer-card');
      expect((read.contents as { text: string }[])[0]!.text).to.include('<main id="card">');
      expect((await session.callTool('find', { name: 'ada' })).content).to.deep.equal([{ type: 'text', text: 'Ada Lovelace <ada@example.com>, customer since 2024' }]);
    } finally {
      await session.close();
    }
  });
});
