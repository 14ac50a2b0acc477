import { expect } from 'chai';
import { createHttpEntry, type HttpEntry } from '../../../lib/http/index.js';
import { createServer, tasks } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { TASKS_EXTENSION } from '../../../lib/extensions/index.js';
import { EverythingTasks } from '../../../samples/everything/everything-tasks.js';

type Json = { [key: string]: any };
import { post2026 } from '../../support/wire.js';

async function call(entry: HttpEntry, method: string, params: Json, extension = true, nameHeader?: string): Promise<{ status: number; body: Json }> {
  const caps = extension ? { elicitation: {}, extensions: { [TASKS_EXTENSION]: {} } } : { elicitation: {} };
  const name = nameHeader ?? params.taskId ?? params.name;
  const response = await post2026(entry, method, params, { id: 3, clientInfo: { name: 'm', version: '1' }, capabilities: caps, headers: { 'mcp-name': typeof name === 'string' ? name : null } });
  return { status: response.status, body: (await response.json()) as Json };
}

describe('extensions/tasks/task-methods (2026-07-28)', () => {
  let entry: HttpEntry;
  beforeEach(() => (entry = createHttpEntry(createServer({ name: 's', version: '1', classes: [EverythingTasks], extensions: [tasks()], diagnostics: silentDiagnostics }))));
  afterEach(() => entry.close());

  it('answers tasks/* without the extension with -32021 naming it, and a required-task tool likewise', async () => {
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      const { status, body } = await call(entry, method, { taskId: 'x', inputResponses: {} }, false);
      expect([status, body.error.code, body.error.data], method).to.deep.equal([400, -32021, { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } }]);
    }
    expect((await call(entry, 'tools/call', { name: 'failing_job', arguments: {} }, false)).body.error.code).to.equal(-32021);
    // An optional one runs as an ordinary call.
    expect((await call(entry, 'tools/call', { name: 'slow_compute', arguments: { seconds: 0 } }, false)).body.result).to.deep.include({ resultType: 'complete' });
  });

  it('refuses an unknown task, a missing taskId or inputResponses with -32602, and an Mcp-Name that is not the taskId with -32020', async () => {
    expect((await call(entry, 'tasks/get', { taskId: 'nope' })).body.error.code).to.equal(-32602);
    expect((await call(entry, 'tasks/get', {})).body.error.message).to.equal('tasks/get needs params.taskId, the id of a task this client created');
    const created = (await call(entry, 'tools/call', { name: 'slow_compute', arguments: { seconds: 30 } })).body.result;
    expect((await call(entry, 'tasks/update', { taskId: created.taskId, inputResponses: 7 })).body.error.code).to.equal(-32602);
    const mismatch = await call(entry, 'tasks/get', { taskId: created.taskId }, true, 'someone-else');
    expect([mismatch.status, mismatch.body.error.code]).to.deep.equal([400, -32020]);
    expect((await call(entry, 'tasks/cancel', { taskId: created.taskId })).body.result).to.deep.include({ resultType: 'complete' });
    expect((await call(entry, 'tasks/cancel', { taskId: created.taskId })).body.result).to.deep.include({ resultType: 'complete' });
  });
});
