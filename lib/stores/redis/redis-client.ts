import { createRequire } from 'node:module';
import { InvalidServerOptionError } from '../../errors/invalid-server-option.error.js';
import { stderrDiagnostics, type Diagnostics } from '../../server/contracts/diagnostics.js';

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
  on(event: 'ready', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
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
  /** Where a store reports Redis failures it cannot hand to a caller (a publish, a subscription); default stderr. */
  readonly diagnostics?: Diagnostics;
}

/**
 * Redis work nobody awaits (a publish, a subscription): a failure, e.g. Redis unreachable, is reported to the
 * diagnostics (once until the next success, so an outage is one line, not one per message) and never becomes an
 * unhandled rejection that would end the process.
 */
export class BackgroundWork {
  private failing = false;

  constructor(private readonly diagnostics: Diagnostics, private readonly what: string) {}

  run(work: () => Promise<unknown>, action: string): void {
    let started: Promise<unknown>;
    try {
      started = work();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      () => {
        if (this.failing) this.diagnostics.warn(`${this.what}: Redis answers again`);
        this.failing = false;
      },
      (error: unknown) => {
        if (!this.failing) this.diagnostics.error(`${this.what}: ${action} failed (is Redis reachable?); the server carries on`, error);
        this.failing = true;
      },
    );
  }
}

/** The diagnostics of the options: the given ones, else stderr. */
export function diagnosticsOf(options: RedisConnectionOptions): Diagnostics {
  return options.diagnostics ?? stderrDiagnostics;
}

/** A client for the options: the given one, or a new ioredis client (loaded only now, so ioredis stays optional). */
export function redisClientFor(options: RedisConnectionOptions, what: string): { readonly client: RedisClient; readonly owned: boolean } {
  const client = ownClientFor(options, what);
  if (client === options.client) return { client, owned: false };
  reportConnectionErrors(client, diagnosticsOf(options), what);
  return { client, owned: true };
}

/**
 * Routes a client's connection errors (emitted while it reconnects) to the diagnostics: one line when the
 * connection is lost, not one per reconnection attempt, and none of ioredis's own "Unhandled error event" lines.
 */
export function reportConnectionErrors(client: RedisClient, diagnostics: Diagnostics, what: string): void {
  let lost = false;
  client.on('error', (error) => {
    if (!lost) diagnostics.error(`${what}: lost its Redis connection; reconnecting`, error);
    lost = true;
  });
  client.on('ready', () => {
    if (lost) diagnostics.warn(`${what}: connected to Redis again`);
    lost = false;
  });
}

function ownClientFor(options: RedisConnectionOptions, what: string): RedisClient {
  if (options.client) return options.client;
  let Redis: new (url: string, options: object) => RedisClient;
  try {
    // An optional peer: no require() a bundler would insist on; a createRequire load Vercel's file tracing follows.
    const load = createRequire(import.meta.url);
    Redis = load('ioredis') as new (url: string, options: object) => RedisClient;
  } catch {
    throw new InvalidServerOptionError(what, 'needs Redis, but ioredis is not installed', 'Install it next to mcp-decorators: npm install ioredis.');
  }
  return new Redis(options.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
}

/**
 * One pub/sub subscriber connection shared by the listeners of a store: subscribes to a channel on first use and
 * hands each message to that channel's listeners.
 */
export class RedisChannels {
  private subscriber: RedisClient | undefined;
  private readonly listeners = new Map<string, Set<(message: string) => void>>();
  private readonly background: BackgroundWork;

  constructor(private readonly client: RedisClient, private readonly diagnostics: Diagnostics = stderrDiagnostics, private readonly what = 'Redis') {
    this.background = new BackgroundWork(diagnostics, what);
  }

  listen(channel: string, listener: (message: string) => void): () => void {
    if (!this.subscriber) {
      const subscriber = (this.subscriber = this.client.duplicate());
      reportConnectionErrors(subscriber, this.diagnostics, `${this.what} (subscriber)`);
      subscriber.on('message', (from, message) => {
        for (const l of this.listeners.get(from) ?? []) l(message);
      });
      // After a reconnection every channel is subscribed again, including one whose first subscribe failed.
      subscriber.on('ready', () => {
        const channels = [...this.listeners.keys()];
        if (channels.length > 0) this.background.run(() => subscriber.subscribe(...channels), 'subscribing again');
      });
    }
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      const subscriber = this.subscriber;
      this.background.run(() => subscriber.subscribe(channel), 'subscribing');
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
