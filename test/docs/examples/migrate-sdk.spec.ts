import { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { createDecoratedServer } from '../../../docs/examples/migrate-sdk-decorators.js';
import { createSdkServer } from '../../../docs/examples/migrate-sdk-official.js';

// The migration page's side-by-side (docs/examples/migrate-sdk-*.ts): both servers answer the same call the same way.
describe('docs/examples/migrate-sdk', () => {
  it('the official SDK server and the decorated one give the same answer to search_customers', async () => {
    const [clientEnd, serverEnd] = InMemoryTransport.createLinkedPair();
    const sdk = createSdkServer();
    await sdk.connect(serverEnd);
    const client = new Client({ name: 'docs', version: '0' });
    await client.connect(clientEnd);
    const decorated = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createDecoratedServer });
    try {
      for (const args of [{ query: 'ada' }, { query: 'ada', limit: 5 }]) {
        const before = await client.callTool({ name: 'search_customers', arguments: args });
        const after = await decorated.callTool('search_customers', args);
        expect(after.content).to.deep.equal(before.content).and.to.deep.equal([{ type: 'text', text: `ada (${args.limit ?? 10})` }]);
      }
    } finally {
      await client.close();
      await sdk.close();
      await decorated.close();
    }
  });
});
