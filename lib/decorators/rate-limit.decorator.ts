import { rateLimitProblem, type RateLimitOptions } from '../model/policy-declaration.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { formatMember } from '../errors/format-member.js';
import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { policyDecorator } from './policy-decorator.js';

export type { RateLimitOptions, RateLimitKey, RateLimitSubject } from '../model/policy-declaration.js';

/**
 * At most `points` calls per `duration` seconds for each key (`principal` by default), on a class (one budget shared
 * by its members) or a method; every declared limit applies, with the server's `rateLimit`. Built on
 * rate-limiter-flexible (in memory unless `rateLimitStore` says otherwise). Over the limit, a tool call gets a tool
 * error saying when to retry; other calls get -32005 with `data.retryAfterMs` (HTTP 429 and `Retry-After` when the
 * exchange can still say so).
 * @example samples/notes-secure/notes-tools.ts (`@RateLimit({ points: 5, duration: 60 }) addNote(…)`)
 */
export function RateLimit(limit: RateLimitOptions): ClassOrMethodDecorator {
  return policyDecorator('RateLimit', (target, propertyKey) => {
    const problem = rateLimitProblem(limit);
    if (problem) throw new InvalidDecoratorOptionError(target, propertyKey, `@RateLimit ${problem}`, 'Pass e.g. @RateLimit({ points: 10, duration: 60 }) for ten calls a minute.');
    return { policy: 'rate-limit', limit: Object.freeze({ ...limit }), site: formatMember(target, propertyKey) };
  });
}
