import { expect } from 'chai';
import { InMemoryTaskStore, type TaskEvent, type TaskRecord } from '../../../lib/extensions/index.js';

function record(taskId: string, patch: Partial<TaskRecord> = {}): TaskRecord {
  const at = new Date().toISOString();
  return { taskId, owner: 'o', tool: 't', era: 'stateless', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 1000, pollIntervalMs: 10, expiresAt: Date.now() + 1000, ...patch };
}

describe('extensions/tasks/in-memory-task-store', () => {
  it('creates, updates (or leaves), lists by owner from an offset, and sweeps expired tasks', async () => {
    const store = new InMemoryTaskStore();
    await store.create(record('a'));
    await store.create(record('b'));
    await store.create(record('c', { owner: 'p', expiresAt: 1 }));
    expect((await store.update('a', (r) => ({ ...r, status: 'failed' })))!.status).to.equal('failed');
    expect((await store.update('b', () => undefined))!.status).to.equal('working');
    expect(await store.update('zz', (r) => r)).to.equal(undefined);
    expect((await store.list('o', 1, 5)).map((t) => t.taskId)).to.deep.equal(['b']);
    expect(await store.sweep(Date.now())).to.equal(1);
    expect(await store.get('c')).to.equal(undefined);
  });

  it('delivers events to its subscribers until they unsubscribe', () => {
    const store = new InMemoryTaskStore();
    const heard: TaskEvent[] = [];
    const stop = store.subscribe((e) => heard.push(e));
    store.publish({ type: 'cancel', taskId: 'a' });
    stop();
    store.publish({ type: 'cancel', taskId: 'b' });
    expect(heard).to.deep.equal([{ type: 'cancel', taskId: 'a' }]);
  });
});
