import { expect } from 'chai';
import { CallToolResultSchema, CreateTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { connectClient, type RevisionSession } from '../../lib/testing/index.js';
import { Ctx, Param, Tool, createServer, serveHttp, tasks, type DecoratedMcpServer, type HttpServerHandle, type McpContext } from '../../lib/index.js';
import { TASKS_EXTENSION } from '../../lib/extensions/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { envelope, headers2026, post2026 } from '../support/wire.js';
import { until } from '../support/until.js';

type Json = { [key: string]: any };

/** Tools that hold their task until it is cancelled, and one that is never a task. */
class Jobs {
  @Tool({ name: 'hold', description: 'Runs until cancelled.', task: 'optional' })
  async hold(@Ctx() ctx: McpContext): Promise<string> {
    await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve(), { once: true }));
    return 'released';
  }

  @Tool({ name: 'greet', description: 'Says hello, at once (never a task).' })
  greet(@Param('name') name: string): string {
    return `Hello, ${name}!`;
  }
}

describe('hostile/tasks: task limits, task-augmented calls of plain tools, and listen acknowledgements', function () {
  this.timeout(30_000);
  let http: HttpServerHandle;
  const open: RevisionSession[] = [];
  const server = (): DecoratedMcpServer => createServer({ name: 'jobs', version: '1.0.0', classes: [Jobs], extensions: [tasks({ maxTasksPerOwner: 2 })], diagnostics: silentDiagnostics });
  beforeEach(async () => {
    http = await serveHttp(server(), { port: 0 });
  });
  afterEach(async () => {
    for (const s of open.splice(0)) await s.close();
    await http.close();
  });

  /** One 2026-07-28 request of `client`, declaring the tasks extension; the HTTP status and the JSON-RPC answer. */
  async function call(method: string, params: Json, client = 'client-a'): Promise<{ status: number; headers: Headers; body: Json }> {
    const response = await post2026(http.url, method, params, { clientInfo: { name: client, version: '1.0.0' }, capabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  }

  it('2026-07-28: an owner at maxTasksPerOwner gets 429 / -32005 naming the limit; another owner still creates; a finished task frees the slot', async () => {
    const first = (await call('tools/call', { name: 'hold', arguments: {} })).body.result;
    expect(first.resultType).to.equal('task');
    await call('tools/call', { name: 'hold', arguments: {} });
    const refused = await call('tools/call', { name: 'hold', arguments: {} });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.equal('1');
    expect(refused.body.error.code).to.equal(-32005);
    expect(refused.body.error.message).to.equal('Tool hold cannot start a task: this caller already has 2 tasks running, the most tasks({ maxTasksPerOwner }) allows. Wait for one to finish or cancel one, or raise the limit with tasks({ maxTasksPerOwner }).');
    expect(refused.body.error.data).to.deep.include({ code: 'MCPD_TASK_LIMIT', limit: 'maxTasksPerOwner', max: 2 });
    expect((await call('tools/call', { name: 'hold', arguments: {} }, 'client-b')).body.result.resultType).to.equal('task');
    await call('tasks/cancel', { taskId: first.taskId });
    const again = await until('a free slot', () => call('tools/call', { name: 'hold', arguments: {} }), (r) => r.status === 200);
    expect(again.body.result.resultType).to.equal('task');
  });

  it('2025-11-25 (official v1 client): the capped owner gets -32005 naming the limit; a finished task frees the slot', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'http', server });
    open.push(session);
    const raw = session.raw as ClientV1;
    const create = (): Promise<Json> => raw.request({ method: 'tools/call', params: { name: 'hold', arguments: {}, task: {} } }, CreateTaskResultSchema) as Promise<Json>;
    const first = await create();
    await create();
    const refused = await create().then(() => undefined, (e: { code?: number; message?: string }) => e);
    expect(refused?.code).to.equal(-32005);
    expect(refused?.message).to.include('the most tasks({ maxTasksPerOwner }) allows');
    await raw.experimental.tasks.cancelTask(first.task.taskId);
    const again = await until('a free slot', () => create().then((r) => r, () => undefined), (r) => r !== undefined);
    expect(again!.task.status).to.equal('working');
  });

  it('2025-11-25 (official v1 client): a task-augmented call of a tool without taskSupport is -32601; a plain call runs', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'http', server });
    open.push(session);
    const raw = session.raw as ClientV1;
    // greet has no taskSupport: asked for as a task it is -32601 (the spec's SHOULD), and as a plain call it runs.
    const augmented = await raw.request({ method: 'tools/call', params: { name: 'greet', arguments: { name: 'Ada' }, task: { ttl: 60_000 } } }, CreateTaskResultSchema).then(() => undefined, (e: { code?: number; message?: string }) => e);
    expect(augmented?.code).to.equal(-32601);
    expect(augmented?.message).to.include('tool greet does not run as a task');
    const plain = await raw.request({ method: 'tools/call', params: { name: 'greet', arguments: { name: 'Ada' } } }, CallToolResultSchema);
    expect(plain.content[0]).to.deep.equal({ type: 'text', text: 'Hello, Ada!' });
  });

  it('2026-07-28: subscriptions/listen acknowledges only the caller\'s own existing task ids', async () => {
    const mine = (await call('tools/call', { name: 'hold', arguments: {} })).body.result.taskId as string;
    const theirs = (await call('tools/call', { name: 'hold', arguments: {} }, 'client-b')).body.result.taskId as string;
    const meta = envelope({ clientInfo: { name: 'client-a', version: '1.0.0' }, capabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
    const acknowledgement = async (taskIds: string[]): Promise<Json> => {
      const controller = new AbortController();
      const response = await fetch(http.url, {
        method: 'POST',
        signal: controller.signal,
        headers: headers2026('subscriptions/listen'),
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'subscriptions/listen', params: { notifications: { taskIds, toolsListChanged: true }, _meta: meta } }),
      });
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes('notifications/subscriptions/acknowledged')) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += new TextDecoder().decode(chunk.value);
      }
      controller.abort();
      const frame = text.split('\n').find((l) => l.startsWith('data:') && l.includes('acknowledged'));
      return (JSON.parse(frame!.slice(5)) as Json).params.notifications;
    };
    expect(await acknowledgement([mine, 'invented-task-id', theirs, mine])).to.deep.equal({ toolsListChanged: true, taskIds: [mine] });
    expect(await acknowledgement(['invented-task-id', theirs])).to.deep.equal({ toolsListChanged: true });
    await call('tasks/cancel', { taskId: mine });
    await call('tasks/cancel', { taskId: theirs }, 'client-b');
  });
});
