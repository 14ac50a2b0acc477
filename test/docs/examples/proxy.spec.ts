import { expect } from 'chai';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { bridgeOverHttp, withTasks } from '../../../docs/examples/proxy.js';
import { connectClient } from '../../../lib/testing/index.js';
import { startSdkV1Http, type HttpUpstream } from '../../support/bridge/sdk-v1-upstream.js';

// The proxy guide's example (docs/examples/proxy.ts): an SDK v1 upstream (2025-11-25 at most) reached by a 2026-07-28 client.
describe('docs/examples/proxy', function () {
  this.timeout(30_000);
  let upstream: HttpUpstream;

  before(async () => {
    upstream = await startSdkV1Http();
  });

  after(async () => {
    await upstream?.close();
  });

  it('bridgeOverHttp serves the upstream on 2026-07-28 with the proxy token upstream and the argument limit in front', async () => {
    const { server, http } = await bridgeOverHttp(upstream.url, 'upstream-token', 0);
    const client = new Client({ name: 'docs', version: '0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(http.url)));
      expect(server.upstream.revision).to.equal('2025-11-25');
      const sum = await client.callTool({ name: 'add', arguments: { a: 20, b: 22 } });
      expect(sum.structuredContent).to.deep.equal({ sum: 42 });
      expect((await client.callTool({ name: 'whoami', arguments: {} })).content).to.deep.equal([{ type: 'text', text: 'Bearer upstream-token' }]);
      const tooLarge = await client.callTool({ name: 'add', arguments: { a: 1, b: 2, note: 'x'.repeat(2000) } }).then((r) => JSON.stringify(r), (e: Error) => e.message);
      expect(tooLarge).to.match(/bytes/);
    } finally {
      await client.close();
      await http.close();
      await server.close();
    }
  });

  it('withTasks lists report as a tool that may run as a task of the proxy, on 2025-11-25', async () => {
    const server = await withTasks(upstream.url);
    const session = await connectClient({ client: 'v1', revision: '2025-11-25', transport: 'memory', server: () => server });
    try {
      const { tools } = (await session.listTools()) as { tools: { name: string; execution?: unknown }[] };
      expect(tools.find((t) => t.name === 'report')?.execution).to.deep.equal({ taskSupport: 'optional' });
    } finally {
      await session.close();
      await server.close();
    }
  });
});
