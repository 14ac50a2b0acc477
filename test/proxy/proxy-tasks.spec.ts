import { expect } from 'chai';
import { CallToolResultSchema, CreateTaskResultSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { proxy, type ProxyServer } from '../../lib/proxy/index.js';
import { serveHttp, tasks, type DecoratedMcpServer, type HttpServerHandle } from '../../lib/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { TASKS_EXTENSION } from '../../lib/extensions/index.js';
import { createEverythingServer } from '../../samples/everything/server.js';
import { startSdkV1Http, upstreamTasks, type HttpUpstream } from '../support/bridge/sdk-v1-upstream.js';
import { post2026 } from '../support/wire.js';
import { until } from '../support/until.js';

type Json = { [key: string]: any };

const TERMINAL = ['completed', 'failed', 'cancelled'];

const textOf = (result: Json): string => result.content?.[0]?.text;

describe('proxy: tasks through the bridge (tasks of the proxy, the forwarded call inside)', function () {
  this.timeout(30_000);
  const open: RevisionSession[] = [];
  afterEach(async () => {
    for (const s of open.splice(0)) await s.close();
  });

  describe('in front of an SDK v1 upstream with 2025-11-25 tasks', () => {
    let upstream: HttpUpstream;
    let withTasks: ProxyServer;
    let without: ProxyServer;
    before(async () => {
      upstream = await startSdkV1Http();
      withTasks = await proxy({ url: upstream.url, diagnostics: silentDiagnostics, extensions: [tasks({ pollIntervalMs: 50 })] });
      without = await proxy({ url: upstream.url, diagnostics: silentDiagnostics });
    });
    after(async () => {
      await withTasks?.close();
      await without?.close();
      await upstream?.close();
    });
    const v1 = async (server: ProxyServer): Promise<{ session: RevisionSession; raw: ClientV1 }> => {
      const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => server });
      open.push(session);
      return { session, raw: session.raw as ClientV1 };
    };

    it("offers the upstream's task tools as tasks of the proxy, with the upstream's taskSupport", async () => {
      const { session, raw } = await v1(withTasks);
      expect(raw.getServerCapabilities()?.tasks).to.deep.equal({ list: {}, cancel: {}, requests: { tools: { call: {} } } });
      const listed = (await session.listTools()).tools as Json[];
      expect(listed.find((t) => t.name === 'report')?.execution).to.deep.equal({ taskSupport: 'optional' });
      for (const name of ['batch', 'survey', 'vigil']) expect(listed.find((t) => t.name === name)?.execution, name).to.deep.equal({ taskSupport: 'required' });
      expect(listed.find((t) => t.name === 'add')).to.not.have.property('execution');
    });

    it('runs it as a task when the client asks (created, polled, its result the upstream answer), and as a call when it does not', async () => {
      const { raw } = await v1(withTasks);
      const messages: Json[] = [];
      for await (const message of raw.experimental.tasks.callToolStream({ name: 'report', arguments: { topic: 'tides' } }, CallToolResultSchema, { task: { ttl: 60_000 } })) messages.push(message);
      expect(messages[0]!.type).to.equal('taskCreated');
      const last = messages.at(-1)!;
      expect(last.type, JSON.stringify(last)).to.equal('result');
      expect(textOf(last.result)).to.equal('report on tides');
      expect((await raw.experimental.tasks.getTask(messages[0]!.task.taskId)).status).to.equal('completed');
      expect(textOf((await raw.callTool({ name: 'report', arguments: { topic: 'winds' } })) as Json)).to.equal('report on winds');
    });

    it("passes a task-only tool's task through to a 2025-11-25 client: task-augmented call, tasks/get, tasks/result", async () => {
      const { raw } = await v1(withTasks);
      const created = (await raw.request({ method: 'tools/call', params: { name: 'batch', arguments: { topic: 'tides' }, task: { ttl: 60_000 } } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      const done = await until('completion', () => raw.experimental.tasks.getTask(taskId), (t) => TERMINAL.includes(t.status));
      expect(done.status).to.equal('completed');
      const result = (await raw.experimental.tasks.getTaskResult(taskId, CallToolResultSchema)) as Json;
      expect(textOf(result)).to.equal('report on tides');
      // Without params.task a task-only tool is -32601 on 2025-11-25, as for a decorated one.
      const plain = await raw.callTool({ name: 'batch', arguments: { topic: 'x' } }).then(() => undefined, (e: { code?: number }) => e);
      expect(plain?.code).to.equal(-32601);
    });

    it("relays the upstream task's question (elicitation on its tasks/result) to the 2025-11-25 client, its answer ending the task", async () => {
      const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => withTasks, capabilities: { elicitation: {} } });
      open.push(session);
      const raw = session.raw as ClientV1;
      const asked: Json[] = [];
      raw.setRequestHandler(ElicitRequestSchema, (request) => {
        asked.push(request.params as Json);
        return { action: 'accept', content: { view: 'calm' } };
      });
      const created = (await raw.request({ method: 'tools/call', params: { name: 'survey', arguments: { topic: 'tides' }, task: { ttl: 60_000 } } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      const result = (await raw.experimental.tasks.getTaskResult(taskId, CallToolResultSchema)) as Json;
      expect(textOf(result)).to.equal('survey on tides: calm');
      expect(asked.map((p) => p.message)).to.deep.equal(['Your view on tides?']);
      // The question names the proxy's task, never the upstream's.
      expect(asked[0]!._meta?.['io.modelcontextprotocol/related-task']?.taskId).to.equal(taskId);
    });

    it("cancels the upstream task when a 2025-11-25 client cancels the proxy's", async () => {
      const { raw } = await v1(withTasks);
      const before = upstreamTasks.cancelled.length;
      const created = (await raw.request({ method: 'tools/call', params: { name: 'vigil', arguments: {}, task: { ttl: 60_000 } } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      await until('working', () => raw.experimental.tasks.getTask(taskId), (t) => t.status === 'working');
      await raw.experimental.tasks.cancelTask(taskId);
      expect((await raw.experimental.tasks.getTask(taskId)).status).to.equal('cancelled');
      await until('the upstream cancelled', async () => upstreamTasks.cancelled.length, (n) => n > before);
      expect(upstreamTasks.cancelled.length - before).to.equal(1);
    });

    it('runs a task-only tool inside the call where the client cannot have a task (2024-11-05), or the proxy serves no tasks', async () => {
      const old = await connectClient({ revision: '2024-11-05', client: 'v1', transport: 'memory', server: () => withTasks });
      open.push(old);
      expect(textOf(await old.callTool('batch', { topic: 'rain' }))).to.equal('report on rain');
      const { session, raw } = await v1(without);
      expect(((await session.listTools()).tools as Json[]).find((t) => t.name === 'batch')).to.not.have.property('execution');
      expect(textOf((await raw.callTool({ name: 'batch', arguments: { topic: 'snow' } })) as Json)).to.equal('report on snow');
    });

    describe('to a 2026-07-28 client', () => {
      let http: HttpServerHandle;
      before(async () => {
        http = await serveHttp(withTasks, { port: 0 });
      });
      after(async () => {
        await http?.close();
      });
      const rpc = async (method: string, params: Json, caps: Json = { elicitation: {}, extensions: { [TASKS_EXTENSION]: {} } }): Promise<Json> => (await (await post2026(http.url, method, params, { clientInfo: { name: 'bridge-core-tasks', version: '1.0.0' }, capabilities: caps })).json()) as Json;
      const settled = (taskId: string) => until('a terminal status', async () => (await rpc('tasks/get', { taskId })).result, (t) => TERMINAL.includes(t.status));

      it("gives the upstream task's result, its question as input_required answered through tasks/update, and a cancel that reaches the upstream", async () => {
        const created = (await rpc('tools/call', { name: 'batch', arguments: { topic: 'fog' } })).result;
        expect(created.resultType).to.equal('task');
        const done = await settled(created.taskId);
        expect(done.status).to.equal('completed');
        expect(textOf(done.result)).to.equal('report on fog');

        const asking = (await rpc('tools/call', { name: 'survey', arguments: { topic: 'hail' } })).result;
        expect(asking.resultType).to.equal('task');
        const parked = await until('input_required', async () => (await rpc('tasks/get', { taskId: asking.taskId })).result, (t) => t.status === 'input_required');
        const [key] = Object.keys(parked.inputRequests);
        expect(parked.inputRequests[key!].method).to.equal('elicitation/create');
        expect(parked.inputRequests[key!].params.message).to.equal('Your view on hail?');
        await rpc('tasks/update', { taskId: asking.taskId, inputResponses: { [key!]: { action: 'accept', content: { view: 'loud' } } } });
        expect(textOf((await settled(asking.taskId)).result)).to.equal('survey on hail: loud');

        const before = upstreamTasks.cancelled.length;
        const long = (await rpc('tools/call', { name: 'vigil', arguments: {} })).result;
        await rpc('tasks/cancel', { taskId: long.taskId });
        expect((await settled(long.taskId)).status).to.equal('cancelled');
        await until('the upstream cancelled', async () => upstreamTasks.cancelled.length, (n) => n > before);
      });

      it('refuses a task-only tool to a client without the extension with -32021, as for a decorated one', async () => {
        const refused = await rpc('tools/call', { name: 'batch', arguments: { topic: 'x' } }, { elicitation: {} });
        expect(refused.error.code).to.equal(-32021);
      });
    });

    it('without the tasks extension serves no tasks: no capability, no execution, the optional tool a plain call', async () => {
      const { session, raw } = await v1(without);
      expect(raw.getServerCapabilities()?.tasks).to.equal(undefined);
      expect(((await session.listTools()).tools as Json[]).find((t) => t.name === 'report')).to.not.have.property('execution');
      expect(textOf((await raw.callTool({ name: 'report', arguments: { topic: 'rain' } })) as Json)).to.equal('report on rain');
    });
  });

  describe('in front of samples/everything (a 2026-07-28 upstream with the tasks extension)', () => {
    let upstreamServer: DecoratedMcpServer;
    let upstreamHttp: HttpServerHandle;
    let server: ProxyServer;
    let http: HttpServerHandle;
    before(async () => {
      upstreamServer = createEverythingServer({ diagnostics: silentDiagnostics });
      upstreamHttp = await serveHttp(upstreamServer, { port: 0 });
      server = await proxy({
        url: upstreamHttp.url,
        diagnostics: silentDiagnostics,
        extensions: [tasks({ pollIntervalMs: 50 })],
        tools: { slow_compute: { task: 'optional' }, confirm_delete: { task: 'optional' } },
      });
      http = await serveHttp(server, { port: 0 });
    });
    after(async () => {
      await http?.close();
      await server?.close();
      await upstreamHttp?.close();
      await upstreamServer?.close();
    });
    const capabilities = { elicitation: {}, extensions: { [TASKS_EXTENSION]: {} } };
    const rpc = async (method: string, params: Json, caps: Json = capabilities): Promise<Json> => (await (await post2026(http.url, method, params, { clientInfo: { name: 'bridge-tasks', version: '1.0.0' }, capabilities: caps })).json()) as Json;

    it('gives a 2026-07-28 client that declares the extension a task for a declared tool, polled to the upstream answer; an undeclared tool stays a call', async () => {
      const created = (await rpc('tools/call', { name: 'slow_compute', arguments: { seconds: 1, label: 'bridged' } })).result;
      expect(created.resultType).to.equal('task');
      const done = await until('completion', async () => (await rpc('tasks/get', { taskId: created.taskId })).result, (t) => TERMINAL.includes(t.status));
      expect(done.status).to.equal('completed');
      expect(textOf(done.result)).to.equal('Computed bridged after 1 s.');
      const greeted = (await rpc('tools/call', { name: 'greet', arguments: { name: 'Ada' } })).result;
      expect(greeted.resultType).to.equal('complete');
      expect(textOf(greeted)).to.equal('Hello, Ada!');
    });

    it("parks the proxy's task in input_required while the upstream asks, answers it through tasks/update, and cancels a running one", async () => {
      const asking = (await rpc('tools/call', { name: 'confirm_delete', arguments: { filename: 'c.txt' } })).result;
      expect(asking.resultType).to.equal('task');
      const parked = await until('input_required', async () => (await rpc('tasks/get', { taskId: asking.taskId })).result, (t) => t.status === 'input_required');
      const [key] = Object.keys(parked.inputRequests);
      expect(parked.inputRequests[key!].method).to.equal('elicitation/create');
      await rpc('tasks/update', { taskId: asking.taskId, inputResponses: { [key!]: { action: 'accept', content: { confirm: true } } } });
      const answered = await until('completion', async () => (await rpc('tasks/get', { taskId: asking.taskId })).result, (t) => TERMINAL.includes(t.status));
      expect(textOf(answered.result)).to.equal('Deleted c.txt.');
      const long = (await rpc('tools/call', { name: 'slow_compute', arguments: { seconds: 30 } })).result;
      await rpc('tasks/cancel', { taskId: long.taskId });
      const after = await until('cancelled', async () => (await rpc('tasks/get', { taskId: long.taskId })).result, (t) => TERMINAL.includes(t.status));
      expect(after.status).to.equal('cancelled');
    });

    it("answers the upstream's task-only tool with -32021 and the capability the upstream named, never -32603", async () => {
      const answer = await rpc('tools/call', { name: 'failing_job', arguments: {} }, { elicitation: {} });
      expect(answer.error.code).to.equal(-32021);
      expect(answer.error.data.requiredCapabilities).to.deep.equal({ extensions: { [TASKS_EXTENSION]: {} } });
      expect(answer.error.message).to.match(/needs the client capabilities "extensions" for tools\/call/);
    });

    describe('following the upstream task (no tool declared: the upstream decides per call)', () => {
      let follower: ProxyServer;
      let followerHttp: HttpServerHandle;
      before(async () => {
        follower = await proxy({ url: upstreamHttp.url, diagnostics: silentDiagnostics, extensions: [tasks({ pollIntervalMs: 50 })] });
        followerHttp = await serveHttp(follower, { port: 0 });
      });
      after(async () => {
        await followerHttp?.close();
        await follower?.close();
      });
      const call = async (method: string, params: Json, caps: Json = capabilities): Promise<Json> => (await (await post2026(followerHttp.url, method, params, { clientInfo: { name: 'bridge-follow', version: '1.0.0' }, capabilities: caps })).json()) as Json;
      const settled = (taskId: string) => until('a terminal status', async () => (await call('tasks/get', { taskId })).result, (t) => TERMINAL.includes(t.status));

      it('makes a task where the upstream made one and a plain answer where it did not', async () => {
        const created = (await call('tools/call', { name: 'slow_compute', arguments: { seconds: 1, label: 'followed' } })).result;
        expect(created.resultType).to.equal('task');
        const done = await settled(created.taskId);
        expect(done.status).to.equal('completed');
        expect(textOf(done.result)).to.equal('Computed followed after 1 s.');
        const greeted = (await call('tools/call', { name: 'greet', arguments: { name: 'Bo' } })).result;
        expect(greeted.resultType).to.equal('complete');
        expect(textOf(greeted)).to.equal('Hello, Bo!');
      });

      it("runs the upstream's task-only tool as a task (its tool error a completed task), and refuses it to a client without tasks with -32021", async () => {
        const created = (await call('tools/call', { name: 'failing_job', arguments: {} })).result;
        expect(created.resultType).to.equal('task');
        const done = await settled(created.taskId);
        expect(done.status).to.equal('completed');
        expect(done.result.isError).to.equal(true);
        expect(textOf(done.result)).to.match(/input batch was rejected/);
        const refused = await call('tools/call', { name: 'failing_job', arguments: {} }, { elicitation: {} });
        expect(refused.error.code).to.equal(-32021);
      });

      it("passes the upstream task's input rounds to the client (both questions at once) and ends it cancelled when the client cancels", async () => {
        const created = (await call('tools/call', { name: 'multi_input', arguments: {} })).result;
        expect(created.resultType).to.equal('task');
        const parked = await until('two questions', async () => (await call('tasks/get', { taskId: created.taskId })).result, (t) => t.status === 'input_required' && Object.keys(t.inputRequests ?? {}).length === 2);
        const inputResponses = Object.fromEntries(Object.keys(parked.inputRequests).map((key, i) => [key, { action: 'accept', content: { name: `n${i}`, confirm: true } }]));
        await call('tasks/update', { taskId: created.taskId, inputResponses });
        const done = await settled(created.taskId);
        expect(done.status).to.equal('completed');
        expect(textOf(done.result)).to.match(/^Answers: n[01]\/true and n[01]\/true\.$/);
        const long = (await call('tools/call', { name: 'slow_compute', arguments: { seconds: 30 } })).result;
        await call('tasks/cancel', { taskId: long.taskId });
        expect((await settled(long.taskId)).status).to.equal('cancelled');
      });
    });

    it('gives a 2025-11-25 client a core task of the same forwarded call', async () => {
      const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => server });
      open.push(session);
      const raw = session.raw as ClientV1;
      const created = (await raw.request({ method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 0, label: 'core' }, task: { ttl: 60_000 } } }, CreateTaskResultSchema)) as Json;
      const taskId = created.task.taskId as string;
      await until('completion', () => raw.experimental.tasks.getTask(taskId), (t) => TERMINAL.includes(t.status));
      expect(textOf((await raw.experimental.tasks.getTaskResult(taskId, CallToolResultSchema)) as Json)).to.equal('Computed core after 0 s.');
    });
  });
});
