import { expect } from 'chai';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { startSdkV2Http } from '../support/bridge/sdk-v2-upstream.js';
import type { HttpUpstream } from '../support/bridge/sdk-v1-upstream.js';

type Json = { [key: string]: unknown };

const texts = (result: Json): string[] => (result.content as { type: string; text?: string }[]).map((c) => c.text ?? `(${c.type})`);

// What a 2026-07-28 upstream reads from each forwarded request's _meta (lib/proxy/upstream-model.ts): a log level.
describe("proxy: a 2026-07-28 upstream gets each call's log level", function () {
  this.timeout(30_000);
  let upstream: HttpUpstream;
  let server: ProxyServer;
  const sessions: RevisionSession[] = [];

  before(async () => {
    upstream = await startSdkV2Http();
    server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
  });

  after(async () => {
    for (const session of sessions) await session.close();
    await server?.close();
    await upstream?.close();
  });

  const open = async (client: 'v1' | 'v2', revision: string, capabilities: Readonly<Record<string, object>> = {}): Promise<RevisionSession> => {
    const session = await connectClient({ client, revision, transport: 'memory', server: () => server, capabilities });
    sessions.push(session);
    return session;
  };

  describe('logs', () => {
    it('reach a 2026-07-28 client whose request names a log level', async () => {
      const session = await open('v2', '2026-07-28');
      const logs: unknown[] = [];
      (session.raw as ClientV2).setNotificationHandler('notifications/message', (n) => void logs.push(n.params));
      const result = await (session.raw as ClientV2).callTool({ name: 'shout', arguments: {}, _meta: { 'io.modelcontextprotocol/logLevel': 'info' } });
      expect(texts(result as Json)).to.deep.equal(['shouted']);
      expect(logs).to.deep.equal([{ level: 'info', data: 'shouting' }]);
    });

    it('reach a 2025-11-25 client', async () => {
      const session = await open('v1', '2025-11-25');
      const logs: unknown[] = [];
      (session.raw as ClientV1).setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
      expect(texts((await session.callTool('shout', {})) as Json)).to.deep.equal(['shouted']);
      expect(logs).to.deep.equal([{ level: 'info', data: 'shouting' }]);
    });

    it('do not reach a 2026-07-28 client whose request names no log level', async () => {
      const session = await open('v2', '2026-07-28');
      const logs: unknown[] = [];
      (session.raw as ClientV2).setNotificationHandler('notifications/message', (n) => void logs.push(n.params));
      expect(texts((await session.callTool('shout', {})) as Json)).to.deep.equal(['shouted']);
      expect(logs).to.deep.equal([]);
    });
  });
});
