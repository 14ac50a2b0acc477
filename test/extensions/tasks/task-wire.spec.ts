import { expect } from 'chai';
import type { TaskRecord } from '../../../lib/extensions/index.js';
import { coreCreateTaskResult, coreTask, createTaskResult, detailedTask, relatedTaskMeta } from '../../../lib/extensions/tasks/task-wire.js';

const at = '2026-01-01T00:00:00.000Z';
const base: TaskRecord = { taskId: 't1', owner: 'o', tool: 'x', era: 'stateless', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 60000, pollIntervalMs: 500, runner: 'r', leaseUntil: 9 };

describe('extensions/tasks/task-wire', () => {
  it('writes the flat 2026-07-28 CreateTaskResult without v1 keys, owner or runner', () => {
    expect(createTaskResult(base)).to.deep.equal({ resultType: 'task', taskId: 't1', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 60000, pollIntervalMs: 500 });
  });

  it('inlines per status: input requests, the result, the error', () => {
    expect(detailedTask({ ...base, status: 'input_required', inputRequests: { k: { method: 'elicitation/create' } } }).inputRequests).to.deep.equal({ k: { method: 'elicitation/create' } });
    expect(detailedTask({ ...base, status: 'completed', result: { content: [] } }).result).to.deep.equal({ content: [] });
    expect(detailedTask({ ...base, status: 'failed', error: { code: -32603, message: 'm' }, result: { content: [] } })).to.deep.include({ error: { code: -32603, message: 'm' } }).and.not.have.property('result');
    expect(detailedTask({ ...base, statusMessage: 's' }).statusMessage).to.equal('s');
  });

  it('writes the 2025-11-25 shapes: ttl and pollInterval, the task under `task`, related-task _meta', () => {
    expect(coreTask(base)).to.deep.equal({ taskId: 't1', status: 'working', createdAt: at, lastUpdatedAt: at, ttl: 60000, pollInterval: 500 });
    expect(coreCreateTaskResult(base)).to.deep.equal({ task: coreTask(base) });
    expect(relatedTaskMeta('t1')).to.deep.equal({ 'io.modelcontextprotocol/related-task': { taskId: 't1' } });
  });
});
