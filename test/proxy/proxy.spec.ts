import { expect } from 'chai';
import { fileURLToPath } from 'node:url';
import { CreateMessageRequestSchema, ElicitRequestSchema, LoggingMessageNotificationSchema, ResourceUpdatedNotificationSchema, ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import type { Client as ClientV2 } from '@modelcontextprotocol/client';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { cancelled, startSdkV1Http, type HttpUpstream } from '../support/bridge/sdk-v1-upstream.js';
import { cancelledV2, startSdkV2Http } from '../support/bridge/sdk-v2-upstream.js';

type Json = { [key: string]: unknown };

/** The official clients at the revisions the bridge is driven at: v1 on the session revisions, v2 on the stateless one. */
const CLIENTS: readonly (readonly ['v1' | 'v2', string])[] = [
  ['v1', '2024-11-05'],
  ['v1', '2025-06-18'],
  ['v1', '2025-11-25'],
  ['v2', '2026-07-28'],
];

const UPSTREAMS: readonly { readonly name: string; readonly start: () => Promise<HttpUpstream>; readonly revision: string }[] = [
  { name: 'an SDK v1 McpServer over Streamable HTTP (stops at 2025-11-25)', start: startSdkV1Http, revision: '2025-11-25' },
  { name: 'an SDK v2 McpServer behind its modern-only stateless handler (2026-07-28 only)', start: startSdkV2Http, revision: '2026-07-28' },
];

/** Connects an official client with form elicitation, answering every form with `{ ok: true }`; `asked` counts the forms. */
async function connect(client: 'v1' | 'v2', revision: string, server: ProxyServer, asked: string[]): Promise<RevisionSession> {
  const session = await connectClient({ client, revision, transport: 'memory', server: () => server, capabilities: { elicitation: {} } });
  const answer = async (request: { params: { message?: unknown } }) => {
    asked.push(String(request.params.message));
    return { action: 'accept' as const, content: { ok: true } };
  };
  if (client === 'v1') (session.raw as ClientV1).setRequestHandler(ElicitRequestSchema, answer);
  else (session.raw as ClientV2).setRequestHandler('elicitation/create', answer as never);
  return session;
}

/** A tool call with progress, through either client line's own signature. */
async function callWithProgress(session: RevisionSession, name: string, args: Json, progress: object[]): Promise<Json> {
  const onprogress = (p: object) => void progress.push(p);
  if (session.client === 'v1') return (await (session.raw as ClientV1).callTool({ name, arguments: args }, undefined, { onprogress })) as Json;
  return (await (session.raw as ClientV2).callTool({ name, arguments: args }, { onprogress } as never)) as Json;
}

const texts = (result: Json): string[] => (result.content as { type: string; text?: string }[]).map((c) => c.text ?? `(${c.type})`);

describe('proxy: the revision bridge, driven by the official clients', function () {
  this.timeout(30_000);

  for (const upstreamKind of UPSTREAMS) {
    describe(`in front of ${upstreamKind.name}`, () => {
      let upstream: HttpUpstream;
      let server: ProxyServer;

      before(async () => {
        upstream = await upstreamKind.start();
        server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
      });

      after(async () => {
        await server?.close();
        await upstream?.close();
      });

      it(`connects at the upstream's own revision (${upstreamKind.revision}) and takes its identity`, () => {
        expect(server.upstream.revision).to.equal(upstreamKind.revision);
        expect(server.identity.name).to.equal(server.upstream.serverInfo?.name);
        expect(server.upstream.serverInfo?.name).to.match(/^sdk-v[12]-upstream$/);
      });

      for (const [line, revision] of CLIENTS) {
        describe(`to the ${line} client at ${revision}`, () => {
          let session: RevisionSession;
          const asked: string[] = [];
          const structured = revision >= '2025-06-18';

          before(async () => {
            session = await connect(line, revision, server, asked);
          });

          after(async () => {
            await session?.close();
          });

          it('agrees on the client revision, whatever the upstream speaks', () => {
            expect(session.negotiatedRevision).to.equal(revision);
          });

          it('lists the upstream tools with the fields the revision has', async () => {
            const { tools } = (await session.listTools()) as { tools: Json[] };
            const add = tools.find((t) => t.name === 'add')!;
            expect(tools.map((t) => t.name)).to.include.members(['add', 'fail', 'confirm', 'count']);
            expect(add.inputSchema).to.deep.include({ type: 'object' });
            expect((add.inputSchema as { properties: Json }).properties).to.have.keys('a', 'b');
            if (structured) {
              expect(add.outputSchema).to.deep.include({ type: 'object' });
              expect(add.title).to.equal('Add');
            } else {
              expect(add).to.not.have.property('outputSchema');
              expect(add).to.not.have.property('title');
            }
            if (revision === '2024-11-05') expect(add).to.not.have.property('annotations');
            else expect(add.annotations).to.deep.include({ readOnlyHint: true });
          });

          it('forwards a call and writes structuredContent only where the revision has it', async () => {
            const result = (await session.callTool('add', { a: 2, b: 3 })) as Json;
            expect(texts(result)).to.deep.equal(['5']);
            if (structured) expect(result.structuredContent).to.deep.equal({ sum: 5 });
            else expect(result).to.not.have.property('structuredContent');
            expect(result).to.not.have.property('isError');
          });

          it("keeps the upstream's tool error a tool error", async () => {
            const result = (await session.callTool('fail', {})) as Json;
            expect(result.isError).to.equal(true);
            expect(texts(result)).to.deep.equal(['the upstream tool failed']);
          });

          it('reads a resource and a templated resource', async () => {
            expect(await session.readResource('note://readme')).to.deep.include({ contents: [{ uri: 'note://readme', mimeType: 'text/plain', text: 'read me first' }] });
            expect(await session.readResource('note://items/7')).to.deep.include({ contents: [{ uri: 'note://items/7', text: 'item 7' }] });
          });

          it("answers a resource the upstream does not have with the revision's not-found error", async () => {
            const error = await session.readResource('note://nowhere').then(() => undefined, (e: unknown) => e as { code?: unknown });
            expect(error?.code).to.equal(revision === '2026-07-28' ? -32602 : -32002);
          });

          it('gets a prompt with its arguments', async () => {
            const { prompts } = (await session.listPrompts()) as { prompts: Json[] };
            expect(prompts.find((p) => p.name === 'greet')?.arguments).to.deep.equal([{ name: 'name', required: true }]);
            const result = (await session.getPrompt('greet', { name: 'Ada' })) as Json;
            expect(result.messages).to.deep.equal([{ role: 'user', content: { type: 'text', text: 'Hello, Ada!' } }]);
          });

          it('passes progress through', async () => {
            const progress: object[] = [];
            const result = await callWithProgress(session, 'count', { steps: 2 }, progress);
            expect(texts(result)).to.deep.equal(['counted 2']);
            expect(progress).to.deep.equal([revision === '2024-11-05' ? { progress: 1, total: 2 } : { progress: 1, total: 2, message: 'half way' }]);
          });

          if (revision === '2024-11-05') {
            it('answers an elicitation the revision cannot carry with a clear error, never a guessed answer', async () => {
              const result = (await session.callTool('confirm', { what: 'deploy' })) as Json;
              expect(result.isError).to.equal(true);
              expect(texts(result)[0]).to.include("The upstream's elicitation/create request cannot be carried to the client: the client (protocol revision 2024-11-05) cannot answer elicitation requests");
              expect(asked).to.deep.equal([]);
            });
          } else {
            it("carries the upstream's elicitation to the client across eras and its answer back", async () => {
              const result = (await session.callTool('confirm', { what: 'deploy' })) as Json;
              expect(texts(result)).to.deep.equal(['confirmed deploy']);
              expect(asked).to.deep.equal(['Confirm deploy?']);
            });
          }
        });
      }
    });
  }

  for (const [kind, start, counter] of [['SDK v1', startSdkV1Http, cancelled], ['SDK v2 modern-only', startSdkV2Http, cancelledV2]] as const) describe(`cancellation, in front of the ${kind} upstream`, () => {
    let upstream: HttpUpstream;
    let server: ProxyServer;

    before(async () => {
      upstream = await start();
      server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
    });

    after(async () => {
      await server?.close();
      await upstream?.close();
    });

    for (const [line, revision] of [CLIENTS[1]!, CLIENTS[3]!]) {
      it(`aborts the upstream request when the ${line} client at ${revision} cancels`, async () => {
        const cancelled = counter;
        const session = await connectClient({ client: line, revision, transport: 'memory', server: () => server });
        try {
          const before = cancelled.count;
          const abort = new AbortController();
          const progress: object[] = [];
          const onprogress = (p: object) => {
            progress.push(p);
            abort.abort('stop');
          };
          // The upstream reports progress once it runs, then waits for its cancellation: the client cancels on that report.
          const call = line === 'v1'
            ? (session.raw as ClientV1).callTool({ name: 'count', arguments: { steps: 0 } }, undefined, { signal: abort.signal, onprogress })
            : (session.raw as ClientV2).callTool({ name: 'count', arguments: { steps: 0 } }, { signal: abort.signal, onprogress } as never);
          const outcome = await call.then(() => 'answered', () => 'rejected');
          expect(outcome).to.equal('rejected');
          for (let i = 0; i < 200 && cancelled.count === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
          expect(cancelled.count - before).to.equal(1);
        } finally {
          await session.close();
        }
      });
    }
  });

  describe("the upstream's sampling request", () => {
    for (const [line, revision] of [CLIENTS[2]!, CLIENTS[3]!]) {
      it(`reaches the client's model through the ${line} client at ${revision}, and the answer goes back`, async () => {
        const upstream = await startSdkV1Http();
        const server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
        const session = await connectClient({ client: line, revision, transport: 'memory', server: () => server, capabilities: { sampling: {} } });
        const prompts: string[] = [];
        const sample = async (request: { params: { messages: { content: { text?: string } }[] } }) => {
          prompts.push(String(request.params.messages[0]?.content.text));
          return { role: 'assistant' as const, content: { type: 'text' as const, text: 'short' }, model: 'test-model' };
        };
        if (line === 'v1') (session.raw as ClientV1).setRequestHandler(CreateMessageRequestSchema, sample as never);
        else (session.raw as ClientV2).setRequestHandler('sampling/createMessage', sample as never);
        try {
          expect(texts((await session.callTool('summarize', { text: 'a long story' })) as Json)).to.deep.equal(['summary by test-model: short']);
          expect(prompts).to.deep.equal(['Summarize: a long story']);
        } finally {
          await session.close();
          await server.close();
          await upstream.close();
        }
      });
    }
  });

  describe("a 2026-07-28 upstream's tool whose output is not an object", () => {
    it('keeps its outputSchema and structured result for 2026-07-28 clients and leaves both out before', async () => {
      const upstream = await startSdkV2Http();
      const server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
      const older = await connectClient({ client: 'v1', revision: '2025-11-25', transport: 'memory', server: () => server });
      const modern = await connectClient({ client: 'v2', revision: '2026-07-28', transport: 'memory', server: () => server });
      try {
        const listed = (session: RevisionSession) => session.listTools().then((r) => (r as { tools: Json[] }).tools.find((t) => t.name === 'listy')!);
        expect(await listed(older)).to.not.have.property('outputSchema');
        expect(await older.callTool('listy', {})).to.deep.equal({ content: [{ type: 'text', text: '[1,2]' }] });
        expect((await listed(modern)).outputSchema).to.deep.include({ type: 'array' });
        expect(((await modern.callTool('listy', {})) as Json).structuredContent).to.deep.equal([1, 2]);
      } finally {
        await older.close();
        await modern.close();
        await server.close();
        await upstream.close();
      }
    });
  });

  describe('declarations by name', () => {
    it('says which per-member declaration names nothing the upstream serves, so a typo does not pass unnoticed', async () => {
      const upstream = await startSdkV1Http();
      const warnings: string[] = [];
      const server = await proxy({ url: upstream.url, diagnostics: { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m) }, tools: { add: { scopes: ['math'] }, delete_al: { scopes: ['admin'] } }, prompts: { greet: { public: true } } });
      try {
        expect(warnings).to.deep.equal(['proxy: tools.delete_al names no tool of the upstream (yet); it applies once the upstream lists one']);
      } finally {
        await server.close();
        await upstream.close();
      }
    });

    it('refuses a proxy with neither or both of url and command, and a URL that is not http(s)', async () => {
      const refused = async (options: object) => proxy(options as never).then(() => undefined, (e: unknown) => (e as Error).message);
      expect(await refused({})).to.include('has neither url nor command');
      expect(await refused({ url: 'http://127.0.0.1:1/mcp', command: 'node' })).to.include('has both url and command');
      expect(await refused({ url: 'file:///etc/passwd' })).to.include('uses file:, not http: or https:');
    });
  });

  describe("the upstream's list_changed", () => {
    it('refreshes the cached lists and tells the clients', async () => {
      const upstream = await startSdkV1Http();
      const server = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
      const session = await connectClient({ client: 'v1', revision: '2025-06-18', transport: 'memory', server: () => server });
      try {
        const announced = new Promise<void>((resolve) => (session.raw as ClientV1).setNotificationHandler(ToolListChangedNotificationSchema, () => resolve()));
        upstream.addTool!('added_later');
        await announced;
        const { tools } = (await session.listTools()) as { tools: Json[] };
        expect(tools.map((t) => t.name)).to.include('added_later');
        expect(texts((await session.callTool('added_later', {})) as Json)).to.deep.equal(['added_later']);
      } finally {
        await session.close();
        await server.close();
        await upstream.close();
      }
    });
  });

  describe('an upstream started over stdio (the SDK v1 server as a child process)', () => {
    let server: ProxyServer;
    let session: RevisionSession;

    before(async () => {
      server = await proxy({ command: process.execPath, args: [fileURLToPath(new URL('../support/bridge/sdk-v1-stdio.js', import.meta.url))], diagnostics: silentDiagnostics });
      session = await connectClient({ client: 'v1', revision: '2025-06-18', transport: 'memory', server: () => server });
    });

    after(async () => {
      await session?.close();
      await server?.close();
    });

    it("falls back from server/discover to initialize and reports the upstream's revision", () => {
      expect(server.upstream.revision).to.equal('2025-11-25');
      expect(server.upstream.label).to.equal(process.execPath);
    });

    it("forwards a call and passes the upstream's log messages to the calling client", async () => {
      const logs: unknown[] = [];
      (session.raw as ClientV1).setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
      expect(texts((await session.callTool('count', { steps: 1 })) as Json)).to.deep.equal(['counted 1']);
      expect(logs).to.deep.equal([{ level: 'info', data: 'counting' }]);
    });

    it("subscribes upstream for its clients and passes the upstream's resources/updated to subscribed clients", async () => {
      const updated = new Promise<unknown>((resolve) => (session.raw as ClientV1).setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => resolve(n.params)));
      await (session.raw as ClientV1).subscribeResource({ uri: 'note://readme' });
      expect(texts((await session.callTool('touch', {})) as Json)).to.deep.equal(['touched']);
      expect(await updated).to.deep.equal({ uri: 'note://readme' });
    });

    it("answers an upstream's internal error with -32603 naming the method, never the upstream's message or paths", async () => {
      const error = (await session.readResource('note://broken').then(() => undefined, (e: unknown) => e)) as { code?: number; message?: string };
      expect(error.code).to.equal(-32603);
      expect(error.message).to.include('The upstream server failed on resources/read');
      expect(error.message).to.not.include('/srv/');
      expect(error.message).to.not.include('ENOENT');
    });

    it("forwards completion of a template variable to the upstream's completer", async () => {
      const result = await (session.raw as ClientV1).complete({ ref: { type: 'ref/resource', uri: 'note://items/{id}' }, argument: { name: 'id', value: '1' } });
      expect(result.completion.values).to.deep.equal(['1', '12']);
    });
  });
});
