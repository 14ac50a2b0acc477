import type { RateLimiterRedis as RateLimiterRedisClass } from 'rate-limiter-flexible';
import type { CallLimiter, LimiterSpec, RateLimiterStore } from '../../limits/rate-limiter-store.js';
import { loadDependency } from '../../vocabulary/dependency-load.js';
import { redisClientFor, type RedisConnectionOptions } from './redis-client.js';

/** A rate limiter store on Redis, with the client it may own. */
export interface RedisRateLimiterStore {
  /** What `createServer({ rateLimitStore })` takes: one Redis-backed limiter per declared limit. */
  readonly store: RateLimiterStore;
  /** Closes the Redis client when the store made it (from a URL). */
  close(): Promise<void>;
}

/**
 * Rate limit counters in Redis (rate-limiter-flexible's `RateLimiterRedis` on an ioredis client), so every replica
 * counts against the same budget: a limit of five calls a minute is five across the deployment, not five per replica.
 * @example const limits = redisRateLimiterStore({ url: process.env.REDIS_URL }); createServer({ …, rateLimitStore: limits.store })
 */
export function redisRateLimiterStore(options: RedisConnectionOptions = {}): RedisRateLimiterStore {
  const { client, owned } = redisClientFor(options, 'redisRateLimiterStore');
  const prefix = options.prefix ?? 'mcpd:';
  // Its own file, not the package root (which loads every limiter and node:cluster); a literal require() a bundler follows.
  const RateLimiterRedis = loadDependency<typeof RateLimiterRedisClass>(() => require('rate-limiter-flexible/lib/RateLimiterRedis.js'), 'rate-limiter-flexible/lib/RateLimiterRedis.js');
  return {
    store: (spec: LimiterSpec): CallLimiter => new RateLimiterRedis({ storeClient: client, points: spec.points, duration: spec.duration, keyPrefix: `${prefix}limit:${spec.keyPrefix}` }),
    async close() {
      if (owned) await client.quit();
    },
  };
}
