import type { TaskRecord } from '../../extensions/tasks/task-record.js';
import type { TaskEvent, TaskStore } from '../../extensions/tasks/task-store.js';
import { BackgroundWork, diagnosticsOf, RedisChannels, redisClientFor, type RedisClient, type RedisConnectionOptions } from './redis-client.js';

// Compare-and-set: the write happens only if nobody changed the task since it was read.
const CAS = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  if tonumber(ARGV[3]) > 0 then redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) else redis.call('SET', KEYS[1], ARGV[2]) end
  return 1
end
return 0`;

/**
 * Tasks in Redis, shared by every replica: a task created on one is read, updated and cancelled from any other
 * (cancellation and input reach the replica running it over pub/sub). Each task is one JSON value that expires
 * with the task; updates are compare-and-set, so concurrent writers never lose a transition.
 * @example tasks({ store: new RedisTaskStore({ url: process.env.REDIS_URL }) })
 */
export class RedisTaskStore implements TaskStore {
  private readonly client: RedisClient;
  private readonly owned: boolean;
  private readonly prefix: string;
  private readonly channels: RedisChannels;
  private readonly background: BackgroundWork;

  constructor(options: RedisConnectionOptions = {}) {
    ({ client: this.client, owned: this.owned } = redisClientFor(options, 'RedisTaskStore'));
    this.prefix = options.prefix ?? 'mcpd:';
    this.channels = new RedisChannels(this.client, diagnosticsOf(options), 'RedisTaskStore');
    this.background = new BackgroundWork(diagnosticsOf(options), 'RedisTaskStore');
  }

  private key(taskId: string): string {
    return `${this.prefix}task:${taskId}`;
  }

  private static ttlOf(record: TaskRecord): number {
    return record.expiresAt === undefined ? 0 : Math.max(1, record.expiresAt - Date.now());
  }

  async create(record: TaskRecord): Promise<void> {
    const ttl = RedisTaskStore.ttlOf(record);
    await (ttl > 0 ? this.client.set(this.key(record.taskId), JSON.stringify(record), 'PX', ttl) : this.client.set(this.key(record.taskId), JSON.stringify(record)));
    await this.client.zadd(`${this.prefix}owner:${record.owner}`, Date.parse(record.createdAt), record.taskId);
    await this.client.zadd(`${this.prefix}expiry`, record.expiresAt ?? Number.MAX_SAFE_INTEGER, record.taskId);
    await this.client.hset(`${this.prefix}owners`, record.taskId, record.owner);
  }

  async get(taskId: string): Promise<TaskRecord | undefined> {
    const raw = await this.client.get(this.key(taskId));
    return raw === null ? undefined : (JSON.parse(raw) as TaskRecord);
  }

  async update(taskId: string, change: (current: TaskRecord) => TaskRecord | undefined): Promise<TaskRecord | undefined> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const raw = await this.client.get(this.key(taskId));
      if (raw === null) return undefined;
      const current = JSON.parse(raw) as TaskRecord;
      const next = change(current);
      if (!next) return current;
      if ((await this.client.eval(CAS, 1, this.key(taskId), raw, JSON.stringify(next), RedisTaskStore.ttlOf(next))) === 1) return next;
    }
    throw new Error(`RedisTaskStore: task ${taskId} kept changing under 20 attempts to update it`);
  }

  async list(owner: string, offset: number, limit: number): Promise<readonly TaskRecord[]> {
    const ids = await this.client.zrange(`${this.prefix}owner:${owner}`, offset, offset + limit - 1);
    if (ids.length === 0) return [];
    const raws = await this.client.mget(...ids.map((id) => this.key(id)));
    const now = Date.now();
    return raws.filter((r): r is string => r !== null).map((r) => JSON.parse(r) as TaskRecord).filter((t) => t.expiresAt === undefined || t.expiresAt > now);
  }

  async sweep(now: number): Promise<number> {
    const ids = await this.client.zrangebyscore(`${this.prefix}expiry`, '-inf', now);
    for (const id of ids) {
      const owner = await this.client.hget(`${this.prefix}owners`, id);
      if (owner !== null) await this.client.zrem(`${this.prefix}owner:${owner}`, id);
      await this.client.hdel(`${this.prefix}owners`, id);
      await this.client.del(this.key(id));
    }
    if (ids.length > 0) await this.client.zrem(`${this.prefix}expiry`, ...ids);
    return ids.length;
  }

  publish(event: TaskEvent): void {
    this.background.run(() => this.client.publish(`${this.prefix}task-events`, JSON.stringify(event)), 'publishing a task event');
  }

  subscribe(listener: (event: TaskEvent) => void): () => void {
    return this.channels.listen(`${this.prefix}task-events`, (message) => listener(JSON.parse(message) as TaskEvent));
  }

  async close(): Promise<void> {
    await this.channels.close();
    if (this.owned) await this.client.quit();
  }
}
