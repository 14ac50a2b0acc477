import type { CallLimiter, LimiterSpec, RateLimiterStore } from '../../limits/rate-limiter-store.js';
import { rateLimiterRedis } from '../../vocabulary/dependency-load.js';
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
  const RateLimiterRedis = rateLimiterRedis();
  return {
    store: (spec: LimiterSpec): CallLimiter => new RateLimiterRedis({ storeClient: client, points: spec.points, duration: spec.duration, keyPrefix: `${prefix}limit:${spec.keyPrefix}` }),
    async close() {
      if (owned) await client.quit();
    },
  };
}
