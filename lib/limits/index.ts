/**
 * mcp-decorators/limits: everything exported here is public API (a change to it is a reviewed diff of
 * test/architecture/public-surface.snapshot.json). Where rate limit counters live
 * (createServer's rateLimitStore), in memory here; a Redis one is in mcp-decorators/redis.
 * @module mcp-decorators/limits
 */
export { memoryRateLimiterStore } from './rate-limiter-store.js';
export type { RateLimiterStore, LimiterSpec, CallLimiter } from './rate-limiter-store.js';
