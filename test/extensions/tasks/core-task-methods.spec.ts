import { expect } from 'chai';
import { CallToolResultSchema, CreateTaskResultSchema, GetTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { connectClient } from '../../../lib/testing/index.js';
import { createServer, tasks } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { EverythingTasks } from '../../../samples/everything/everything-tasks.js';

const server = () => createServer({ name: 's', version: '1', classes: [EverythingTasks], extensions: [tasks()], diagnostics: silentDiagnostics });

describe('extensions/tasks/core-task-methods (2025-11-25 and older)', function () {
  this.timeout(20_000);

  it('exists only where the revision has core tasks: -32601 on 2025-06-18, where task tools run as ordinary calls', async () => {
    const session = await connectClient({ revision: '2025-06-18', client: 'v1', transport: 'memory', server });
    try {
      const raw = session.raw as ClientV1;
      expect(raw.getServerCapabilities()).to.not.have.property('tasks');
      const code = await raw.request({ method: 'tasks/get', params: { taskId: 'x' } }, GetTaskResultSchema).then(() => undefined, (e: { code?: number }) => e.code);
      expect(code).to.equal(-32601);
      const result = await raw.request({ method: 'tools/call', params: { name: 'failing_job', arguments: {}, task: {} } }, CallToolResultSchema);
      expect(result.isError).to.equal(true);
      expect((await session.listTools()).tools as { execution?: unknown }[]).to.satisfy((tools: { execution?: unknown }[]) => tools.every((t) => t.execution === undefined));
    } finally {
      await session.close();
    }
  });

  it('pages tasks/list and refuses a cursor it did not give', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server });
    try {
      const raw = session.raw as ClientV1;
      for (let i = 0; i < 3; i++) await raw.request({ method: 'tools/call', params: { name: 'slow_compute', arguments: { seconds: 0 }, task: {} } }, CreateTaskResultSchema);
      expect((await raw.experimental.tasks.listTasks()).tasks).to.have.length(3);
      const code = await raw.experimental.tasks.listTasks('bogus').then(() => undefined, (e: { code?: number }) => e.code);
      expect(code).to.equal(-32602);
    } finally {
      await session.close();
    }
  });
});
