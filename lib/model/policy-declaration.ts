import type { ClientDescription, RequestHeaders } from './handler-context.js';
import type { Principal } from './principal.js';
import type { MemberKindFacts } from '../vocabulary/member-kind.js';

/** How several scopes or roles are matched: every one of them (`all`) or any one. @example `@Scopes('a', 'b', { match: 'any' })` */
export type MatchMode = 'all' | 'any';

/** Who a rate limit counts a call against (also what a `key` function receives). @example `@RateLimit({ points: 5, duration: 60, key: (s) => s.auth?.claims.tenant as string })` */
export interface RateLimitSubject {
  /** The kind of call, as `Invocation.kind` names it. */
  readonly kind: MemberKindFacts['invokedAs'] | 'completion';
  /** The tool or prompt name, or the URI. */
  readonly name: string;
  /** The verified caller, when there is one. */
  readonly auth?: Principal;
  readonly client: ClientDescription;
  /** The peer's IP address (HTTP through `serveHttp` or `nodeHandler`), when known. */
  readonly ip?: string;
  readonly headers?: RequestHeaders;
}

/**
 * What calls are counted by: the principal's subject, the token's client id, the peer's IP address, or a
 * function of the call. Without a principal, `principal` and `client` count by IP address; without that
 * (stdio, in memory), every call shares one bucket.
 */
export type RateLimitKey = 'principal' | 'client' | 'ip' | ((subject: RateLimitSubject) => string);

/** A rate limit: at most `points` calls per `duration` seconds for each key (rate-limiter-flexible's terms). @example createServer({ …, rateLimit: { points: 100, duration: 60 } }) */
export interface RateLimitOptions {
  readonly points: number;
  /** The window, in seconds (fractions allowed). */
  readonly duration: number;
  /** Default `principal`. */
  readonly key?: RateLimitKey;
}

/** Limits on one call's raw arguments, checked before anything reads them (like the SDK's `maxToolInputElements`). @example createServer({ …, argumentLimits: { maxElements: 1000 } }) */
export interface ArgumentLimitsOptions {
  /** Most bytes of the arguments as JSON. */
  readonly maxBytes?: number;
  /** Most array elements and object members, added up over the whole arguments object. */
  readonly maxElements?: number;
}

/**
 * A declaration of `@Scopes`, `@Public`, `@Roles`, `@RateLimit` or `@ArgumentLimits`, as the metadata store keeps
 * it in a member's chain. The server reads these once per member; none of them runs as middleware.
 */
export type PolicyDeclaration =
  | { readonly policy: 'scopes'; readonly scopes: readonly string[]; readonly match: MatchMode }
  | { readonly policy: 'roles'; readonly roles: readonly string[]; readonly match: MatchMode }
  | { readonly policy: 'public' }
  /** `site` names where the limit was declared (`Class` or `Class.method`): the stable part of its store keys. */
  | { readonly policy: 'rate-limit'; readonly limit: RateLimitOptions; readonly site: string }
  | { readonly policy: 'argument-limits'; readonly limits: ArgumentLimitsOptions };

/** A problem with rate limit options, or undefined; shared with the server-wide `rateLimit` option. @example rateLimitProblem({ points: 0, duration: 1 }) // 'points must be a positive integer, got 0' */
export function rateLimitProblem(limit: RateLimitOptions): string | undefined {
  if (!(Number.isInteger(limit.points) && limit.points > 0)) return `points must be a positive integer, got ${String(limit.points)}`;
  if (!(typeof limit.duration === 'number' && Number.isFinite(limit.duration) && limit.duration > 0)) return `duration must be a positive number of seconds, got ${String(limit.duration)}`;
  const key = limit.key;
  if (key !== undefined && key !== 'principal' && key !== 'client' && key !== 'ip' && typeof key !== 'function') return `key must be 'principal', 'client', 'ip' or a function, got ${JSON.stringify(key)}`;
  return undefined;
}

/** A problem with argument limits, or undefined; shared with the server-wide `argumentLimits` option. @example argumentLimitsProblem({ maxBytes: -1 }) // 'maxBytes must be a positive integer, got -1' */
export function argumentLimitsProblem(limits: ArgumentLimitsOptions): string | undefined {
  for (const key of ['maxBytes', 'maxElements'] as const) {
    const value = limits[key];
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) return `${key} must be a positive integer, got ${String(value)}`;
  }
  return undefined;
}
