import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { RedisTaskStore } from 'mcp-decorators/redis';
import type { TaskEvent, TaskRecord } from 'mcp-decorators/extensions';
import { deployment } from '../../support/root-hooks.js';

function record(taskId: string, patch: Partial<TaskRecord> = {}): TaskRecord {
  const at = new Date().toISOString();
  return { taskId, owner: 'o', tool: 't', era: 'stateless', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 60_000, pollIntervalMs: 100, expiresAt: Date.now() + 60_000, ...patch };
}

describe('stores/redis/redis-task-store (real Redis)', function () {
  this.timeout(30_000);

  it('keeps every one of concurrent updates from two stores (compare-and-set), lists by owner and sweeps', async () => {
    const { redisUrl } = await deployment();
    const prefix = `t-${randomUUID()}:`;
    const a = new RedisTaskStore({ url: redisUrl, prefix });
    const b = new RedisTaskStore({ url: redisUrl, prefix });
    try {
      await a.create(record('x', { answers: {} }));
      await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).update('x', (r) => ({ ...r, answers: { ...r.answers, [`k${i}`]: i } }))));
      expect(Object.keys((await b.get('x'))!.answers!).length).to.equal(20);
      await a.create(record('y', { owner: 'p' }));
      await a.create(record('z', { expiresAt: Date.now() - 1 }));
      expect((await b.list('o', 0, 10)).map((t) => t.taskId)).to.deep.equal(['x']);
      expect(await a.sweep(Date.now())).to.equal(1);
      expect(await b.get('z')).to.equal(undefined);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('carries events from one store to the subscribers of another', async () => {
    const { redisUrl } = await deployment();
    const prefix = `e-${randomUUID()}:`;
    const a = new RedisTaskStore({ url: redisUrl, prefix });
    const b = new RedisTaskStore({ url: redisUrl, prefix });
    try {
      const heard = new Promise<TaskEvent>((resolve) => b.subscribe(resolve));
      // The subscription is set up asynchronously: publish until it is heard.
      const timer = setInterval(() => a.publish({ type: 'cancel', taskId: 'q' }), 50);
      expect(await heard).to.deep.equal({ type: 'cancel', taskId: 'q' });
      clearInterval(timer);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
