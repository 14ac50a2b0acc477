import { expect } from 'chai';
import { InMemoryTaskStore } from '../../../lib/extensions/index.js';
import { PolledInput } from '../../../lib/extensions/tasks/polled-input.js';
import type { TaskInput } from '../../../lib/extensions/tasks/task-input.js';
import { TaskService, type TaskSettings } from '../../../lib/extensions/tasks/task-service.js';

const SETTINGS: TaskSettings = { defaultTtlMs: 60_000, maxTtlMs: 120_000, pollIntervalMs: 100, maxResultBytes: 1 << 16, leaseMs: 30_000, sweepIntervalMs: 60_000, maxTasksPerOwner: 100, maxTasks: 1000, maxStoredResultBytes: 1 << 20 };
const ROOTS = { method: 'roots/list', params: {} } as const;

async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 2000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('extensions/tasks/polled-input', () => {
  const setup = async () => {
    const store = new InMemoryTaskStore();
    const service = new TaskService(store, SETTINGS);
    const record = await service.create('o', 'tool', 'stateless', undefined, undefined);
    const input: TaskInput = new PolledInput(service);
    return { store, service, taskId: record.taskId, input };
  };

  it('is the 2026-07-28 strategy: a tool error leaves the task completed with its result', async () => {
    const { input } = await setup();
    expect([input.era, input.toolErrorStatus]).to.deep.equal(['stateless', 'completed']);
  });

  it('parks the task with a copy of the request under its key, and answers each key with its own answer', async () => {
    const { store, service, taskId, input } = await setup();
    const request = { method: 'roots/list', params: {} } as const;
    const first = input.ask(taskId, 'roots-1', request, new AbortController().signal);
    const second = input.ask(taskId, 'roots-2', ROOTS, new AbortController().signal);
    await until('both requests', async () => Object.keys((await store.get(taskId))!.inputRequests ?? {}).length === 2);
    const parked = (await store.get(taskId))!;
    expect(parked).to.deep.include({ status: 'input_required', statusMessage: 'Waiting for input from the client (tasks/update).' });
    expect(parked.inputRequests!['roots-1']).to.deep.equal(request);
    expect(parked.inputRequests!['roots-1'], 'a copy').to.not.equal(request);
    await service.deliver(taskId, { 'roots-2': { roots: [] } });
    expect(await second).to.deep.equal({ roots: [] });
    expect((await store.get(taskId))!.status, 'roots-1 is still outstanding').to.equal('input_required');
    await service.deliver(taskId, { 'roots-1': { roots: [{ uri: 'file:///a' }] } });
    expect(await first).to.deep.equal({ roots: [{ uri: 'file:///a' }] });
    expect((await store.get(taskId))!.answers).to.deep.equal({});
  });

  it('rejects at once with the reason of a signal that already aborted', async () => {
    const { taskId, input } = await setup();
    const stop = new AbortController();
    stop.abort(new Error('the task was cancelled'));
    const refused = await input.ask(taskId, 'roots-1', ROOTS, stop.signal).then(() => undefined, (e: Error) => e.message);
    expect(refused).to.equal('the task was cancelled');
  });

  it('sends nothing anywhere for notifications, progress or changes: a 2026-07-28 task has no stream', async () => {
    const { store, taskId, input } = await setup();
    const before = await store.get(taskId);
    input.notify(taskId, 'notifications/message', { level: 'info', data: 'x' });
    input.progress(taskId, { progress: 1 });
    input.changed(taskId);
    input.stop();
    expect(await store.get(taskId)).to.equal(before);
    expect(input.addWaiter).to.equal(undefined);
  });
});
