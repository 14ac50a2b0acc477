import type { RedisClient } from '../../lib/stores/redis/redis-client.js';

/** What a FakeRedis was asked, for specs that check the keys and expiries a store uses. */
export interface FakeRedisLog {
  readonly commands: string[];
  readonly expiries: Map<string, number>;
}

type Listener = (...args: never[]) => void;

/**
 * An in-memory stand-in for an ioredis client at the `RedisClient` seam: strings, lists, sorted sets, hashes,
 * pub/sub between its duplicates, and the stores' one compare-and-set script. Expiry is recorded, never enforced.
 * `fire('error' | 'ready')` plays a connection event to the listeners of this client.
 */
export class FakeRedis implements RedisClient {
  readonly log: FakeRedisLog;
  quits = 0;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(
    private readonly strings = new Map<string, string>(),
    private readonly lists = new Map<string, string[]>(),
    private readonly zsets = new Map<string, Map<string, number>>(),
    private readonly hashes = new Map<string, Map<string, string>>(),
    private readonly subscribers = new Set<{ client: FakeRedis; channels: Set<string> }>(),
    log?: FakeRedisLog,
  ) {
    this.log = log ?? { commands: [], expiries: new Map() };
  }

  private own?: { client: FakeRedis; channels: Set<string> };

  private note(command: string): void {
    this.log.commands.push(command);
  }

  async get(key: string): Promise<string | null> {
    this.note(`get ${key}`);
    return this.strings.get(key) ?? null;
  }

  async set(key: string, value: string, ...args: (string | number)[]): Promise<unknown> {
    this.note(`set ${key}`);
    this.strings.set(key, value);
    if (args[0] === 'PX') this.log.expiries.set(key, Number(args[1]));
    return 'OK';
  }

  async del(...keys: string[]): Promise<number> {
    this.note(`del ${keys.join(' ')}`);
    return keys.filter((k) => this.strings.delete(k) || this.lists.delete(k)).length;
  }

  async mget(...keys: string[]): Promise<(string | null)[]> {
    this.note(`mget ${keys.join(' ')}`);
    return keys.map((k) => this.strings.get(k) ?? null);
  }

  async incr(key: string): Promise<number> {
    const next = Number(this.strings.get(key) ?? '0') + 1;
    this.strings.set(key, String(next));
    return next;
  }

  async pexpire(key: string, ms: number): Promise<number> {
    this.log.expiries.set(key, ms);
    return 1;
  }

  async rpush(key: string, ...values: string[]): Promise<number> {
    const list = this.lists.get(key) ?? [];
    list.push(...values);
    this.lists.set(key, list);
    return list.length;
  }

  async ltrim(key: string, start: number, stop: number): Promise<unknown> {
    const list = this.lists.get(key) ?? [];
    this.lists.set(key, range(list, start, stop));
    return 'OK';
  }

  async lrange(key: string, start: number, stop: number): Promise<string[]> {
    return range(this.lists.get(key) ?? [], start, stop);
  }

  async zadd(key: string, score: number, member: string): Promise<unknown> {
    const zset = this.zsets.get(key) ?? new Map<string, number>();
    zset.set(member, score);
    this.zsets.set(key, zset);
    return 1;
  }

  private sorted(key: string): [string, number][] {
    return [...(this.zsets.get(key) ?? new Map<string, number>())].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  }

  async zrange(key: string, start: number, stop: number): Promise<string[]> {
    return range(this.sorted(key).map(([m]) => m), start, stop);
  }

  async zrangebyscore(key: string, min: number | string, max: number | string): Promise<string[]> {
    const bound = (v: number | string): number => (v === '-inf' ? -Infinity : v === '+inf' ? Infinity : Number(v));
    return this.sorted(key).filter(([, s]) => s >= bound(min) && s <= bound(max)).map(([m]) => m);
  }

  async zrem(key: string, ...members: string[]): Promise<number> {
    const zset = this.zsets.get(key);
    return members.filter((m) => zset?.delete(m)).length;
  }

  async hset(key: string, field: string, value: string): Promise<unknown> {
    const hash = this.hashes.get(key) ?? new Map<string, string>();
    hash.set(field, value);
    this.hashes.set(key, hash);
    return 1;
  }

  async hget(key: string, field: string): Promise<string | null> {
    return this.hashes.get(key)?.get(field) ?? null;
  }

  async hdel(key: string, ...fields: string[]): Promise<number> {
    const hash = this.hashes.get(key);
    return fields.filter((f) => hash?.delete(f)).length;
  }

  /** The stores' compare-and-set: KEYS[1] is written with ARGV[2] (PX ARGV[3] when positive) only if it holds ARGV[1]. */
  async eval(_script: string, _keys: number, ...args: (string | number)[]): Promise<unknown> {
    const [key, expected, next, ttl] = args.map(String) as [string, string, string, string];
    if (this.strings.get(key) !== expected) return 0;
    this.strings.set(key, next);
    if (Number(ttl) > 0) this.log.expiries.set(key, Number(ttl));
    return 1;
  }

  async publish(channel: string, message: string): Promise<number> {
    let heard = 0;
    for (const s of this.subscribers) {
      if (!s.channels.has(channel)) continue;
      heard++;
      queueMicrotask(() => s.client.emit('message', channel, message));
    }
    return heard;
  }

  async subscribe(...channels: string[]): Promise<unknown> {
    this.note(`subscribe ${channels.join(' ')}`);
    if (!this.own) this.subscribers.add((this.own = { client: this, channels: new Set() }));
    for (const c of channels) this.own.channels.add(c);
    return channels.length;
  }

  on(event: string, listener: Listener): unknown {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Plays a connection event ('error', 'ready') to this client's listeners. */
  fire(event: 'error' | 'ready', ...args: unknown[]): void {
    this.emit(event, ...args);
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }

  /** Another connection to the same data (as ioredis's duplicate()). */
  duplicate(): FakeRedis {
    const twin = new FakeRedis(this.strings, this.lists, this.zsets, this.hashes, this.subscribers, this.log);
    this.twins.push(twin);
    return twin;
  }

  readonly twins: FakeRedis[] = [];

  async quit(): Promise<unknown> {
    this.quits++;
    if (this.own) this.subscribers.delete(this.own);
    return 'OK';
  }
}

function range<T>(list: readonly T[], start: number, stop: number): T[] {
  const n = list.length;
  const from = start < 0 ? Math.max(0, n + start) : start;
  const to = stop < 0 ? n + stop : Math.min(stop, n - 1);
  return list.slice(from, to + 1);
}
