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

// What a 2026-07-28 upstream reads from each forwarded request's _meta (lib/proxy/upstream-client.ts
// relayedCapabilities, lib/proxy/upstream-model.ts): the calling client's own capabilities, and a log level.
describe("proxy: a 2026-07-28 upstream gets each call's client capabilities and log level", function () {
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

  describe('client capabilities', () => {
    it("answers a 2026-07-28 client that did not declare elicitation with the upstream's -32021 and its requiredCapabilities", async () => {
      const session = await open('v2', '2026-07-28');
      const error = (await session.callTool('confirm', { what: 'the order' }).then(() => undefined, (e: unknown) => e)) as { code?: number; message?: string; data?: Json };
      expect(error?.code).to.equal(-32021);
      expect(error.data).to.deep.equal({ requiredCapabilities: { elicitation: { form: {} } } });
      expect(error.message).to.include('"elicitation"');
      // The upstream's own text (its input key, its wording) does not cross.
      expect(error.message).to.not.include("'confirm'");
    });

    it('lets the upstream ask a 2026-07-28 client that declared elicitation', async () => {
      const session = await open('v2', '2026-07-28', { elicitation: { form: {} } });
      (session.raw as ClientV2).setRequestHandler('elicitation/create', (async () => ({ action: 'accept', content: { ok: true } })) as never);
      expect(texts((await session.callTool('confirm', { what: 'the order' })) as Json)).to.deep.equal(['confirmed the order']);
    });

    it('answers a 2025-11-25 client that did not declare elicitation with a tool error naming the capability', async () => {
      const session = await open('v1', '2025-11-25');
      const result = (await session.callTool('confirm', { what: 'the order' })) as Json;
      expect(result.isError).to.equal(true);
      expect(texts(result)[0]).to.include("The upstream's elicitation/create request cannot be carried to the client: the client (protocol revision 2025-11-25) cannot answer elicitation requests");
    });
  });

  describe("the upstream's input keys", () => {
    it("reach a 2026-07-28 client as the upstream named them, and the client's answer under that key reaches the upstream", async () => {
      const session = await open('v2', '2026-07-28', { elicitation: { form: {} } });
      const raw = session.raw as ClientV2;
      const first = (await raw.callTool({ name: 'confirm', arguments: { what: 'the order' } }, { allowInputRequired: true } as never)) as Json;
      expect(first.resultType).to.equal('input_required');
      expect(Object.keys(first.inputRequests as Json)).to.deep.equal(['confirm']);
      const retried = (await raw.callTool({ name: 'confirm', arguments: { what: 'the order' }, inputResponses: { confirm: { action: 'accept', content: { ok: true } } }, requestState: first.requestState } as never, { allowInputRequired: true } as never)) as Json;
      expect(texts(retried)).to.deep.equal(['confirmed the order']);
    });
  });

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
