import { rateLimiterMemory } from '../vocabulary/dependency-load.js';

// rate-limiter-flexible's RateLimiterMemory loads with the first limit a server declares, not with the framework.

/** What a store is asked to build: one limiter, for one declared limit. @example { points: 5, duration: 60, keyPrefix: 'mcpd:notes:NotesTools.addNote' } */
export interface LimiterSpec {
  readonly points: number;
  /** Seconds. */
  readonly duration: number;
  /** Keeps the counters of different limits apart in a shared store (Redis…). */
  readonly keyPrefix: string;
}

/**
 * A limiter as the server uses it: `consume(key)` resolves while the key has points left and rejects with a result
 * carrying `msBeforeNext` once it has none. Every rate-limiter-flexible limiter (`RateLimiterMemory`,
 * `RateLimiterRedis`…) has this shape.
 * @example const limiter: CallLimiter = new RateLimiterMemory({ points: 10, duration: 60 });
 */
export interface CallLimiter {
  consume(key: string, points?: number): Promise<unknown>;
}

/**
 * Builds the limiter of each declared limit: `createServer({ rateLimitStore })`. The default keeps counters in
 * memory (one process); pass one that builds e.g. `new RateLimiterRedis({ storeClient, ...spec })` to share them.
 * @example const redisStore: RateLimiterStore = (spec) => new RateLimiterRedis({ storeClient: redis, ...spec });
 */
export type RateLimiterStore = (spec: LimiterSpec) => CallLimiter;

/** The default store: rate-limiter-flexible's `RateLimiterMemory`. @example createServer({ …, rateLimitStore: memoryRateLimiterStore }) */
export const memoryRateLimiterStore: RateLimiterStore = (spec) => {
  const RateLimiterMemory = rateLimiterMemory();
  return new RateLimiterMemory({ ...spec });
};

/** The outcome of taking one point. */
export type ConsumeVerdict = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Takes one point for `key`. A limiter that says no gives the time until the window resets; any other failure
 * (a store that cannot be reached) is thrown, so the call fails rather than running unlimited.
 */
export async function consumePoint(limiter: CallLimiter, key: string): Promise<ConsumeVerdict> {
  try {
    await limiter.consume(key, 1);
    return { allowed: true };
  } catch (refusal) {
    const ms = refusal !== null && typeof refusal === 'object' && !(refusal instanceof Error) ? (refusal as { msBeforeNext?: unknown }).msBeforeNext : undefined;
    if (typeof ms === 'number') return { allowed: false, retryAfterMs: Math.max(0, ms) };
    throw refusal;
  }
}
