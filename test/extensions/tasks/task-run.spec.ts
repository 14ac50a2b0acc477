import { expect } from 'chai';
import { type JsonObject, type JsonValue } from '../../../lib/index.js';
import { InMemoryTaskStore } from '../../../lib/extensions/index.js';
import type { ClientConnection, ExecutionChannel, ExtensionRequest, ToolExecutionRequest, ToolRunOutcome } from '../../../lib/server/contracts/extension.js';
import type { ToolDescriptor } from '../../../lib/model/tool-descriptor.js';
import type { RequestId } from '../../../lib/server/protocol/json-rpc.js';
import type { TaskRecord } from '../../../lib/extensions/tasks/task-record.js';
import { PolledInput } from '../../../lib/extensions/tasks/polled-input.js';
import { StreamedInput } from '../../../lib/extensions/tasks/streamed-input.js';
import type { TaskInput } from '../../../lib/extensions/tasks/task-input.js';
import { TaskRun } from '../../../lib/extensions/tasks/task-run.js';
import { TaskService, type TaskSettings } from '../../../lib/extensions/tasks/task-service.js';

const SETTINGS: TaskSettings = { defaultTtlMs: 60_000, maxTtlMs: 120_000, pollIntervalMs: 100, maxResultBytes: 1 << 16, leaseMs: 30_000, sweepIntervalMs: 60_000, maxTasksPerOwner: 100, maxTasks: 1000, maxStoredResultBytes: 1 << 20 };
const RELATED = 'io.modelcontextprotocol/related-task';
const ELICIT = { method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } } } as const;

/** What a connection was asked to carry: notifications and requests to the client, with the request they relate to. */
interface Sent {
  readonly kind: 'notify' | 'ask';
  readonly method: string;
  readonly params: JsonObject;
  readonly related: RequestId | undefined;
}

/** Resolves when `done()` holds, polling on the event loop (bounded: rejects after 2 s). */
async function until(what: string, done: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 2000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One run of a fake tool on a real TaskService over an in-memory store; the tool body is the test's. */
function harness(era: TaskRecord['era'], options: { deferred?: boolean; progressToken?: string; open?: boolean; body?: (channel: ExecutionChannel) => Promise<ToolRunOutcome> } = {}) {
  const store = new InMemoryTaskStore();
  const service = new TaskService(store, SETTINGS);
  const sent: Sent[] = [];
  const requestAbort = new AbortController();
  const connection: ClientConnection = {
    open: options.open ?? true,
    notify: (method, params, related) => void sent.push({ kind: 'notify', method, params, related }),
    ask: async (method, params, related) => {
      sent.push({ kind: 'ask', method, params, related });
      return { action: 'accept', content: { confirm: true } };
    },
    onClose: () => () => undefined,
  };
  const request = {
    id: 7,
    method: 'tools/call',
    params: { name: 'job', ...(options.progressToken !== undefined ? { _meta: { progressToken: options.progressToken } } : {}) },
    era,
    owner: 'owner-1',
    signal: requestAbort.signal,
    principal: { subject: 'alice', scopes: [] },
    ...(era === 'session' ? { connection } : {}),
  } as unknown as ExtensionRequest;
  const tool = { name: 'job', member: 'Jobs.job', execution: { taskSupport: 'optional', timeoutMs: 1234, ttlMs: 5000, pollIntervalMs: 42 } } as unknown as ToolDescriptor;
  let seen: ExecutionChannel | undefined;
  const execution: ToolExecutionRequest = {
    request,
    tool,
    run: async (on) => {
      seen = on;
      return options.body ? options.body(on!) : { kind: 'result', result: { content: [{ type: 'text', text: 'done' }] }, toolError: false };
    },
  };
  // The era's input strategy, chosen once, as tasks() does.
  const input: TaskInput = era === 'stateless' ? new PolledInput(service) : new StreamedInput(service, request);
  const run = new TaskRun(service, execution, input, undefined, options.deferred === true);
  return { store, service, sent, requestAbort, run, channel: () => seen, addWaiter: (id: RequestId) => input.addWaiter!(id) };
}

/** A tool body that waits until the test lets it finish, handing the test its channel. */
function gate(): { body: (channel: ExecutionChannel) => Promise<ToolRunOutcome>; started: Promise<ExecutionChannel>; finish: (outcome?: ToolRunOutcome) => void } {
  let finish: (outcome: ToolRunOutcome) => void = () => undefined;
  let started: (channel: ExecutionChannel) => void = () => undefined;
  const ready = new Promise<ExecutionChannel>((resolve) => (started = resolve));
  const body = (channel: ExecutionChannel): Promise<ToolRunOutcome> => {
    started(channel);
    return new Promise<ToolRunOutcome>((resolve) => (finish = resolve));
  };
  return { body, started: ready, finish: (outcome = { kind: 'result', result: { content: [] }, toolError: false }) => finish(outcome) };
}

describe('extensions/tasks/task-run', () => {
  it('stores the task before its id goes out, runs the tool on its own channel, and records the result', async () => {
    const h = harness('stateless');
    const record = await h.run.create();
    expect(await h.store.get(record.taskId)).to.deep.include({ status: 'working', owner: 'owner-1', tool: 'job', era: 'stateless', ttlMs: 5000, pollIntervalMs: 42 });
    expect(h.run.taskId).to.equal(record.taskId);
    const outcome = await h.run.execute();
    expect(outcome).to.deep.equal({ kind: 'result', result: { content: [{ type: 'text', text: 'done' }] }, toolError: false });
    expect(h.channel()?.signal).to.equal(h.run.signal);
    const stored = (await h.store.get(record.taskId))!;
    expect(stored.status).to.equal('completed');
    expect(stored.result).to.deep.equal({ content: [{ type: 'text', text: 'done' }] });
  });

  it("takes the tool's time limit and the creating request's principal, for the run's whole life", () => {
    const h = harness('stateless');
    expect(h.run.timeLimitMs).to.equal(1234);
    expect(h.run.principal).to.deep.equal({ subject: 'alice', scopes: [] });
  });

  it('records a protocol error of the run as a failed task with that error', async () => {
    const h = harness('stateless', { body: async () => ({ kind: 'error', error: { code: -32602, message: 'Invalid params: no' } }) });
    const record = await h.run.create();
    await h.run.execute();
    expect(await h.store.get(record.taskId)).to.deep.include({ status: 'failed', statusMessage: 'Invalid params: no', error: { code: -32602, message: 'Invalid params: no' } });
  });

  it('turns progress into the status message (the message, else "n of total", else n), and ignores progress before the task exists', async () => {
    const g = gate();
    const h = harness('stateless', { body: g.body, progressToken: 'p1' });
    h.run.progress({ progress: 1 });
    const record = await h.run.create();
    const ran = h.run.execute();
    const channel = await g.started;
    const messageOf = async (): Promise<string | undefined> => (await h.store.get(record.taskId))?.statusMessage;
    channel.progress!({ progress: 2, total: 5 });
    await until('2 of 5', async () => (await messageOf()) === '2 of 5');
    channel.progress!({ progress: 3 });
    await until('3', async () => (await messageOf()) === '3');
    channel.progress!({ progress: 4, total: 5, message: 'Almost' });
    await until('Almost', async () => (await messageOf()) === 'Almost');
    // 2026-07-28 has no stream for the task: nothing went to a connection.
    expect(h.sent).to.deep.equal([]);
    g.finish();
    await ran;
  });

  it('aborts its signal when the task is cancelled (a cancel event for this task only)', async () => {
    const g = gate();
    const h = harness('stateless', { body: g.body });
    const record = await h.run.create();
    const ran = h.run.execute();
    const channel = await g.started;
    h.store.publish({ type: 'cancel', taskId: 'another-task' });
    expect(channel.signal.aborted).to.equal(false);
    await h.service.cancel(record.taskId);
    expect(channel.signal.aborted).to.equal(true);
    expect((channel.signal.reason as Error).message).to.equal('the task was cancelled');
    g.finish();
    await ran;
    expect((await h.store.get(record.taskId))!.status).to.equal('cancelled');
  });

  it('a deferred run follows its request until ctx.startTask(), then becomes a task and outlives the request', async () => {
    const g = gate();
    const h = harness('stateless', { deferred: true, body: g.body });
    expect(h.run.deferred).to.equal(true);
    const ran = h.run.execute();
    const channel = await g.started;
    expect(h.run.taskId).to.equal(undefined);
    await channel.detach!();
    const record = await h.run.started;
    expect(h.run.taskId).to.equal(record.taskId);
    await channel.detach!();
    expect(h.run.taskId, 'a second startTask() is a no-op').to.equal(record.taskId);
    h.requestAbort.abort(new Error('client went away'));
    expect(channel.signal.aborted, 'the request is no longer the run').to.equal(false);
    g.finish();
    await ran;
    expect((await h.store.get(record.taskId))!.status).to.equal('completed');
  });

  it("a deferred run aborts with its request's reason while it is attached", async () => {
    const g = gate();
    const h = harness('stateless', { deferred: true, body: g.body });
    const ran = h.run.execute();
    const channel = await g.started;
    h.requestAbort.abort(new Error('client went away'));
    expect((channel.signal.reason as Error).message).to.equal('client went away');
    g.finish();
    await ran;
  });

  it('refuses client input before the task exists', async () => {
    const h = harness('stateless');
    const refused = await h.run.ask(ELICIT, new AbortController().signal).then(() => undefined, (e: Error) => e.message);
    expect(refused).to.equal('the task does not exist yet');
  });

  describe('2026-07-28: input by polling', () => {
    it('parks the task in input_required with the request under a key, and resumes with the tasks/update answer', async () => {
      const h = harness('stateless');
      const record = await h.run.create();
      const answer = h.run.ask(ELICIT, new AbortController().signal);
      await until('input_required', async () => (await h.store.get(record.taskId))!.status === 'input_required');
      const parked = (await h.store.get(record.taskId))!;
      expect(parked.inputRequests).to.deep.equal({ 'elicitation-1': ELICIT });
      await h.service.deliver(record.taskId, { 'elicitation-1': { action: 'decline' } });
      expect(await answer).to.deep.equal({ action: 'decline' });
      const after = (await h.store.get(record.taskId))!;
      expect(after.status).to.equal('working');
      expect(after.answers).to.deep.equal({});
      expect(after.inputRequests).to.deep.equal({});
    });

    it('rejects a waiting ask with the reason its signal aborts with', async () => {
      const h = harness('stateless');
      const record = await h.run.create();
      const stop = new AbortController();
      const answer = h.run.ask(ELICIT, stop.signal).then(() => 'answered', (e: Error) => e.message);
      await until('input_required', async () => (await h.store.get(record.taskId))!.status === 'input_required');
      stop.abort(new Error('the task was cancelled'));
      expect(await answer).to.equal('the task was cancelled');
    });

    it('drops notifications: there is no stream for a task', async () => {
      const h = harness('stateless');
      await h.run.create();
      h.run.notify('notifications/message', { level: 'info', data: 'x' });
      expect(h.sent).to.deep.equal([]);
    });
  });

  describe('2025-11-25: input on the tasks/result stream', () => {
    it('asks the client on the stream of a waiting tasks/result, tagged with the related task, then works again', async () => {
      const h = harness('session');
      const record = await h.run.create();
      const answer = h.run.ask(ELICIT, new AbortController().signal);
      await until('input_required', async () => (await h.store.get(record.taskId))!.status === 'input_required');
      expect(h.sent.filter((s) => s.kind === 'ask')).to.deep.equal([]);
      const remove = h.addWaiter(11);
      expect(await answer).to.deep.equal({ action: 'accept', content: { confirm: true } });
      remove();
      const asked = h.sent.filter((s) => s.kind === 'ask');
      expect(asked).to.deep.equal([{ kind: 'ask', method: 'elicitation/create', params: { ...ELICIT.params, _meta: { [RELATED]: { taskId: record.taskId } } }, related: 11 }]);
      expect(await h.store.get(record.taskId)).to.deep.include({ status: 'working', statusMessage: 'Input received; working.', inputRequests: {} });
    });

    it('refuses input when the session that started the task is closed', async () => {
      const h = harness('session', { open: false });
      await h.run.create();
      const refused = await h.run.ask(ELICIT, new AbortController().signal).then(() => undefined, (e: Error) => e.message);
      expect(refused).to.equal('the session that started this task is closed');
    });

    it('sends notifications/tasks/status on each change of status or message, once per change', async () => {
      const h = harness('session');
      const record = await h.run.create();
      const statuses = (): Sent[] => h.sent.filter((s) => s.method === 'notifications/tasks/status');
      await h.service.update(record.taskId, (r) => ({ ...r, statusMessage: 'step 1' }));
      await until('a status', () => statuses().length === 1);
      h.store.publish({ type: 'changed', taskId: record.taskId });
      await h.service.update(record.taskId, (r) => ({ ...r, statusMessage: 'step 2' }));
      await until('a second status', () => statuses().length === 2);
      expect(statuses().map((s) => [s.params.taskId, s.params.status, s.params.statusMessage])).to.deep.equal([[record.taskId, 'working', 'step 1'], [record.taskId, 'working', 'step 2']]);
    });

    it('sends progress with the original token and notifications on the waiting stream, tagged with the related task', async () => {
      const h = harness('session', { progressToken: 'p9' });
      const record = await h.run.create();
      const meta = { [RELATED]: { taskId: record.taskId } };
      h.run.progress({ progress: 1, total: 2 });
      h.addWaiter(12);
      h.run.notify('notifications/message', { level: 'info', data: 'hi' });
      const notes = h.sent.filter((s) => s.method !== 'notifications/tasks/status');
      expect(notes).to.deep.equal([
        { kind: 'notify', method: 'notifications/progress', params: { progressToken: 'p9', progress: 1, total: 2, _meta: meta }, related: undefined },
        { kind: 'notify', method: 'notifications/message', params: { level: 'info', data: 'hi', _meta: meta }, related: 12 },
      ]);
    });
  });
});
