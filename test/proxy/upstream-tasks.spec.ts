import { expect } from 'chai';
import type { Transport } from '@modelcontextprotocol/client';
import { createdTask, setTaskAnswersAside } from '../../lib/proxy/upstream-tasks.js';

type Json = { [key: string]: any };

/** A transport whose deliveries to the client are recorded. */
function fakeTransport(): { transport: Transport; delivered: Json[] } {
  const delivered: Json[] = [];
  const transport = { onmessage: (message: unknown) => void delivered.push(message as Json) } as unknown as Transport;
  return { transport, delivered };
}

describe('proxy/upstream-tasks', () => {
  it("sets a task answer aside as a complete result the client accepts, carrying only the task's id and poll interval", () => {
    const { transport, delivered } = fakeTransport();
    setTaskAnswersAside(transport);
    const answer = { jsonrpc: '2.0', id: 7, result: { resultType: 'task', taskId: 't-1', status: 'working', pollIntervalMs: 200, statusMessage: 'x'.repeat(10), _meta: { 'example.com/k': 1 } } };
    transport.onmessage!(answer as never);
    expect(delivered[0]).to.deep.equal({ jsonrpc: '2.0', id: 7, result: { resultType: 'complete', content: [], _meta: { 'mcp-decorators/upstream-task': { taskId: 't-1', pollIntervalMs: 200 } } } });
    expect(createdTask(delivered[0]!.result)).to.deep.equal({ taskId: 't-1', pollMs: 200 });
  });

  it('passes every other message as it came (a complete answer, a task answer without a string id, a notification)', () => {
    const { transport, delivered } = fakeTransport();
    setTaskAnswersAside(transport);
    const messages = [
      { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: [] } },
      { jsonrpc: '2.0', id: 2, result: { resultType: 'task', taskId: 42 } },
      { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } },
    ];
    for (const message of messages) transport.onmessage!(message as never);
    expect(delivered).to.deep.equal(messages);
  });

  it("reads a task only under its own key, and keeps a poll interval within 50 ms and 5 s", () => {
    expect(createdTask({ content: [], _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'x' } } })).to.equal(undefined);
    expect(createdTask({ _meta: { 'mcp-decorators/upstream-task': 'not an object' } })).to.equal(undefined);
    expect(createdTask({ _meta: { 'mcp-decorators/upstream-task': { taskId: 'a', pollIntervalMs: 0 } } })?.pollMs).to.equal(50);
    expect(createdTask({ _meta: { 'mcp-decorators/upstream-task': { taskId: 'a', pollIntervalMs: 1e12 } } })?.pollMs).to.equal(5_000);
    expect(createdTask({ _meta: { 'mcp-decorators/upstream-task': { taskId: 'a' } } })?.pollMs).to.equal(500);
  });
});
