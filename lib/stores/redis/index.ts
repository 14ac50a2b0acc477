/**
 * mcp-decorators/redis: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Stores shared by replicas on
 * Redis (tasks, SSE events, list changes, rate limits); the only entry that loads the optional peer ioredis.
 * @module mcp-decorators/redis
 */
/** Tasks in Redis, shared by replicas (ioredis, optional peer). @example tasks({ store: new RedisTaskStore({ url: process.env.REDIS_URL }) }) — scale/replica.ts */
export { RedisTaskStore } from './redis-task-store.js';
/** SSE events in Redis, so streams resume on any replica. @example serveHttp(server, { eventStore: new RedisEventStore({ url }) }) — scale/replica.ts */
export { RedisEventStore } from './redis-event-store.js';
export type { RedisEventStoreOptions } from './redis-event-store.js';
/** List changes and resource updates between replicas on Redis pub/sub. @example createServer({ …, bus: new RedisNotificationBus({ url }) }) — scale/replica.ts */
export { RedisNotificationBus } from './redis-notification-bus.js';
/** Rate limit counters in Redis, one budget across replicas. @example createServer({ …, rateLimitStore: redisRateLimiterStore({ url }).store }) — scale/replica.ts */
export { redisRateLimiterStore } from './redis-rate-limiter-store.js';
export type { RedisRateLimiterStore } from './redis-rate-limiter-store.js';
export type { RedisClient, RedisConnectionOptions } from './redis-client.js';
