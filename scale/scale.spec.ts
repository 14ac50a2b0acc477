import { expect } from 'chai';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { createRequire } from 'node:module';
import { deployment } from './support/root-hooks.js';
import { call2026, readEvents, type Json } from './support/wire.js';
import { until } from '../test/support/until.js';

type Redis = { lrange(k: string, a: number, b: number): Promise<string[]>; mget(...k: string[]): Promise<(string | null)[]>; quit(): Promise<unknown> };
const Redis = createRequire(import.meta.url)('ioredis') as new (url: string) => Redis;

const textOf = (answer: Json): string => answer.result?.content?.[0]?.text ?? JSON.stringify(answer);

describe('scale-out: 3 replicas behind nginx on Redis', function () {
  this.timeout(120_000);

  it('serves 1,000 stateless 2026-07-28 calls through nginx, spread over the replicas, none lost', async () => {
    const { url, replicas } = await deployment();
    const served = new Map<string, number>();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < 1000) {
        next++;
        const answer = await call2026(url, 'tools/call', { name: 'replica_id', arguments: {} });
        const who = textOf(answer);
        served.set(who, (served.get(who) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    expect([...served.keys()].sort()).to.deep.equal(replicas.map((r) => r.name));
    expect([...served.values()].reduce((a, b) => a + b, 0)).to.equal(1000);
    for (const count of served.values()) expect(count).to.be.greaterThan(100);
  });

  it('counts a rate limit across the replicas (the counters are in Redis): the sixth call of five a minute is refused, wherever it lands', async () => {
    const { url } = await deployment();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call2026(url, 'tools/call', { name: 'limited_replica_id', arguments: {} }));
    const served = answers.slice(0, 5);
    for (const answer of served) expect(answer.result.isError, JSON.stringify(answer)).to.not.equal(true);
    // nginx spreads the five over more than one replica, so no single replica's memory could have counted them.
    expect(new Set(served.map(textOf)).size).to.be.greaterThan(1);
    const refused = answers[5]!;
    expect(refused.result.isError).to.equal(true);
    expect(textOf(refused)).to.match(/^Rate limit reached: Tool limited_replica_id allows 5 calls per 60 s\. Retry in \d+(\.\d)? s\.$/);
  });

  it('reads on one replica a task created on another (the task store is Redis)', async () => {
    const { replicas } = await deployment();
    const [a, b, c] = replicas;
    const created = (await call2026(a!.url, 'tools/call', { name: 'slow_compute', arguments: { seconds: 1, label: 'shared' } })).result;
    expect(created.resultType).to.equal('task');
    const seen = (await call2026(b!.url, 'tasks/get', { taskId: created.taskId })).result;
    expect(seen.taskId).to.equal(created.taskId);
    const done = await until('completion', async () => (await call2026(c!.url, 'tasks/get', { taskId: created.taskId })).result, (t) => t.status === 'completed', 15_000);
    expect(done.result.content[0].text).to.equal('Computed shared after 1 s.');
    // Another client is refused, on any replica.
    expect((await call2026(b!.url, 'tasks/get', { taskId: created.taskId }, 'someone-else')).error.code).to.equal(-32602);
  });

  it('cancels from one replica a task running on another', async () => {
    const { replicas } = await deployment();
    const created = (await call2026(replicas[0]!.url, 'tools/call', { name: 'slow_compute', arguments: { seconds: 60 } })).result;
    expect((await call2026(replicas[1]!.url, 'tasks/cancel', { taskId: created.taskId })).result.resultType).to.equal('complete');
    const after = await until('cancelled', async () => (await call2026(replicas[2]!.url, 'tasks/get', { taskId: created.taskId })).result, (t) => t.status === 'cancelled', 15_000);
    expect(after.statusMessage).to.equal('The task was cancelled by request.');
  });

  it('takes the second input round on another replica: the requestState is sealed with the shared stateSecret', async () => {
    const { replicas } = await deployment();
    const round1 = (await call2026(replicas[0]!.url, 'tools/call', { name: 'test_input_required_result_elicitation', arguments: {} })).result;
    expect(round1.resultType).to.equal('input_required');
    const round2 = await call2026(replicas[1]!.url, 'tools/call', { name: 'test_input_required_result_elicitation', arguments: {}, requestState: round1.requestState, inputResponses: { user_name: { action: 'accept', content: { name: 'Ada' } } } });
    expect(textOf(round2)).to.equal('Hello, Ada!');
  });

  it('delivers a tools list_changed from one replica to a subscriptions/listen stream on another', async () => {
    const { replicas } = await deployment();
    const listener = replicas[1]!;
    const response = await fetch(listener.url, {
      method: 'POST',
      signal: AbortSignal.timeout(20_000),
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'subscriptions/listen' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 77, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } }),
    });
    let triggered = false;
    const events = await readEvents(response.body!, (seen) => {
      if (!triggered && seen.some((e) => e.data.method === 'notifications/subscriptions/acknowledged')) {
        triggered = true;
        void call2026(replicas[0]!.url, 'tools/call', { name: 'test_trigger_tool_change', arguments: {} });
      }
      return seen.some((e) => e.data.method === 'notifications/tools/list_changed');
    });
    const changed = events.find((e) => e.data.method === 'notifications/tools/list_changed')!;
    expect(changed.data.params._meta['io.modelcontextprotocol/subscriptionId']).to.equal(77);
  });

  it('routes a 2025-11-25 session sticky, and resumes its SSE stream from Redis after its replica is killed', async () => {
    const { url, redisUrl, replicas, restart } = await deployment();
    const client = new ClientV1({ name: 'scale-v1', version: '1.0.0' }, { capabilities: {} });
    const transport = new StreamableHTTPClientTransport(new URL(url));
    await client.connect(transport);
    const sessionId = transport.sessionId!;
    const holder = replicas.find((r) => sessionId.startsWith(`${r.name}.`))!;
    expect(holder, sessionId).to.not.equal(undefined);
    for (let i = 0; i < 20; i++) {
      const answer = await client.request({ method: 'tools/call', params: { name: 'replica_id', arguments: {} } }, CallToolResultSchema);
      expect(answer.content[0]).to.deep.equal({ type: 'text', text: holder.name });
    }
    // A call whose stream the client drops after the first progress event; the replica finishes it into Redis.
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' };
    const posted = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 9001, method: 'tools/call', params: { name: 'test_tool_with_progress', arguments: {}, _meta: { progressToken: 'resume-me' } } }) });
    const first = await readEvents(posted.body!, (seen) => seen.some((e) => e.data.method === 'notifications/progress'));
    const lastSeen = first.filter((e) => e.id !== undefined).at(-1)!.id!;
    const stream = lastSeen.slice(0, lastSeen.lastIndexOf('_'));
    const redis = new Redis(redisUrl);
    try {
      await until('the call to finish into Redis', async () => {
        const ids = await redis.lrange(`mcpd:evs:${stream}`, 0, -1);
        const raws = ids.length > 0 ? await redis.mget(...ids.map((id) => `mcpd:ev:${id}`)) : [];
        return raws.some((raw) => raw !== null && (JSON.parse(raw) as Json).m.id === 9001);
      }, (done) => done, 15_000);
    } finally {
      await redis.quit();
    }
    await holder.process.stop('SIGKILL');
    const resumed = await fetch(url, { method: 'GET', headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25', 'last-event-id': lastSeen }, signal: AbortSignal.timeout(10_000) });
    expect(resumed.status).to.equal(200);
    const replayed = await readEvents(resumed.body!, (seen) => seen.some((e) => e.data.id === 9001));
    const result = replayed.find((e) => e.data.id === 9001)!;
    expect(result.data.result.content[0].text).to.be.a('string').and.not.equal('');
    expect(replayed.every((e) => e.id !== lastSeen)).to.equal(true);
    // The session itself died with its replica: anything new gets 404, so the client initializes again.
    const gone = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 9002, method: 'tools/list', params: {} }) });
    expect(gone.status).to.equal(404);
    await transport.close().catch(() => undefined);
    await restart(holder);
  });
});
