import { expect } from 'chai';
import { deployment } from './support/root-hooks.js';
import { call2026, readEvents, type Json } from './support/wire.js';
import { until } from '../test/support/until.js';

const textOf = (answer: Json): string => answer.result?.content?.[0]?.text ?? JSON.stringify(answer);

const V = '2025-11-25';
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

/** Opens a 2025-11-25 session on one replica; returns its headers. */
async function openSession(url: string): Promise<Record<string, string>> {
  const init = await fetch(url, { method: 'POST', headers: HEADERS, body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: V, capabilities: {}, clientInfo: { name: 'outage', version: '1' } } }) });
  expect(init.status).to.equal(200);
  await init.text();
  const headers = { ...HEADERS, 'mcp-session-id': init.headers.get('mcp-session-id')!, 'mcp-protocol-version': V };
  const initialized = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
  expect(initialized.status).to.equal(202);
  return headers;
}

describe('scale-out: Redis killed and restarted under the replicas', function () {
  this.timeout(120_000);

  it('keeps every replica up and answering while Redis is down, answers session requests without internals, keeps a task result, and carries notifications again once Redis is back', async () => {
    const { replicas, killRedis, restartRedis } = await deployment();
    const [r1, r2] = replicas;
    const session = await openSession(r1!.url);
    // A task that finishes while Redis is down.
    const task = (await call2026(r1!.url, 'tools/call', { name: 'slow_compute', arguments: { seconds: 2, label: 'outage' } })).result;
    expect(task.resultType).to.equal('task');

    await killRedis();
    // Each of these publishes on the Redis bus, which cannot reach Redis: the call is answered, the replica lives.
    expect(textOf(await call2026(r1!.url, 'tools/call', { name: 'touch_resource', arguments: {} }))).to.equal('touched');
    expect((await call2026(r1!.url, 'tools/call', { name: 'test_trigger_tool_change', arguments: {} })).result).to.not.equal(undefined);
    // Once the publish has failed (reported on stderr), or the process ended over it:
    await until('the bus failure', async () => ({ exit: r1!.process.child.exitCode, out: r1!.process.output().includes('RedisNotificationBus: publishing failed') }), (s) => s.exit !== null || s.out, 20_000);
    expect(r1!.process.child.exitCode, r1!.process.output().slice(-2000)).to.equal(null);
    expect(textOf(await call2026(r1!.url, 'tools/call', { name: 'replica_id', arguments: {} }))).to.equal('r1');

    // A session request cannot store its SSE events: refused as unavailable, nothing internal on the wire.
    const during = await fetch(r1!.url, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'replica_id', arguments: {} } }) });
    const text = await during.text();
    expect(during.status, text).to.equal(503);
    expect(during.headers.get('retry-after')).to.match(/^\d+$/);
    const body = JSON.parse(text) as Json;
    expect(body.error.code).to.equal(-32603);
    expect(text).to.not.match(/Parse error|ECONNREFUSED|MaxRetries|ioredis|Error:|\.js:\d+/);

    // The task finishes during the outage; its result waits for Redis.
    await until('the task outcome held back', async () => r1!.process.output(), (out) => out.includes(`task ${task.taskId}`), 20_000);
    await restartRedis();
    const done = await until('the task result', async () => (await call2026(r2!.url, 'tasks/get', { taskId: task.taskId })).result, (t) => t?.status === 'completed', 30_000);
    expect(done.result.content[0].text).to.equal('Computed outage after 2 s.');

    // Notifications flow again: a list change on r1 reaches a subscriptions/listen stream on r2.
    const response = await fetch(r2!.url, {
      method: 'POST',
      signal: AbortSignal.timeout(30_000),
      headers: { ...HEADERS, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'subscriptions/listen' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 78, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } } }),
    });
    let timer: NodeJS.Timeout | undefined;
    const events = await readEvents(response.body!, (seen) => {
      // Triggered every 250 ms until heard: the replicas reconnect to Redis on their own schedule.
      if (!timer && seen.some((e) => e.data.method === 'notifications/subscriptions/acknowledged')) timer = setInterval(() => void call2026(r1!.url, 'tools/call', { name: 'test_trigger_tool_change', arguments: {} }).catch(() => undefined), 250);
      return seen.some((e) => e.data.method === 'notifications/tools/list_changed');
    });
    clearInterval(timer);
    expect(events.some((e) => e.data.method === 'notifications/tools/list_changed')).to.equal(true);
    for (const replica of replicas) expect(replica.process.child.exitCode, replica.name).to.equal(null);
    // The session is served again.
    const after = await fetch(r1!.url, { method: 'POST', headers: session, body: JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'replica_id', arguments: {} } }) });
    expect(after.status).to.equal(200);
    expect(await after.text()).to.contain('"text":"r1"');
  });
});
