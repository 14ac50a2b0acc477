import { expect } from 'chai';
import type { TaskRecord } from '../../../lib/extensions/tasks/task-record.js';
import type { TaskEvent } from '../../../lib/extensions/tasks/task-store.js';
import { silentDiagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { RedisTaskStore } from '../../../lib/stores/redis/redis-task-store.js';
import { FakeRedis } from '../../support/fake-redis.js';

function record(taskId: string, patch: Partial<TaskRecord> = {}): TaskRecord {
  return { taskId, owner: 'o', tool: 't', era: 'stateless', status: 'working', createdAt: '2026-01-01T00:00:00.000Z', lastUpdatedAt: '2026-01-01T00:00:00.000Z', ttlMs: 60_000, pollIntervalMs: 100, expiresAt: Date.now() + 60_000, ...patch };
}

// The logic of the store (keys, expiry, compare-and-set retries, owners, sweep) on a fake client; with real Redis in npm run test:scale.
describe('stores/redis/redis-task-store (at the ioredis seam, with a fake client)', () => {
  let client: FakeRedis;
  let store: RedisTaskStore;
  beforeEach(() => {
    client = new FakeRedis();
    store = new RedisTaskStore({ client, prefix: 'p:', diagnostics: silentDiagnostics });
  });

  it('stores a task under its prefixed key, expiring with the task, and reads it back', async () => {
    await store.create(record('a'));
    await store.create(record('forever', { expiresAt: undefined, ttlMs: null }));
    expect(await store.get('a')).to.deep.equal(record('a', { expiresAt: (await store.get('a'))!.expiresAt }));
    expect(client.log.expiries.get('p:task:a')).to.be.within(1, 60_000);
    expect(client.log.expiries.has('p:task:forever')).to.equal(false);
    expect(await store.get('missing')).to.equal(undefined);
  });

  it('updates by compare-and-set, retrying when another writer changed the task in between', async () => {
    await store.create(record('a', { answers: {} }));
    let calls = 0;
    const updated = await store.update('a', (current) => {
      calls++;
      // The first time, another process writes between this read and the compare-and-set.
      if (calls === 1) void client.set('p:task:a', JSON.stringify({ ...current, statusMessage: 'changed elsewhere' }));
      return { ...current, status: 'completed' };
    });
    expect(calls).to.equal(2);
    expect(updated).to.deep.include({ status: 'completed', statusMessage: 'changed elsewhere' });
    expect(await store.get('a')).to.deep.equal(updated);
  });

  it('leaves a task alone when the change gives nothing, and answers undefined for a task that is gone', async () => {
    await store.create(record('a'));
    expect(await store.update('a', () => undefined)).to.deep.include({ taskId: 'a', status: 'working' });
    expect(await store.update('gone', () => record('gone'))).to.equal(undefined);
  });

  it('gives up, saying so, when the task keeps changing', async () => {
    await store.create(record('a'));
    let n = 0;
    const error = await store.update('a', (current) => {
      void client.set('p:task:a', JSON.stringify({ ...current, statusMessage: String(n++) }));
      return { ...current, status: 'completed' };
    }).then(() => undefined, (e: Error) => e);
    expect(error?.message).to.equal('RedisTaskStore: task a kept changing under 20 attempts to update it');
  });

  it("lists one owner's live tasks in creation order, by page", async () => {
    await store.create(record('b', { createdAt: '2026-01-01T00:00:02.000Z' }));
    await store.create(record('a', { createdAt: '2026-01-01T00:00:01.000Z' }));
    await store.create(record('x', { owner: 'other' }));
    await store.create(record('old', { createdAt: '2026-01-01T00:00:03.000Z', expiresAt: Date.now() - 1 }));
    expect((await store.list('o', 0, 10)).map((t) => t.taskId)).to.deep.equal(['a', 'b']);
    expect((await store.list('o', 1, 1)).map((t) => t.taskId)).to.deep.equal(['b']);
    expect(await store.list('nobody', 0, 10)).to.deep.equal([]);
  });

  it('sweeps expired tasks with their owner entries, and only those', async () => {
    await store.create(record('live'));
    await store.create(record('dead', { expiresAt: 1000 }));
    expect(await store.sweep(Date.now())).to.equal(1);
    expect(await store.get('dead')).to.equal(undefined);
    expect(await store.get('live')).to.not.equal(undefined);
    expect((await store.list('o', 0, 10)).map((t) => t.taskId)).to.deep.equal(['live']);
    expect(await store.sweep(Date.now())).to.equal(0);
  });

  it('carries events to the subscribers of another store on the same Redis', async () => {
    const other = new RedisTaskStore({ client: client.duplicate(), prefix: 'p:', diagnostics: silentDiagnostics });
    const heard: TaskEvent[] = [];
    other.subscribe((event) => heard.push(event));
    for (let i = 0; i < 20 && client.log.commands.every((c) => !c.startsWith('subscribe')); i++) await new Promise((resolve) => setImmediate(resolve));
    store.publish({ type: 'cancel', taskId: 'a' });
    for (let i = 0; i < 20 && heard.length === 0; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(heard).to.deep.equal([{ type: 'cancel', taskId: 'a' }]);
    await other.close();
    await store.close();
    expect(client.quits).to.equal(0);
  });
});
