import { expect } from 'chai';
import { CallToolResultSchema, CreateTaskResultSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from '@modelcontextprotocol/client';
import { connectClient, type RevisionSession } from '../../../lib/testing/index.js';
import { Ctx, Param, Tool, createServer, serveHttp, tasks, type DecoratedMcpServer, type HttpServerHandle, type McpContext } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { TASKS_EXTENSION } from '../../../lib/extensions/index.js';
import { EverythingTasks } from '../../../samples/everything/everything-tasks.js';
import { envelope, headers2026, post2026 } from '../../support/wire.js';
import { until } from '../../support/until.js';

type Json = { [key: string]: any };

/** Accepts any result: the v2 client validates a custom result against the schema it is given. */
const ANY = { '~standard': { version: 1, vendor: 'test', validate: (value: unknown) => ({ value }) } } as const;

/** What the watched tool's handler saw of its signal, by label. */
const aborted = new Map<string, string>();

class Watched {
  @Tool({ name: 'watch_signal', description: 'Waits until its signal aborts, and records why.', task: 'optional' })
  async watch(@Param('label') label: string, @Ctx() ctx: McpContext): Promise<string> {
    await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
    aborted.set(label, String((ctx.signal.reason as Error | undefined)?.message));
    return 'stopped';
  }
}

function server(): DecoratedMcpServer {
  return createServer({ name: 'tasks-test', version: '1.0.0', classes: [EverythingTasks, Watched], extensions: [tasks({ pollIntervalMs: 50 })], diagnostics: silentDiagnostics });
}

const TERMINAL = ['completed', 'failed', 'cancelled'];
const V = '2026-07-28';

describe('extensions/tasks/tasks-extension (official clients)', function () {
  this.timeout(30_000);
  const open: RevisionSession[] = [];
  afterEach(async () => {
    for (const s of open.splice(0)) await s.close();
  });

  describe('v1 client at 2025-11-25 (experimental core tasks)', () => {
    async function v1(): Promise<{ session: RevisionSession; raw: ClientV1 }> {
      const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'http', server, capabilities: { elicitation: {} } });
      open.push(session);
      return { session, raw: session.raw as ClientV1 };
    }

    it('advertises capabilities.tasks and execution.taskSupport, creates a task, polls it and gets the result', async () => {
      const { session, raw } = await v1();
      expect(raw.getServerCapabilities()?.tasks).to.deep.equal({ list: {}, cancel: {}, requests: { tools: { call: {} } } });
      const listed = (await session.listTools()).tools as Json[];
      expect(listed.find((t) => t.name === 'slow_compute')?.execution).to.deep.equal({ taskSupport: 'optional' });
      expect(listed.find((t) => t.name === 'greet')).to.not.have.property('execution');
      const messages: Json[] = [];
      for await (const message of raw.experimental.tasks.callToolStream({ name: 'slow_compute', arguments: { seconds: 1, label: 'v1' } }, CallToolResultSchema, { task: { ttl: 60_000 } })) messages.push(message);
      expect(messages[0]!.type).to.equal('taskCreated');
      expect(messages[0]!.task.ttl).to.equal(60_000);
      const last = messages.at(-1)!;
      expect(last.type, JSON.stringify(last)).to.equal('result');
      expect(last.result.content[0].text).to.equal('Computed v1 after 1 s.');
      const taskId = messages[0]!.task.taskId as string;
      const got = await raw.experimental.tasks.getTask(taskId);
      expect(got.status).to.equal('completed');
      const listedTasks = await raw.experimental.tasks.listTasks();
      expect(listedTasks.tasks.map((t) => t.taskId)).to.include(taskId);
    });

    it('reports progress as the statusMessage and cancels a running task (its handler signal aborts)', async () => {
      const { raw } = await v1();
      const created = (await raw.request({ method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 30, label: 'long' }, task: { ttl: 60_000 } } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      const working = await until('a status message', () => raw.experimental.tasks.getTask(taskId), (t) => typeof t.statusMessage === 'string' && t.statusMessage.includes('of 30'));
      expect(working.status).to.equal('working');
      const cancelled = await raw.experimental.tasks.cancelTask(taskId);
      expect(cancelled.status).to.equal('cancelled');
      expect((await raw.experimental.tasks.getTask(taskId)).status).to.equal('cancelled');
      // A terminal task cannot be cancelled again on 2025-11-25.
      const again = await raw.experimental.tasks.cancelTask(taskId).then(() => undefined, (e: { code?: number }) => e.code);
      expect(again).to.equal(-32602);
    });

    it('asks for input on the tasks/result stream with the related task, and a required-task tool without params.task is -32601', async () => {
      const { raw } = await v1();
      let related: unknown;
      raw.setRequestHandler(ElicitRequestSchema, async (request) => {
        related = request.params._meta?.['io.modelcontextprotocol/related-task'];
        return { action: 'accept', content: { confirm: true } };
      });
      const created = (await raw.request({ method: 'tools/call', params: { name: 'confirm_delete', arguments: { filename: 'a.txt' }, task: {} } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      await until('input_required', () => raw.experimental.tasks.getTask(taskId), (t) => t.status === 'input_required');
      const result = await raw.experimental.tasks.getTaskResult(taskId, CallToolResultSchema);
      expect(result.content[0]).to.deep.equal({ type: 'text', text: 'Deleted a.txt.' });
      expect(result._meta?.['io.modelcontextprotocol/related-task']).to.deep.equal({ taskId });
      expect(related).to.deep.equal({ taskId });
      const refused = await raw.request({ method: 'tools/call', params: { name: 'failing_job', arguments: {} } }, CallToolResultSchema).then(() => undefined, (e: { code?: number }) => e.code);
      expect(refused).to.equal(-32601);
    });

    it("refuses another session's tasks/get with -32602", async () => {
      const first = await v1();
      const created = (await first.raw.request({ method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 0 }, task: {} } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      expect((await first.raw.experimental.tasks.getTask(taskId)).taskId).to.equal(taskId);
      const second = await v1();
      const code = await second.raw.experimental.tasks.getTask(taskId).then(() => undefined, (e: { code?: number }) => e.code);
      expect(code).to.equal(-32602);
      expect((await second.raw.experimental.tasks.listTasks()).tasks).to.deep.equal([]);
    });
  });

  describe('v2 client pinned to 2026-07-28 (the tasks extension)', () => {
    // The v2 client (2.4) declares the extension per request, polls and cancels through it, but its codec refuses
    // `resultType: "task"` on tools/call (UnsupportedResultType): the call that creates a task goes over the same
    // HTTP wire the conformance suite speaks, and everything after it through the v2 client.
    let http: HttpServerHandle;
    const clients: ClientV2[] = [];
    beforeEach(async () => {
      http = await serveHttp(server(), { port: 0 });
    });
    afterEach(async () => {
      for (const c of clients.splice(0)) await c.close();
      await http.close();
    });

    async function v2(name = 'tasks-test-client'): Promise<ClientV2> {
      const client = new ClientV2({ name, version: '1.0.0' }, { capabilities: { extensions: { [TASKS_EXTENSION]: {} } }, versionNegotiation: { mode: { pin: V } } } as never);
      await client.connect(new StreamableHTTPClientTransportV2(new URL(http.url)) as never);
      clients.push(client);
      return client;
    }
    const call = (raw: ClientV2, method: string, params: Json): Promise<Json> => raw.request({ method, params } as never, ANY as never) as Promise<Json>;

    /** A request as the stateless wire carries it, declaring the extension for this request only; the whole JSON-RPC answer. */
    async function rawCall(method: string, params: Json, client = 'tasks-test-client'): Promise<Json> {
      const response = await post2026(http.url, method, params, { clientInfo: { name: client, version: '1.0.0' }, capabilities: { elicitation: {}, extensions: { [TASKS_EXTENSION]: {} } } });
      return (await response.json()) as Json;
    }
    const createTask = async (name: string, args: Json, client?: string): Promise<Json> => (await rawCall('tools/call', { name, arguments: args }, client)).result;

    it('declares the extension in server/discover, creates a task, polls it and gets the result inlined', async () => {
      const raw = await v2();
      const discovered = await call(raw, 'server/discover', {});
      expect(discovered.capabilities.extensions).to.deep.equal({ [TASKS_EXTENSION]: {} });
      expect(discovered.capabilities).to.not.have.property('tasks');
      const created = await createTask('slow_compute', { seconds: 1, label: 'v2' });
      expect(created.resultType).to.equal('task');
      expect(created).to.include.keys('taskId', 'status', 'createdAt', 'lastUpdatedAt', 'ttlMs', 'pollIntervalMs');
      expect(created).to.not.have.any.keys('ttl', 'pollInterval', 'requestState', 'task');
      const done = await until('completion', () => call(raw, 'tasks/get', { taskId: created.taskId }), (t) => TERMINAL.includes(t.status));
      expect(done.status).to.equal('completed');
      expect(done.result.content[0].text).to.equal('Computed v2 after 1 s.');
      expect(done.result._meta?.['io.modelcontextprotocol/related-task']).to.equal(undefined);
    });

    it('parks a task in input_required until tasks/update answers, and cancels a running task; tasks/result and tasks/list are -32601', async () => {
      const raw = await v2();
      const asking = await createTask('confirm_delete', { filename: 'b.txt' });
      const parked = await until('input_required', () => call(raw, 'tasks/get', { taskId: asking.taskId }), (t) => t.status === 'input_required');
      const [key] = Object.keys(parked.inputRequests);
      expect(parked.inputRequests[key!].method).to.equal('elicitation/create');
      expect(await call(raw, 'tasks/update', { taskId: asking.taskId, inputResponses: { [key!]: { action: 'accept', content: { confirm: true } } } })).to.not.have.any.keys('taskId', 'status', 'result');
      const answered = await until('completion', () => call(raw, 'tasks/get', { taskId: asking.taskId }), (t) => TERMINAL.includes(t.status));
      expect(answered.result.content[0].text).to.equal('Deleted b.txt.');
      const created = await createTask('slow_compute', { seconds: 30 });
      const ack = await call(raw, 'tasks/cancel', { taskId: created.taskId });
      expect(ack).to.not.have.any.keys('taskId', 'status');
      const after = await until('cancelled', () => call(raw, 'tasks/get', { taskId: created.taskId }), (t) => TERMINAL.includes(t.status));
      expect(after.status).to.equal('cancelled');
      // The v2 client will not even send these at 2026-07-28; on the wire they are -32601.
      for (const method of ['tasks/result', 'tasks/list']) expect((await rawCall(method, { taskId: created.taskId })).error.code, method).to.equal(-32601);
    });

    it('sends notifications/tasks on a subscriptions/listen stream that names the task, up to its terminal status', async () => {
      const created = await createTask('slow_compute', { seconds: 1, label: 'watched' });
      const response = await fetch(http.url, {
        method: 'POST',
        signal: AbortSignal.timeout(15_000),
        headers: headers2026('subscriptions/listen'),
        body: JSON.stringify({ jsonrpc: '2.0', id: 41, method: 'subscriptions/listen', params: { notifications: { taskIds: [created.taskId] }, _meta: envelope({ clientInfo: { name: 'tasks-test-client', version: '1.0.0' }, capabilities: { extensions: { [TASKS_EXTENSION]: {} } } }) } }),
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!/"status":"completed"/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
      await reader.cancel();
      const frames = text.split('\n').filter((l) => l.startsWith('data:')).map((l) => JSON.parse(l.slice(5)) as Json);
      expect(frames[0]!.params.notifications).to.deep.equal({ taskIds: [created.taskId] });
      const last = frames.filter((f) => f.method === 'notifications/tasks').at(-1)!;
      expect(last.params).to.deep.include({ taskId: created.taskId, status: 'completed' });
      expect(last.params.result.content[0].text).to.equal('Computed watched after 1 s.');
      expect(last.params._meta['io.modelcontextprotocol/subscriptionId']).to.equal(41);
    });

    it("aborts the handler's ctx.signal when the task is cancelled, on both eras", async () => {
      const raw = await v2();
      const modern = await createTask('watch_signal', { label: 'v2' });
      await call(raw, 'tasks/cancel', { taskId: modern.taskId });
      await until('the v2 handler to stop', async () => aborted.get('v2'), (why) => why !== undefined);
      expect(aborted.get('v2')).to.equal('the task was cancelled');
      const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'http', server });
      open.push(session);
      const v1 = session.raw as ClientV1;
      const core = (await v1.request({ method: 'tools/call', params: { name: 'watch_signal', arguments: { label: 'v1' }, task: {} } }, CreateTaskResultSchema)) as Json;
      await v1.experimental.tasks.cancelTask(core.task.taskId);
      await until('the v1 handler to stop', async () => aborted.get('v1'), (why) => why !== undefined);
      expect(aborted.get('v1')).to.equal('the task was cancelled');
    });

    it("refuses another client's tasks/get with -32602", async () => {
      const created = await createTask('slow_compute', { seconds: 0 }, 'client-a');
      const mine = await v2('client-a');
      expect((await call(mine, 'tasks/get', { taskId: created.taskId })).taskId).to.equal(created.taskId);
      const theirs = await v2('client-b');
      const code = await call(theirs, 'tasks/get', { taskId: created.taskId }).then(() => undefined, (e: { code?: number }) => e.code);
      expect(code).to.equal(-32602);
    });
  });
});
