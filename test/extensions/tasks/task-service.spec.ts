import { expect } from 'chai';
import { InMemoryTaskStore } from '../../../lib/index.js';
import { TaskService, type TaskSettings } from '../../../lib/extensions/tasks/task-service.js';

const SETTINGS: TaskSettings = { defaultTtlMs: 1000, maxTtlMs: 5000, pollIntervalMs: 100, maxResultBytes: 64, leaseMs: 1000, sweepIntervalMs: 1000 };

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
    await s.finish(big.taskId, 'export', { kind: 'result', result: { content: [{ type: 'text', text: 'x'.repeat(100) }] } });
    const failed = (await s.read(big.taskId, 'o'))!;
    expect(failed.status).to.equal('failed');
    expect(failed.statusMessage).to.match(/^The result of tool export is \d+ bytes, more than the 64 bytes a task keeps\./);
    const other = await s.create('o', 'x', 'stateless', undefined, undefined);
    await s.cancel(other.taskId);
    await s.finish(other.taskId, 'x', { kind: 'result', result: { content: [] } });
    expect((await s.read(other.taskId, 'o'))!.status).to.equal('cancelled');
  });

  it('counts a tool error as completed on 2026-07-28 and as failed on 2025-11-25', async () => {
    const s = service();
    const modern = await s.create('o', 'x', 'stateless', undefined, undefined);
    const core = await s.create('o', 'x', 'session', undefined, undefined);
    const result = { content: [{ type: 'text', text: 'no' }], isError: true };
    await s.finish(modern.taskId, 'x', { kind: 'result', result });
    await s.finish(core.taskId, 'x', { kind: 'result', result });
    expect([(await s.read(modern.taskId, 'o'))!.status, (await s.read(core.taskId, 'o'))!.status]).to.deep.equal(['completed', 'failed']);
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
});
