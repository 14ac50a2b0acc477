import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TaskRecord } from '../../../lib/extensions/index.js';
import { SqliteTaskStore } from '../../../lib/stores/sqlite/index.js';
import { post2026 } from '../../support/wire.js';

type Json = { [key: string]: any };

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '../../fixtures/sqlite-task-server.js');

function record(taskId: string, patch: Partial<TaskRecord> = {}): TaskRecord {
  const at = new Date().toISOString();
  return { taskId, owner: 'o', tool: 't', era: 'stateless', status: 'working', createdAt: at, lastUpdatedAt: at, ttlMs: 60_000, pollIntervalMs: 100, expiresAt: Date.now() + 60_000, ...patch };
}

/** Starts the fixture server on `file`; resolves with its endpoint once it printed it. */
function start(file: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--require', 'reflect-metadata', FIXTURE, file], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /MCP endpoint: (\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`fixture exited (${code}) before listening: ${err}`)));
  });
}

async function rpc(url: string, method: string, params: Json): Promise<Json> {
  const response = await post2026(url, method, params, { clientInfo: { name: 'sqlite-test', version: '1' }, capabilities: { extensions: { 'io.modelcontextprotocol/tasks': {} } } });
  return ((await response.json()) as Json).result;
}

async function poll(url: string, taskId: string, done: (task: Json) => boolean): Promise<Json> {
  const end = Date.now() + 10_000;
  for (;;) {
    const task = await rpc(url, 'tasks/get', { taskId });
    if (done(task)) return task;
    if (Date.now() > end) throw new Error(`task ${taskId} stayed ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('stores/sqlite/sqlite-task-store', function () {
  this.timeout(30_000);
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'mcpd-sqlite-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores, updates atomically, lists by owner and sweeps expired tasks', async () => {
    const store = new SqliteTaskStore({ file: join(dir, 't.db') });
    await store.create(record('a'));
    await store.create(record('b', { owner: 'p' }));
    await store.create(record('c', { expiresAt: Date.now() - 1 }));
    expect((await store.update('a', (r) => ({ ...r, status: 'completed' })))?.status).to.equal('completed');
    expect(await store.update('missing', (r) => r)).to.equal(undefined);
    expect((await store.list('o', 0, 10)).map((t) => t.taskId)).to.deep.equal(['a', 'c']);
    expect(await store.sweep(Date.now())).to.equal(1);
    expect(await store.get('c')).to.equal(undefined);
    await store.close();
  });

  it('keeps a finished result and fails the running task when the process is killed (SIGKILL) and restarted on the same file', async () => {
    const file = join(dir, 'tasks.db');
    const first = await start(file);
    let second: { child: ChildProcess; url: string } | undefined;
    try {
      const done = await rpc(first.url, 'tools/call', { name: 'slow_compute', arguments: { seconds: 0, label: 'kept' } });
      await poll(first.url, done.taskId, (t) => t.status === 'completed');
      const running = await rpc(first.url, 'tools/call', { name: 'slow_compute', arguments: { seconds: 60, label: 'lost' } });
      expect((await rpc(first.url, 'tasks/get', { taskId: running.taskId })).status).to.equal('working');
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      second = await start(file);
      const kept = await rpc(second.url, 'tasks/get', { taskId: done.taskId });
      expect(kept.status).to.equal('completed');
      expect(kept.result.content[0].text).to.equal('Computed kept after 0 s.');
      const lost = await rpc(second.url, 'tasks/get', { taskId: running.taskId });
      expect(lost.status).to.equal('failed');
      expect(lost.statusMessage).to.equal('The server restarted while this task was running, so it did not finish; call the tool again.');
      expect(lost.error.code).to.equal(-32603);
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGTERM');
    }
  });
});
