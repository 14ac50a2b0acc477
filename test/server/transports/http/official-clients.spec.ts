import { expect } from 'chai';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { connectClient, type RevisionSession } from '../../../../lib/testing/index.js';
import { REVISIONS } from '../../serve.js';
import { SseReader, closeAll, httpServer, listen, messagesOf } from './http-support.js';

/** One HTTP exchange as the client saw it: what it sent, and (for SSE answers) every message on the stream. */
interface Exchange {
  readonly method: string;
  readonly sessionId: string | null;
  readonly sent: any;
  readonly status: number;
  /** Filled while the SSE stream is read; complete once `done` resolves. */
  readonly received: any[];
  readonly done: Promise<void>;
}

/** A fetch that records every exchange, teeing SSE bodies so the client still reads them untouched. */
function recordingFetch(log: Exchange[]): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const headers = new Headers(init?.headers);
    const received: any[] = [];
    let done = Promise.resolve();
    let body = response.body;
    if (body && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      const [forClient, forLog] = body.tee();
      body = forClient;
      const reader = new SseReader(new Response(forLog));
      done = (async () => {
        while (await reader.next()) received.splice(0, received.length, ...messagesOf(reader.events));
      })().catch(() => undefined);
    }
    log.push({ method: init?.method ?? 'GET', sessionId: headers.get('mcp-session-id'), sent: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, status: response.status, received, done });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

describe('server/transports/http with the official clients', () => {
  const sessions: RevisionSession[] = [];
  const clients: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await closeAll();
  });

  async function connected(client: 'v1' | 'v2', revision: string): Promise<RevisionSession> {
    const session = await connectClient({ revision, client, transport: 'http', server: httpServer });
    sessions.push(session);
    return session;
  }

  async function v1Client(options: { capabilities?: object; log?: Exchange[] } = {}): Promise<Client> {
    const http = await listen();
    const client = new Client({ name: 'http-test', version: '1.0.0' }, { capabilities: options.capabilities ?? {} });
    const transport = new StreamableHTTPClientTransport(new URL(http.url), options.log ? { fetch: recordingFetch(options.log) } : {});
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  describe('lists tools and calls one', () => {
    it('with the v1 client at 2025-11-25', async () => {
      const session = await connected('v1', '2025-11-25');
      expect(session.negotiatedRevision).to.equal('2025-11-25');
      const tools = (await session.listTools()).tools as { name: string }[];
      expect(tools.map((t) => t.name)).to.deep.equal(['add', 'steps', 'chatty', 'confirm', 'resumable', 'can_close']);
      expect(await session.callTool('add', { a: 2, b: 40 })).to.deep.equal({ content: [{ type: 'text', text: '42' }] });
    });

    for (const revision of REVISIONS) {
      it(`with the v2 client pinned to ${revision}`, async () => {
        const session = await connected('v2', revision);
        expect((session.raw as ClientV2).getNegotiatedProtocolVersion()).to.equal(revision);
        const tools = (await session.listTools()).tools as { name: string; description?: string }[];
        expect(tools.map((t) => t.name)).to.deep.equal(['add', 'steps', 'chatty', 'confirm', 'resumable', 'can_close']);
        expect(tools[0]!.description).to.equal('Adds two numbers');
        expect(await session.callTool('add', { a: 1, b: 2 })).to.deep.equal({ content: [{ type: 'text', text: '3' }] });
      });
    }
  });

  it('delivers progress notifications over the POST SSE stream before the result (v1)', async () => {
    const client = await v1Client();
    const progress: object[] = [];
    const result = await client.callTool({ name: 'steps', arguments: {} }, undefined, { onprogress: (p) => void progress.push(p) });
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'stepped' }] });
    expect(progress).to.deep.equal([
      { progress: 1, total: 3, message: 'one' },
      { progress: 2, total: 3, message: 'two' },
      { progress: 3, total: 3, message: 'three' },
    ]);
  });

  it('delivers progress notifications to the v2 client pinned to 2025-03-26', async () => {
    const session = await connected('v2', '2025-03-26');
    const progress: object[] = [];
    const result = await (session.raw as ClientV2).callTool({ name: 'steps', arguments: {} }, { onprogress: (p: object) => void progress.push(p) } as never);
    expect(result).to.deep.include({ content: [{ type: 'text', text: 'stepped' }] });
    expect(progress).to.deep.equal([
      { progress: 1, total: 3, message: 'one' },
      { progress: 2, total: 3, message: 'two' },
      { progress: 3, total: 3, message: 'three' },
    ]);
  });

  it('delivers notifications/message from a tool that logs (v1)', async () => {
    const client = await v1Client();
    const logs: object[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params));
    const result = await client.callTool({ name: 'chatty', arguments: {} });
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'logged' }] });
    expect(logs).to.deep.equal([
      { level: 'info', data: 'first' },
      { level: 'warning', data: { code: 7 }, logger: 'db' },
    ]);
  });

  it('round-trips an elicitation: elicitation/create on the POST stream, the answer in a new POST of the same session (v1)', async () => {
    const log: Exchange[] = [];
    const client = await v1Client({ capabilities: { elicitation: {} }, log });
    const asked: any[] = [];
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(request.params);
      return { action: 'accept', content: { confirm: true, note: 'go' } };
    });
    const result = await client.callTool({ name: 'confirm', arguments: {} });
    expect(result).to.deep.equal({ content: [{ type: 'text', text: 'confirm=true note=go' }] });
    expect(asked).to.have.length(1);
    expect(asked[0].message).to.equal('Proceed?');
    expect(asked[0].requestedSchema.properties).to.have.keys('confirm', 'note');

    const call = log.find((e) => e.method === 'POST' && e.sent?.method === 'tools/call')!;
    // The POST stream ends with the result; the standalone GET stream (if any) stays open, so wait on this one only.
    await call.done;
    const sessionId = call.sessionId;
    expect(sessionId).to.match(/^[\x21-\x7E]+$/);
    // The server's request travelled on the stream of the POST that carried tools/call, before the result.
    const onStream = call.received.map((m) => m.method ?? `result:${m.id}`);
    expect(onStream).to.deep.equal(['elicitation/create', `result:${call.sent.id}`]);
    const elicitationId = call.received[0].id;
    // The client's answer came back as its own POST on the same session, and was accepted with 202.
    const answer = log.find((e) => e.method === 'POST' && e.sent && !('method' in e.sent) && e.sent.id === elicitationId)!;
    expect(answer, 'the POST answering elicitation/create').to.not.equal(undefined);
    expect(answer.sessionId).to.equal(sessionId);
    expect(answer.status).to.equal(202);
    expect(answer.sent.result).to.deep.equal({ action: 'accept', content: { confirm: true, note: 'go' } });
  });
});
