import { expect } from 'chai';
import { connectClient } from '../../../lib/testing/index.js';
import { createReportsServer } from '../../../docs/examples/tasks.js';

// The tasks guide's example (docs/examples/tasks.ts): declared task-optional, it still answers as an ordinary call
// where the request asks for no task, and the tool is listed with its task support on 2025-11-25.
describe('docs/examples/tasks', () => {
  it('build answers an ordinary call, and is listed as task-optional', async () => {
    const session = await connectClient({ revision: '2025-11-25', client: 'v2', transport: 'memory', server: createReportsServer });
    try {
      const tools = (await session.listTools()).tools as { name: string; execution?: { taskSupport?: string } }[];
      expect(tools.map((t) => [t.name, t.execution?.taskSupport])).to.deep.equal([['build', 'optional']]);
      expect((await session.callTool('build', { year: 2026 })).content).to.deep.equal([{ type: 'text', text: 'report 2026 ready' }]);
    } finally {
      await session.close();
    }
  });
});
