import { expect } from 'chai';
import type { TaskRecord } from '../../../lib/extensions/index.js';
import { CallToolResultSchema, CreateTaskResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { connectClient } from '../../../lib/testing/index.js';
import { Tool, createServer, serveHttp, tasks } from '../../../lib/index.js';
import { TASKS_EXTENSION } from '../../../lib/extensions/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';
import { META } from '../../../lib/server/era/envelope.js';
import { coreCreateTaskResult, coreTask, createTaskResult, detailedTask, relatedTaskMeta } from '../../../lib/extensions/tasks/task-wire.js';
import { until } from '../../support/until.js';

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

type Json = { [key: string]: any };
const V = '2026-07-28';

describe('extensions/tasks: one task result, serialised once for storage and once for the wire', () => {
  const MARK = 'result-mark-7f3a';
  class Marked {
    @Tool({ name: 'marked', description: 'Returns a marked text.', task: 'optional' })
    marked(): string {
      return MARK;
    }
  }

  /** Counts, while `work` runs, the JSON.stringify outputs and structuredClone inputs that hold the marked result. */
  async function copiesDuring(work: () => Promise<void>): Promise<{ stringified: number; cloned: number }> {
    const stringify = JSON.stringify;
    const clone = globalThis.structuredClone;
    const counts = { stringified: 0, cloned: 0 };
    JSON.stringify = ((value: unknown, ...rest: never[]) => {
      const out = stringify(value, ...rest);
      if (typeof out === 'string' && out.includes(MARK)) counts.stringified++;
      return out;
    }) as typeof JSON.stringify;
    globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => {
      if (stringify(value)?.includes(MARK)) counts.cloned++;
      return clone(value, options);
    }) as typeof structuredClone;
    try {
      await work();
    } finally {
      JSON.stringify = stringify;
      globalThis.structuredClone = clone;
    }
    return counts;
  }

  it('2025-11-25 over a session: stored (its size) once, then tasks/result answers it without a copy', async () => {
    const connected = await connectClient({ revision: '2025-11-25', client: 'v1', transport: 'memory', server: () => createServer({ name: 'marked', version: '1.0.0', classes: [Marked], extensions: [tasks()], diagnostics: silentDiagnostics }) });
    const raw = connected.raw as ClientV1;
    try {
      let text: unknown;
      const counts = await copiesDuring(async () => {
        const created = (await raw.request({ method: 'tools/call', params: { name: 'marked', arguments: {}, task: {} } }, CreateTaskResultSchema)) as Json;
        text = (await raw.experimental.tasks.getTaskResult(created.task.taskId, CallToolResultSchema)).content[0];
      });
      expect(text).to.deep.equal({ type: 'text', text: MARK });
      // In memory there is no wire encoding: the one serialisation is the store's.
      expect(counts).to.deep.equal({ stringified: 1, cloned: 0 });
    } finally {
      await connected.close();
    }
  });

  it('2026-07-28 over HTTP: stored (its size) once, and the tasks/get that inlines it is its one wire encoding', async () => {
    const http = await serveHttp(createServer({ name: 'marked', version: '1.0.0', classes: [Marked], extensions: [tasks()], diagnostics: silentDiagnostics }), { port: 0, jsonResponses: true });
    const post = async (method: string, params: Json, name: string): Promise<Json> => {
      const _meta = { [META.protocolVersion]: V, [META.clientInfo]: { name: 'c', version: '1' }, [META.clientCapabilities]: { extensions: { [TASKS_EXTENSION]: {} } } };
      const response = await fetch(http.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': V, 'mcp-method': method, 'mcp-name': name }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { ...params, _meta } }) });
      return ((await response.json()) as Json).result;
    };
    try {
      let done: Json = {};
      const counts = await copiesDuring(async () => {
        const created = await post('tools/call', { name: 'marked', arguments: {} }, 'marked');
        done = await until('completion', () => post('tasks/get', { taskId: created.taskId }, created.taskId), (t) => t.status === 'completed');
      });
      expect(done.result.content[0].text).to.equal(MARK);
      expect(counts).to.deep.equal({ stringified: 2, cloned: 0 });
    } finally {
      await http.close();
    }
  });
});
