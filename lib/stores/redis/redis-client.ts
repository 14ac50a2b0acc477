import { createRequire } from 'node:module';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';

/** The commands the Redis stores use; an `ioredis` client fits it (ioredis 5 or 6, an optional peer dependency). */
export interface RedisClient {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ...args: (string | number)[]): Promise<unknown>;
  del(...keys: string[]): Promise<number>;
  mget(...keys: string[]): Promise<(string | null)[]>;
  incr(key: string): Promise<number>;
  pexpire(key: string, ms: number): Promise<number>;
  rpush(key: string, ...values: string[]): Promise<number>;
  ltrim(key: string, start: number, stop: number): Promise<unknown>;
  lrange(key: string, start: number, stop: number): Promise<string[]>;
  zadd(key: string, score: number, member: string): Promise<unknown>;
  zrange(key: string, start: number, stop: number): Promise<string[]>;
  zrangebyscore(key: string, min: number | string, max: number | string): Promise<string[]>;
  zrem(key: string, ...members: string[]): Promise<number>;
  hset(key: string, field: string, value: string): Promise<unknown>;
  hget(key: string, field: string): Promise<string | null>;
  hdel(key: string, ...fields: string[]): Promise<number>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
  publish(channel: string, message: string): Promise<number>;
  subscribe(...channels: string[]): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  duplicate(): RedisClient;
  quit(): Promise<unknown>;
}

/** How a Redis store reaches Redis: a URL (a client is made and closed by the store) or a client of your own. */
export interface RedisConnectionOptions {
  /** e.g. `redis://127.0.0.1:6379`; default `REDIS_URL`, else `redis://127.0.0.1:6379`. */
  readonly url?: string;
  /** An ioredis client to use instead (the store does not close it). */
  readonly client?: RedisClient;
  /** Prefix of every key and channel; default `mcpd:`. */
  readonly prefix?: string;
}

/** A client for the options: the given one, or a new ioredis client (loaded only now, so ioredis stays optional). */
export function redisClientFor(options: RedisConnectionOptions, what: string): { readonly client: RedisClient; readonly owned: boolean } {
  if (options.client) return { client: options.client, owned: false };
  let Redis: new (url: string, options: object) => RedisClient;
  try {
    Redis = createRequire(import.meta.url)('ioredis') as new (url: string, options: object) => RedisClient;
  } catch {
    throw new InvalidServerOptionError(what, 'needs Redis, but ioredis is not installed', 'Install it next to mcp-decorators: npm install ioredis.');
  }
  return { client: new Redis(options.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 }), owned: true };
}

/**
 * One pub/sub subscriber connection shared by the listeners of a store: subscribes to a channel on first use and
 * hands each message to that channel's listeners.
 */
export class RedisChannels {
  private subscriber: RedisClient | undefined;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();

  constructor(private readonly client: RedisClient) {}

  listen(channel: string, listener: (message: string) => void): () => void {
    if (!this.subscriber) {
      this.subscriber = this.client.duplicate();
      this.subscriber.on('message', (from, message) => {
        for (const l of this.listeners.get(from) ?? []) l(message);
      });
    }
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      void this.subscriber.subscribe(channel);
    }
    set.add(listener);
    return () => void set.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await this.subscriber?.quit();
    this.subscriber = undefined;
  }
}
