import type { RateLimitKey, RateLimitSubject } from '../../model/policy-declaration.js';
import { RateLimitedError } from '../../errors/rate-limited.error.js';
import { consumePoint, type CallLimiter, type RateLimiterStore } from '../../limits/rate-limiter-store.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import type { DeclaredLimit } from './member-plan.js';

/** The bucket a call counts against, under a limit's key. */
export function bucketOf(key: RateLimitKey | undefined, subject: RateLimitSubject): string {
  const ip = subject.ip !== undefined ? `ip:${subject.ip}` : 'local';
  if (typeof key === 'function') return `fn:${key(subject)}`;
  if (key === 'ip') return ip;
  if (key === 'client') return subject.auth?.clientId !== undefined ? `client:${subject.auth.clientId}` : ip;
  return subject.auth ? `sub:${subject.auth.issuer ?? ''}:${subject.auth.subject}` : ip;
}

/** The refusal of a call over a limit: a tool error on tools; -32005 with `retryAfterMs` elsewhere. */
export function rateLimitRefusal(kind: RateLimitSubject['kind'], what: string, declared: DeclaredLimit, retryAfterMs: number): Error {
  const error = new RateLimitedError(what, declared.limit.points, declared.limit.duration, retryAfterMs);
  return kind === 'tool' ? error : new ProtocolError(RpcErrorCode.RateLimited, error.message, { retryAfterMs: Math.ceil(retryAfterMs) });
}

/** The limiters of one server: one per declared limit (so a class-level limit is one budget for its members). */
export class RateLimits {
  private readonly limiters = new WeakMap<DeclaredLimit, CallLimiter>();

  constructor(private readonly store: RateLimiterStore, private readonly prefix: string) {}

  limiterOf(declared: DeclaredLimit): CallLimiter {
    let limiter = this.limiters.get(declared);
    if (!limiter) {
      limiter = this.store({ points: declared.limit.points, duration: declared.limit.duration, keyPrefix: `${this.prefix}:${declared.site}` });
      this.limiters.set(declared, limiter);
    }
    return limiter;
  }

  /** Takes one point of a limit: undefined while there are points left, else the ms until the window resets. */
  async retryAfter(declared: DeclaredLimit, subject: RateLimitSubject): Promise<number | undefined> {
    const verdict = await consumePoint(this.limiterOf(declared), bucketOf(declared.limit.key, subject));
    return verdict.allowed ? undefined : verdict.retryAfterMs;
  }

  /** Takes one point of every limit, in order; throws the refusal of the first that has none left. */
  async consume(limits: readonly DeclaredLimit[], subject: RateLimitSubject, what: string): Promise<void> {
    for (const declared of limits) {
      const verdict = await consumePoint(this.limiterOf(declared), bucketOf(declared.limit.key, subject));
      if (!verdict.allowed) throw rateLimitRefusal(subject.kind, what, declared, verdict.retryAfterMs);
    }
  }
}
