import { expect } from 'chai';
import { Ctx, Param, Prompt, ResourceTemplate, Scopes, Tool, createServer, serveHttp, silentDiagnostics, tasks, TASKS_EXTENSION, type HttpServerHandle, type JsonObject, type McpContext, type Principal } from '../../lib/index.js';
import { startAuthorizationServer, type AuthorizationServer } from '../support/authorization-server.js';
import { AuthClient, type HttpAnswer } from '../server/transports/http/auth-client.js';
import { closeServers, errorOf, resultOf, serve, session } from '../server/serve.js';

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
});
