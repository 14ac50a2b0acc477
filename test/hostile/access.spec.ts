import { expect } from 'chai';
import { Ctx, Param, Prompt, Resource, ResourceTemplate, Scopes, Tool, createServer, serveHttp, tasks, type HttpServerHandle, type JsonObject, type McpContext, type Principal } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { TASKS_EXTENSION } from '../../lib/extensions/index.js';
import { startAuthorizationServer, type AuthorizationServer } from '../support/authorization-server.js';
import { AuthClient, type HttpAnswer } from '../server/transports/http/auth-client.js';
import { closeServers, errorOf, expectNone, resultOf, serve, session } from '../server/serve.js';
import { openRawSession, type RawMessage } from '../support/raw-session.js';
import { envelope } from '../support/wire.js';

const RESOURCE = 'http://notes.test/mcp';
const WITH_TASKS: JsonObject = { 'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION]: {} } } };

/** Reading needs notes:read (the class); the archive needs notes:write. Each tool may run as a task. */
@Scopes('notes:read')
class SecureNotes {
  @Tool({ name: 'whoami_task', description: 'The caller, as a task sees it', task: 'optional' })
  whoami(@Ctx() ctx: McpContext): string {
    return `subject=${ctx.auth?.subject ?? 'nobody'}`;
  }

  @Scopes('notes:write')
  @Tool({ name: 'archive', description: 'Archives the notes, as a task', task: 'optional' })
  archive(): string {
    return 'archived';
  }

  @Tool({ name: 'peek_headers', description: 'What a handler sees of the credentials' })
  peek(@Ctx() ctx: McpContext): string {
    return JSON.stringify({ authorization: ctx.headers?.get('authorization') ?? null, Authorization: ctx.headers?.get('Authorization') ?? null, accept: ctx.headers?.get('accept') ?? null });
  }

  @Scopes('notes:write')
  @Prompt({ name: 'draft', description: 'A draft, for writers' })
  draft(@Param('topic', { complete: (value) => ['secret-topic-a', 'secret-topic-b'].filter((t) => t.startsWith(value)) }) topic: string): string {
    return `draft about ${topic}`;
  }

  @Prompt({ name: 'summary', description: 'A summary, for readers' })
  summary(@Param('topic', { complete: (value) => ['alpha', 'beta'].filter((t) => t.startsWith(value)) }) topic: string): string {
    return `summary of ${topic}`;
  }

  @Scopes('notes:write')
  @ResourceTemplate('drafts://{name}', { name: 'drafts', description: 'Drafts by name' })
  drafts(@Param('name', { complete: () => ['plan-x'] }) name: string): string {
    return `draft ${name}`;
  }
}

/** Polls a 2026-07-28 task until it is terminal (bounded: 100 polls). */
async function settled2026(client: AuthClient, token: string, taskId: string): Promise<any> {
  for (let i = 0; i < 100; i++) {
    const got = await client.request(token, 'tasks/get', { taskId, _meta: WITH_TASKS }, { 'mcp-name': taskId });
    const task = got.body.result;
    if (task && ['completed', 'failed', 'cancelled'].includes(task.status)) return task;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`task ${taskId} did not finish`);
}

/** Readers may read the public notes; the secret ones (a template) need notes:write. */
@Scopes('notes:read')
class SubscribedNotes {
  @Resource('notes://public', { name: 'public', description: 'Public notes' })
  open(): string {
    return 'public';
  }

  @Scopes('notes:write')
  @ResourceTemplate('notes://secret/{id}', { name: 'secret', description: 'Secret notes' })
  secret(@Param('id') id: string): string {
    return `secret ${id}`;
  }
}

/** The JSON-RPC messages of an SSE response, as they arrive; the caller aborts the request when done. */
async function* sseMessages(response: Response): AsyncGenerator<RawMessage> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = event.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
      if (data !== '') yield JSON.parse(data) as RawMessage;
    }
  }
}

const completionOf = (answer: HttpAnswer): string[] => answer.body.result?.completion?.values ?? [];

describe('hostile/access: the caller is kept by tasks, completion and headers (a real OpenID provider on 127.0.0.1)', function () {
  this.timeout(30_000);
  let as: AuthorizationServer;
  let http: HttpServerHandle;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });
  beforeEach(async () => {
    // The server's default scope (notes:write) is overridden by the class's notes:read: completion must honour that too.
    const server = createServer({ name: 'notes', version: '1.0.0', classes: [SecureNotes], extensions: [tasks()], diagnostics: silentDiagnostics, auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri, scopes: ['notes:write'] } });
    http = await serveHttp(server, { port: 0, jsonResponses: true });
  });
  afterEach(async () => {
    await http.close();
  });

  it('2026-07-28: a task of a @Scopes tool runs for the caller that holds the scope; a caller without it gets no task', async () => {
    const client = new AuthClient(http.url, '2026-07-28');
    const [reader, writer] = [await as.token('reader', RESOURCE), await as.token('writer', RESOURCE)];
    const created = await client.request(reader, 'tools/call', { name: 'whoami_task', arguments: {}, _meta: WITH_TASKS });
    expect(created.body.result?.resultType, JSON.stringify(created.body)).to.equal('task');
    const task = await settled2026(client, reader, created.body.result.taskId);
    expect(task.status, JSON.stringify(task)).to.equal('completed');
    expect(task.result.isError ?? false, JSON.stringify(task)).to.equal(false);
    expect(task.result.content[0].text).to.equal('subject=reader');
    // The writer's archive task completes; the reader's is refused before any task exists.
    const archived = await client.request(writer, 'tools/call', { name: 'archive', arguments: {}, _meta: WITH_TASKS });
    expect((await settled2026(client, writer, archived.body.result.taskId)).result.content[0].text).to.equal('archived');
    const refused = await client.request(reader, 'tools/call', { name: 'archive', arguments: {}, _meta: WITH_TASKS });
    expect(refused.status).to.equal(403);
    expect(refused.headers.get('www-authenticate')).to.include('insufficient_scope');
  });

  it('2025-11-25: a task-augmented call of a @Scopes tool completes for the caller that holds the scope', async () => {
    const client = new AuthClient(http.url, '2025-11-25');
    const [reader, writer] = [await as.token('reader', RESOURCE), await as.token('writer', RESOURCE)];
    const created = await client.request(reader, 'tools/call', { name: 'whoami_task', arguments: {}, task: { ttl: 60_000 } });
    const taskId = created.body.result?.task?.taskId as string;
    expect(taskId, JSON.stringify(created.body)).to.be.a('string');
    const result = await client.request(reader, 'tasks/result', { taskId });
    expect(result.body.result?.content?.[0]?.text, JSON.stringify(result.body)).to.equal('subject=reader');
    expect((await client.request(reader, 'tasks/get', { taskId })).body.result.status).to.equal('completed');
    const archived = await client.request(writer, 'tools/call', { name: 'archive', arguments: {}, task: {} });
    expect((await client.request(writer, 'tasks/result', { taskId: archived.body.result.task.taskId })).body.result.content[0].text).to.equal('archived');
    const refused = await client.request(reader, 'tools/call', { name: 'archive', arguments: {}, task: {} });
    expect(refused.status).to.equal(403);
  });

  it('completion/complete gives the same verdict as prompts/get and reading the template, on both eras', async () => {
    for (const revision of ['2025-11-25', '2026-07-28']) {
      const client = new AuthClient(http.url, revision);
      const [reader, writer] = [await as.token('reader', RESOURCE), await as.token('writer', RESOURCE)];
      // A reader may get the summary prompt, so it may complete it.
      expect((await client.request(reader, 'prompts/get', { name: 'summary', arguments: { topic: 'a' } })).status, revision).to.equal(200);
      expect(completionOf(await client.request(reader, 'completion/complete', { ref: { type: 'ref/prompt', name: 'summary' }, argument: { name: 'topic', value: 'al' } })), revision).to.deep.equal(['alpha']);
      // The writer's prompt and template: refused to the reader for get/read and for completion alike.
      expect((await client.request(reader, 'prompts/get', { name: 'draft', arguments: { topic: 'a' } })).status, revision).to.equal(403);
      const hidden = await client.request(reader, 'completion/complete', { ref: { type: 'ref/prompt', name: 'draft' }, argument: { name: 'topic', value: 'secret' } });
      expect(hidden.status, revision).to.equal(403);
      expect(JSON.stringify(hidden.body)).not.to.include('secret-topic');
      expect((await client.request(reader, 'completion/complete', { ref: { type: 'ref/resource', uri: 'drafts://{name}' }, argument: { name: 'name', value: '' } })).status, revision).to.equal(403);
      expect(completionOf(await client.request(writer, 'completion/complete', { ref: { type: 'ref/prompt', name: 'draft' }, argument: { name: 'topic', value: 'secret' } })), revision).to.deep.equal(['secret-topic-a', 'secret-topic-b']);
      expect(completionOf(await client.request(writer, 'completion/complete', { ref: { type: 'ref/resource', uri: 'drafts://{name}' }, argument: { name: 'name', value: '' } })), revision).to.deep.equal(['plan-x']);
    }
  });

  it('handlers never see the bearer token in ctx.headers, on both eras', async () => {
    for (const revision of ['2025-11-25', '2026-07-28']) {
      const client = new AuthClient(http.url, revision);
      const token = await as.token('reader', RESOURCE);
      const answer = await client.request(token, 'tools/call', { name: 'peek_headers', arguments: {} });
      const seen = JSON.parse(answer.body.result.content[0].text);
      expect(seen, revision).to.deep.equal({ authorization: null, Authorization: null, accept: 'application/json, text/event-stream' });
      expect(JSON.stringify(answer.body)).not.to.include(token);
    }
  });
});

describe('hostile/access: resource subscriptions under the verdict of reading (a real OpenID provider on 127.0.0.1)', function () {
  this.timeout(30_000);
  let as: AuthorizationServer;
  let http: HttpServerHandle;
  let server: ReturnType<typeof createServer>;
  before(async () => {
    as = await startAuthorizationServer();
  });
  after(async () => {
    await as.close();
  });
  beforeEach(async () => {
    server = createServer({ name: 'notes', version: '1.0.0', classes: [SubscribedNotes], diagnostics: silentDiagnostics, auth: { issuer: as.issuer, audience: RESOURCE, jwksUri: as.jwksUri } });
    http = await serveHttp(server, { port: 0 });
  });
  afterEach(async () => {
    await http.close();
  });

  it('2025-11-25: resources/subscribe of a URI the token may not read is a 403 naming the scope, like resources/read', async () => {
    const client = new AuthClient(http.url, '2025-11-25');
    const [reader, writer] = [await as.token('reader', RESOURCE), await as.token('writer', RESOURCE)];
    const read = await client.request(reader, 'resources/read', { uri: 'notes://secret/1' });
    const refused = await client.request(reader, 'resources/subscribe', { uri: 'notes://secret/1' });
    expect(read.status).to.equal(403);
    expect(refused.status, JSON.stringify(refused.body)).to.equal(403);
    expect(refused.headers.get('www-authenticate')).to.include('error="insufficient_scope"').and.to.include('scope="notes:write"');
    expect(refused.body.error.message).to.include('Resource notes://secret/1 needs the scope notes:write');
    expect((await client.request(reader, 'resources/subscribe', { uri: 'notes://public' })).body.result).to.deep.equal({});
    expect((await client.request(writer, 'resources/subscribe', { uri: 'notes://secret/1' })).body.result).to.deep.equal({});
  });

  it('2026-07-28: subscriptions/listen acknowledges and streams only the URIs the token may read', async () => {
    const token = await as.token('reader', RESOURCE);
    const revision = '2026-07-28';
    const aborter = new AbortController();
    const response = await fetch(http.url, {
      method: 'POST',
      signal: aborter.signal,
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}`, 'mcp-protocol-version': revision, 'mcp-method': 'subscriptions/listen' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 'listen-1', method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['notes://secret/1', 'notes://public', 'notes://missing'] }, _meta: envelope({ revision }) } }),
    });
    expect(response.status).to.equal(200);
    const messages = sseMessages(response);
    try {
      const ack = (await messages.next()).value as RawMessage;
      expect(ack.method).to.equal('notifications/subscriptions/acknowledged');
      expect(ack.params.notifications).to.deep.equal({ resourceSubscriptions: ['notes://public'] });
      // Announced in this order on one stream: the first update the reader gets must be the public one.
      server.resourceUpdated('notes://secret/1');
      server.resourceUpdated('notes://public');
      const update = (await messages.next()).value as RawMessage;
      expect(update.method).to.equal('notifications/resources/updated');
      expect(update.params.uri).to.equal('notes://public');
    } finally {
      aborter.abort();
      await messages.return(undefined).catch(() => undefined);
    }
  });
});

describe('hostile/access: completion and tasks under auth.local (in memory, no token)', () => {
  afterEach(closeServers);
  const AUTH = { issuer: 'https://auth.test', audience: 'https://notes.test/mcp', jwksUri: 'https://auth.test/jwks' };
  const reader: Principal = { subject: 'ada', scopes: ['notes:read'], claims: {} };
  const writer: Principal = { subject: 'bob', scopes: ['notes:read', 'notes:write'], claims: {} };

  it('refuses completion of a prompt or template the local principal may not get or read, and serves the rest', async () => {
    const raw = await session(serve([SecureNotes], { auth: { ...AUTH, local: reader }, extensions: [tasks()] }), '2025-11-25');
    const got = errorOf(await raw.request('prompts/get', { name: 'draft', arguments: { topic: 'x' } }));
    const completed = errorOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'draft' }, argument: { name: 'topic', value: 'secret' } }));
    expect(completed.code).to.equal(got.code).and.to.equal(-32602);
    expect(completed.message).to.equal('Completion for draft needs the scope notes:write, which the access token does not grant. Ask the authorization server for a token with it (scope="notes:write").');
    expect(errorOf(await raw.request('completion/complete', { ref: { type: 'ref/resource', uri: 'drafts://{name}' }, argument: { name: 'name', value: '' } })).code).to.equal(-32602);
    expect(resultOf(await raw.request('completion/complete', { ref: { type: 'ref/prompt', name: 'summary' }, argument: { name: 'topic', value: 'b' } })).completion.values).to.deep.equal(['beta']);
    const asWriter = await session(serve([SecureNotes], { auth: { ...AUTH, local: writer }, extensions: [tasks()] }), '2025-11-25');
    expect(resultOf(await asWriter.request('completion/complete', { ref: { type: 'ref/prompt', name: 'draft' }, argument: { name: 'topic', value: 'secret' } })).completion.values).to.deep.equal(['secret-topic-a', 'secret-topic-b']);
  });

  it('2025-11-25: a task runs as the local principal; a principal without the scope gets the refusal and no task', async () => {
    const raw = await session(serve([SecureNotes], { auth: { ...AUTH, local: reader }, extensions: [tasks()] }), '2025-11-25', { tasks: {} });
    const created = resultOf(await raw.request('tools/call', { name: 'whoami_task', arguments: {}, task: {} }));
    expect(resultOf(await raw.request('tasks/result', { taskId: created.task.taskId })).content[0].text).to.equal('subject=ada');
    const refused = resultOf(await raw.request('tools/call', { name: 'archive', arguments: {}, task: {} }));
    expect(refused.task, JSON.stringify(refused)).to.equal(undefined);
    expect(refused.isError).to.equal(true);
    expect(refused.content[0].text).to.include('needs the scope notes:write');
    expect(resultOf(await raw.request('tasks/list', {})).tasks.map((t: { taskId: string }) => t.taskId)).to.deep.equal([created.task.taskId]);
  });

  it('2025-11-25: resources/subscribe is refused as resources/read is, and a refused subscriber gets no updates', async () => {
    const server = serve([SubscribedNotes], { auth: { ...AUTH, local: reader } });
    const raw = await session(server, '2025-11-25');
    const read = errorOf(await raw.request('resources/read', { uri: 'notes://secret/1' }));
    const refused = errorOf(await raw.request('resources/subscribe', { uri: 'notes://secret/1' }));
    expect(refused).to.deep.equal(read);
    expect(refused.code).to.equal(-32602);
    expect(refused.message).to.include('notes:write');
    expect(resultOf(await raw.request('resources/subscribe', { uri: 'notes://public' }))).to.deep.equal({});
    server.resourceUpdated('notes://secret/1');
    server.resourceUpdated('notes://public');
    const update = await raw.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(update.params).to.deep.equal({ uri: 'notes://public' });
    await expectNone(raw, (m) => m.method === 'notifications/resources/updated' && m.params.uri === 'notes://secret/1', 100);
    const asWriter = await session(serve([SubscribedNotes], { auth: { ...AUTH, local: writer } }), '2025-11-25');
    expect(resultOf(await asWriter.request('resources/subscribe', { uri: 'notes://secret/1' }))).to.deep.equal({});
  });

  it('2026-07-28: subscriptions/listen acknowledges only the URIs the local principal may read', async () => {
    const server = serve([SubscribedNotes], { auth: { ...AUTH, local: reader } });
    const listener = await openRawSession(server);
    const meta = envelope();
    await listener.send({ jsonrpc: '2.0', id: 'sub-1', method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['notes://secret/1', 'notes://public', 'notes://public'] }, _meta: meta } });
    const ack = await listener.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged');
    expect(ack.params.notifications).to.deep.equal({ resourceSubscriptions: ['notes://public'] });
    server.resourceUpdated('notes://secret/1');
    server.resourceUpdated('notes://public');
    const update = await listener.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(update.params.uri).to.equal('notes://public');
    expect(listener.received.filter((m) => m.method === 'notifications/resources/updated' && m.params.uri === 'notes://secret/1')).to.deep.equal([]);
    await listener.close();
  });
});
