import { expect } from 'chai';
import { IsBoolean } from 'class-validator';
import { Ctx, ProtocolError, Tool, connectInMemory, createServer, tasks, type McpContext } from '../../lib/index.js';
import { TASKS_EXTENSION } from '../../lib/extensions/index.js';
import { silentDiagnostics } from '../../lib/observability/index.js';
import { envelope } from '../support/wire.js';

type Message = { id?: number; result?: { [key: string]: any }; error?: unknown };

class Sure {
  @IsBoolean() sure!: boolean;
}

class Reports {
  @Tool({ name: 'report', description: 'A report, as a task.', task: 'optional' })
  report(): string {
    return 'original';
  }

  @Tool({ name: 'fail', description: 'Fails, as a task.', task: 'optional' })
  fail(): string {
    throw new ProtocolError(-32602, 'original failure', { detail: 'original' });
  }

  @Tool({ name: 'ask', description: 'Asks before answering, as a task.', task: 'optional' })
  async ask(@Ctx() ctx: McpContext): Promise<string> {
    const answer = await ctx.elicit(Sure, 'Sure?');
    return answer.action;
  }
}

/** A raw in-process client: what an embedding host holds when it reads the server's messages itself. */
async function rawClient(revision = '2025-11-25') {
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
  if (revision !== '2026-07-28') {
    await request('initialize', { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'host', version: '1' } });
    await transport.send({ jsonrpc: '2.0', method: 'notifications/initialized' } as never);
  }
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

  it('2026-07-28 in memory: the inputRequests of a tasks/get answer changed in place by its reader leave the next tasks/get as it was', async () => {
    const client = await rawClient('2026-07-28');
    const _meta = envelope({ capabilities: { elicitation: {}, extensions: { [TASKS_EXTENSION]: {} } } });
    try {
      const created = await client.request('tools/call', { name: 'ask', arguments: {}, _meta });
      const taskId = created.result!.taskId as string;
      let parked: Message = {};
      for (let i = 0; i < 500 && parked.result?.status !== 'input_required'; i++) {
        parked = await client.request('tasks/get', { taskId, _meta });
        if (parked.result?.status !== 'input_required') await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(parked.result?.status, JSON.stringify(parked)).to.equal('input_required');
      const [key] = Object.keys(parked.result!.inputRequests);
      try {
        delete parked.result!.inputRequests[key!];
        parked.result!.inputRequests.injected = { method: 'roots/list' };
      } catch {
        // shared frozen: the change is refused
      }
      const again = await client.request('tasks/get', { taskId, _meta });
      expect(Object.keys(again.result!.inputRequests)).to.deep.equal([key]);
      await client.request('tasks/cancel', { taskId, _meta });
    } finally {
      await client.close();
    }
  });

  it('2026-07-28 in memory: the error of a failed task changed in place by a tasks/get reader leaves the next tasks/get as it was', async () => {
    const client = await rawClient('2026-07-28');
    const _meta = envelope({ capabilities: { extensions: { [TASKS_EXTENSION]: {} } } });
    try {
      const created = await client.request('tools/call', { name: 'fail', arguments: {}, _meta });
      const taskId = created.result!.taskId as string;
      let failed: Message = {};
      for (let i = 0; i < 500 && failed.result?.status !== 'failed'; i++) {
        failed = await client.request('tasks/get', { taskId, _meta });
        if (failed.result?.status !== 'failed') await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(failed.result?.error?.message, JSON.stringify(failed)).to.equal('original failure');
      try {
        failed.result!.error.message = 'tampered';
        failed.result!.error.data.detail = 'tampered';
      } catch {
        // shared frozen: the change is refused
      }
      const again = await client.request('tasks/get', { taskId, _meta });
      expect(again.result!.error).to.deep.equal({ code: -32602, message: 'original failure', data: { detail: 'original' } });
    } finally {
      await client.close();
    }
  });
});
