import { expect } from 'chai';
import { changed, isTerminal, type TaskRecord } from '../../../lib/extensions/tasks/task-record.js';

describe('extensions/tasks/task-record', () => {
  it('knows the terminal statuses', () => {
    expect((['working', 'input_required', 'completed', 'failed', 'cancelled'] as const).map(isTerminal)).to.deep.equal([false, false, true, true, true]);
  });

  it('stamps lastUpdatedAt on a change and leaves the rest', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const record: TaskRecord = { taskId: 't', owner: 'o', tool: 'x', era: 'stateless', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 1, pollIntervalMs: 1 };
    const next = changed(record, { status: 'completed' }, Date.parse('2026-01-02T00:00:00.000Z'));
    expect(next).to.deep.equal({ ...record, status: 'completed', lastUpdatedAt: '2026-01-02T00:00:00.000Z' });
    expect(record.status).to.equal('working');
  });
});
