import { expect } from 'chai';
import { Tool, connectInMemory, createServer, tasks } from '../../lib/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';

type Message = { id?: number; result?: { [key: string]: any }; error?: unknown };

class Reports {
  @Tool({ name: 'report', description: 'A report, as a task.', task: 'optional' })
  report(): string {
    return 'original';
  }
}

/** A raw in-process client: what an embedding host holds when it reads the server's messages itself. */
async function rawClient() {
  const transport = await connectInMemory(createServer({ name: 'reports', version: '1.0.0', classes: [Reports], extensions: [tasks()], diagnostics: silentDiagnostics }));
  const waiting = new Map<number, (message: Message) => void>();
  transport.onmessage = (message) => {
    const m = message as Message;
    if (typeof m.id === 'number') waiting.get(m.id)?.(m);
  };
  await transport.start();
  let next = 1;
  const request = (method: string, params: object): Promise<Message> => {
    const id = next++;
    const answered = new Promise<Message>((resolve) => waiting.set(id, resolve));
    void transport.send({ jsonrpc: '2.0', id, method, params } as never);
    return answered;
  };
  await request('initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'host', version: '1' } });
  await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' } as never);
  return { request, close: () => transport.close() };
}

describe('hostile/task-result-isolation: what one reader does to a task result it received changes nothing stored', () => {
  it('2025-11-25 in memory: a tasks/result answer changed in place by its reader leaves the next tasks/result as it was', async () => {
    const client = await rawClient();
    try {
      const created = await client.request('tools/call', { name: 'report', arguments: {}, task: {} });
      const taskId = created.result!.task.taskId as string;
      const first = await client.request('tasks/result', { taskId });
      expect(first.result!.content[0].text).to.equal('original');
      try {
        first.result!.content[0].text = 'tampered';
      } catch {
        // a result shared frozen refuses the change: what counts is that the stored one is unchanged
      }
      const second = await client.request('tasks/result', { taskId });
      expect(second.result!.content[0].text).to.equal('original');
    } finally {
      await client.close();
    }
  });
});
