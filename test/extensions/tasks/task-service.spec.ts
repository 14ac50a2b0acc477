import { expect } from 'chai';
import { InMemoryTaskStore } from '../../../lib/extensions/index.js';
import { TaskService, type TaskSettings } from '../../../lib/extensions/tasks/task-service.js';

const SETTINGS: TaskSettings = { defaultTtlMs: 1000, maxTtlMs: 5000, pollIntervalMs: 100, maxResultBytes: 64, leaseMs: 1000, sweepIntervalMs: 1000, maxTasksPerOwner: 100, maxTasks: 10_000, maxStoredResultBytes: 1 << 20 };

describe('extensions/tasks/task-service', () => {
  let now = 1_000_000;
  const clock = (): number => now;
  const service = (): TaskService => new TaskService(new InMemoryTaskStore(), SETTINGS, clock);

  it('creates unguessable ids, caps the ttl, and hides a task from other owners and after it expired', async () => {
    const s = service();
    const a = await s.create('alice', 'tool', 'stateless', 60_000, undefined);
    const b = await s.create('alice', 'tool', 'stateless', undefined, 7);
    expect(a.taskId).to.match(/^[A-Za-z0-9_-]{22}$/).and.not.equal(b.taskId);
    expect([a.ttlMs, b.ttlMs, b.pollIntervalMs]).to.deep.equal([5000, 1000, 7]);
    expect((await s.read(a.taskId, 'alice'))?.taskId).to.equal(a.taskId);
    expect(await s.read(a.taskId, 'bob')).to.equal(undefined);
    now += 1001;
    expect(await s.read(b.taskId, 'alice')).to.equal(undefined);
    now -= 1001;
  });

  it('fails a result over the size limit with the documented message, and keeps cancelled tasks cancelled', async () => {
    const s = service();
    const big = await s.create('o', 'export', 'stateless', undefined, undefined);
    await s.finish(big.taskId, 'export', { kind: 'result', result: { content: [{ type: 'text', text: 'x'.repeat(100) }] }, toolError: false }, 'completed');
    const failed = (await s.read(big.taskId, 'o'))!;
    expect(failed.status).to.equal('failed');
    expect(failed.statusMessage).to.match(/^The result of tool export is \d+ bytes, more than the 64 bytes a task keeps\./);
    const other = await s.create('o', 'x', 'stateless', undefined, undefined);
    await s.cancel(other.taskId);
    await s.finish(other.taskId, 'x', { kind: 'result', result: { content: [] }, toolError: false }, 'completed');
    expect((await s.read(other.taskId, 'o'))!.status).to.equal('cancelled');
  });

  it("leaves a run that ended as a tool error as its era's status (2026-07-28 completed, 2025-11-25 failed), read from the outcome", async () => {
    const s = service();
    const modern = await s.create('o', 'x', 'stateless', undefined, undefined);
    const core = await s.create('o', 'x', 'session', undefined, undefined);
    const result = { content: [{ type: 'text', text: 'no' }], isError: true };
    await s.finish(modern.taskId, 'x', { kind: 'result', result, toolError: true }, 'completed');
    await s.finish(core.taskId, 'x', { kind: 'result', result, toolError: true }, 'failed');
    expect([(await s.read(modern.taskId, 'o'))!.status, (await s.read(core.taskId, 'o'))!.status]).to.deep.equal(['completed', 'failed']);
    // The encoded result is not read: what decides is the outcome's toolError.
    const encodedOnly = await s.create('o', 'x', 'session', undefined, undefined);
    await s.finish(encodedOnly.taskId, 'x', { kind: 'result', result, toolError: false }, 'failed');
    expect((await s.read(encodedOnly.taskId, 'o'))!.status).to.equal('completed');
  });

  it('takes answers only for outstanding keys and stays input_required until every key is answered', async () => {
    const s = service();
    const t = await s.create('o', 'x', 'stateless', undefined, undefined);
    await s.update(t.taskId, (r) => ({ ...r, status: 'input_required', inputRequests: { a: 1, b: 2 } }));
    await s.deliver(t.taskId, { a: 'yes', zz: 'ignored' });
    const partial = (await s.read(t.taskId, 'o'))!;
    expect([partial.status, Object.keys(partial.inputRequests!), partial.answers]).to.deep.equal(['input_required', ['b'], { a: 'yes' }]);
    await s.deliver(t.taskId, { b: 'no' });
    expect((await s.read(t.taskId, 'o'))!.status).to.equal('working');
  });

  it('reads a running task whose runner stopped renewing its lease as failed', async () => {
    const store = new InMemoryTaskStore();
    const runner = new TaskService(store, SETTINGS, clock);
    const task = await runner.create('o', 'x', 'stateless', 5000, undefined);
    // Another process (a second service on the same store) reads it after the lease ran out.
    const reader = new TaskService(store, SETTINGS, clock);
    now += 1500;
    const read = (await reader.read(task.taskId, 'o'))!;
    now -= 1500;
    expect(read.status).to.equal('failed');
    expect(read.statusMessage).to.equal('The server process running this task stopped before the task finished; call the tool again.');
  });

  /** The -32005 a refused creation rejects with, as { code, data }. */
  const refusal = (work: Promise<unknown>): Promise<{ code: number; message: string; data: any }> =>
    work.then(
      () => {
        throw new Error('the task was created');
      },
      (e: { rpcCode: number; message: string; data: unknown }) => ({ code: e.rpcCode, message: e.message, data: e.data }),
    );
  const done = { kind: 'result', result: { content: [] }, toolError: false } as const;

  it('caps the running tasks of one owner: the next one is -32005 naming the limit; others still create; a finished one frees a slot', async () => {
    const s = new TaskService(new InMemoryTaskStore(), { ...SETTINGS, maxTasksPerOwner: 2 }, clock);
    const first = await s.create('alice', 'build', 'stateless', undefined, undefined);
    await s.create('alice', 'build', 'stateless', undefined, undefined);
    const refused = await refusal(s.create('alice', 'build', 'stateless', undefined, undefined));
    expect(refused.code).to.equal(-32005);
    expect(refused.message).to.equal('Tool build cannot start a task: this caller already has 2 tasks running, the most tasks({ maxTasksPerOwner }) allows. Wait for one to finish or cancel one, or raise the limit with tasks({ maxTasksPerOwner }).');
    expect(refused.data).to.deep.equal({ code: 'MCPD_TASK_LIMIT', limit: 'maxTasksPerOwner', max: 2, retryAfterMs: 100 });
    expect((await s.create('bob', 'build', 'stateless', undefined, undefined)).owner).to.equal('bob');
    await s.finish(first.taskId, 'build', done, 'completed');
    expect((await s.create('alice', 'build', 'stateless', undefined, undefined)).owner).to.equal('alice');
  });

  it('caps the tasks the process keeps, finished ones included, until they expire', async () => {
    const s = new TaskService(new InMemoryTaskStore(), { ...SETTINGS, maxTasks: 3 }, clock);
    for (const owner of ['a', 'b', 'c']) await s.finish((await s.create(owner, 'x', 'session', 1000, undefined)).taskId, 'x', done, 'completed');
    const refused = await refusal(s.create('d', 'x', 'session', undefined, undefined));
    expect(refused.message).to.equal('Tool x cannot start a task: the server already keeps 3 tasks, the most tasks({ maxTasks }) allows. Retry once older tasks expire, or raise the limit with tasks({ maxTasks }).');
    expect(refused.data).to.deep.include({ limit: 'maxTasks', max: 3, retryAfterMs: 1000 });
    now += 1000;
    try {
      expect((await s.create('d', 'x', 'session', undefined, undefined)).owner).to.equal('d');
    } finally {
      now -= 1000;
    }
  });

  it('keeps results up to maxStoredResultBytes in total: past it the task fails with the limit named, until older ones expire', async () => {
    const s = new TaskService(new InMemoryTaskStore(), { ...SETTINGS, maxResultBytes: 1000, maxStoredResultBytes: 100 }, clock);
    const result = { content: [{ type: 'text', text: 'y'.repeat(40) }] };
    const first = await s.create('o', 'x', 'stateless', 1000, undefined);
    await s.finish(first.taskId, 'x', { kind: 'result', result, toolError: false }, 'completed');
    expect((await s.read(first.taskId, 'o'))!.status).to.equal('completed');
    const second = await s.create('o', 'x', 'stateless', 1000, undefined);
    await s.finish(second.taskId, 'x', { kind: 'result', result, toolError: false }, 'completed');
    const failed = (await s.read(second.taskId, 'o'))!;
    expect(failed.status).to.equal('failed');
    expect(failed.statusMessage).to.match(/^The result of tool x \(\d+ bytes\) is not kept: the server's tasks already hold close to the 100 bytes of results tasks\(\{ maxStoredResultBytes \}\) allows\./);
    now += 1000;
    try {
      const third = await s.create('o', 'x', 'stateless', 1000, undefined);
      await s.finish(third.taskId, 'x', { kind: 'result', result, toolError: false }, 'completed');
      expect((await s.read(third.taskId, 'o'))!.status).to.equal('completed');
    } finally {
      now -= 1000;
    }
  });

  it('starts no timer when the server starts it, only with the first task it creates, and none after it stopped', async () => {
    const realSet = globalThis.setInterval;
    let set = 0;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
      set++;
      return realSet(...args);
    }) as typeof setInterval;
    const s = service();
    try {
      await s.create('o', 'x', 'stateless', undefined, undefined);
      expect(set, 'a task before start: the server is not started').to.equal(0);
      s.start();
      expect(set, 'started').to.equal(0);
      await s.create('o', 'x', 'stateless', undefined, undefined);
      expect(set, 'the sweeper and the lease renewals').to.equal(2);
      await s.create('o', 'x', 'stateless', undefined, undefined);
      expect(set).to.equal(2);
      s.stop();
      await s.create('o', 'x', 'stateless', undefined, undefined);
      expect(set, 'stopped').to.equal(2);
    } finally {
      s.stop();
      globalThis.setInterval = realSet;
    }
  });
});
