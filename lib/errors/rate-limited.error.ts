import { AccessDeniedError } from './access-denied.error.js';

/**
 * A call over a rate limit (`@RateLimit`, or the server's `rateLimit`), saying when to retry: a tool error on tools;
 * other calls get -32005 with `data.retryAfterMs`, and HTTP 429 with `Retry-After` where the exchange can still say so.
 * @example samples/notes-secure/README.md ("Rate limits")
 */
export class RateLimitedError extends AccessDeniedError {
  override readonly code: string = 'MCPD_RATE_LIMITED';

  constructor(readonly what: string, readonly points: number, readonly duration: number, readonly retryAfterMs: number) {
    super(`Rate limit reached: ${what} allows ${points} call${points === 1 ? '' : 's'} per ${duration} s. Retry in ${(Math.ceil(retryAfterMs / 100) / 10).toFixed(1)} s.`);
  }
}
