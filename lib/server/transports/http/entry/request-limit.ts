import { rateLimitProblem, type RateLimitOptions } from '../../../../model/policy-declaration.js';
import { InvalidServerOptionError } from '../../../../errors/invalid-server-option.error.js';
import type { RequestView } from '../wire/request-view.js';
import type { DeclaredLimit } from '../../../access/member-plan.js';

/** The entry's limit on whole requests, checked. */
export function entryLimitOf(limit: RateLimitOptions | undefined): DeclaredLimit | undefined {
  if (limit === undefined) return undefined;
  const problem = rateLimitProblem(limit);
  if (problem) throw new InvalidServerOptionError(`rateLimit.${problem.slice(0, problem.indexOf(' '))}`, problem.slice(problem.indexOf(' ') + 1), 'Pass e.g. rateLimit: { points: 100, duration: 60 } for a hundred requests a minute.');
  return { limit, site: 'http' };
}

/** The peer address of a request, as a rate limit subject field. */
export function ipOf(request: RequestView): { readonly ip?: string } {
  const ip = request.remoteAddress;
  return ip !== undefined ? { ip } : {};
}
