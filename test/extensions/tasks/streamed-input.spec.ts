import { expect } from 'chai';
import { type JsonObject } from '../../../lib/index.js';
import { InMemoryTaskStore } from '../../../lib/extensions/index.js';
import type { ClientConnection, ExtensionRequest } from '../../../lib/server/contracts/extension.js';
import type { RequestId } from '../../../lib/server/protocol/json-rpc.js';
import { StreamedInput } from '../../../lib/extensions/tasks/streamed-input.js';
import { TaskService, type TaskSettings } from '../../../lib/extensions/tasks/task-service.js';

const SETTINGS: TaskSettings = { defaultTtlMs: 60_000, maxTtlMs: 120_000, pollIntervalMs: 100, maxResultBytes: 1 << 16, leaseMs: 30_000, sweepIntervalMs: 60_000, maxTasksPerOwner: 100, maxTasks: 1000, maxStoredResultBytes: 1 << 20 };
const ROOTS = { method: 'roots/list', params: {} } as const;
const RELATED = 'io.modelcontextprotocol/related-task';

describe('extensions/tasks/streamed-input', () => {
  const setup = async (options: { open?: boolean; meta?: unknown } = {}) => {
    const store = new InMemoryTaskStore();
    const service = new TaskService(store, SETTINGS);
    const record = await service.create('o', 'tool', 'session', undefined, undefined);
    const sent: [string, JsonObject, RequestId | undefined][] = [];
    const connection: ClientConnection = {
      open: options.open ?? true,
      notify: (method, params, related) => void sent.push([method, params, related]),
      ask: async (method, params, related) => {
        sent.push([method, params, related]);
        return { roots: [] };
      },
      onClose: () => () => undefined,
    };
    const request = { params: options.meta === undefined ? {} : { _meta: options.meta }, connection } as unknown as ExtensionRequest;
    return { store, taskId: record.taskId, sent, input: new StreamedInput(service, request) };
  };

  it('is the 2025-11-25 strategy: a tool error leaves the task failed', async () => {
    const { input } = await setup();
    expect([input.era, input.toolErrorStatus]).to.deep.equal(['session', 'failed']);
  });

  it('sends progress with the original token only, tagged with the related task', async () => {
    const { taskId, sent, input } = await setup({ meta: { progressToken: 5 } });
    input.progress(taskId, { progress: 1, message: 'one' });
    expect(sent).to.deep.equal([['notifications/progress', { progressToken: 5, progress: 1, message: 'one', _meta: { [RELATED]: { taskId } } }, undefined]]);
    const untokened = await setup({ meta: { progressToken: { not: 'a token' } } });
    untokened.input.progress(untokened.taskId, { progress: 1 });
    expect(untokened.sent).to.deep.equal([]);
  });

  it('puts notifications on the newest waiting tasks/result stream, and none on a closed session', async () => {
    const { taskId, sent, input } = await setup();
    const removeFirst = input.addWaiter(1);
    input.addWaiter(2);
    input.notify(taskId, 'notifications/message', { data: 'a' });
    removeFirst();
    input.stop();
    input.notify(taskId, 'notifications/message', { data: 'b' });
    expect(sent.map(([, params, related]) => [params.data, related])).to.deep.equal([['a', 2], ['b', undefined]]);
    const closed = await setup({ open: false });
    closed.input.notify(closed.taskId, 'notifications/message', { data: 'c' });
    closed.input.changed(closed.taskId);
    expect(closed.sent).to.deep.equal([]);
  });

  it('waits for a tasks/result stream before it asks, and gives up with the reason its signal aborts with', async () => {
    const { store, taskId, sent, input } = await setup();
    const stop = new AbortController();
    const asked = input.ask(taskId, 'roots-1', ROOTS, stop.signal).then(() => 'answered', (e: Error) => e.message);
    const end = Date.now() + 2000;
    while ((await store.get(taskId))!.status !== 'input_required') {
      if (Date.now() > end) throw new Error('never parked');
      await new Promise((resolve) => setImmediate(resolve));
    }
    stop.abort(new Error('the task was cancelled'));
    expect(await asked).to.equal('the task was cancelled');
    expect(sent).to.deep.equal([]);
  });
});
