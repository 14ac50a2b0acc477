import type { ChainLink } from '../../model/middleware.js';
import type { ArgumentLimitsOptions, MatchMode, RateLimitOptions } from '../../model/policy-declaration.js';

/** Scopes or roles a call needs, and how they are matched. */
export interface Requirement {
  readonly names: readonly string[];
  readonly match: MatchMode;
}

/** What a member's callers need: scopes and roles (either may be absent). */
export interface AccessRequirement {
  readonly scopes?: Requirement;
  readonly roles?: Requirement;
}

/** One rate limit that applies to a member; the same object for every member that shares its budget. */
export interface DeclaredLimit {
  readonly limit: RateLimitOptions;
  readonly site: string;
}

/** Everything a server checks on one member's calls before binding, read once from its chain. */
export interface MemberPlan {
  /** Undefined when anyone may call it. */
  readonly access?: AccessRequirement;
  readonly limits: readonly DeclaredLimit[];
  readonly argumentLimits?: ArgumentLimitsOptions;
}

/** The server-wide defaults a member's own declarations override (`auth.scopes`, `rateLimit`, `argumentLimits`). */
export interface PlanDefaults {
  readonly scopes?: readonly string[];
  readonly rateLimit?: DeclaredLimit;
  readonly argumentLimits?: ArgumentLimitsOptions;
}

/**
 * A member's plan from its chain: for scopes, roles and argument limits the nearest declaration wins (method over
 * class, subclass over base, class over the server default; `@Public` lifts scopes and roles); every rate limit
 * applies (the server's, then the class's, then the method's).
 */
export function planOf(chain: readonly ChainLink[] | undefined, defaults: PlanDefaults): MemberPlan {
  let scopes: Requirement | undefined = defaults.scopes && defaults.scopes.length > 0 ? { names: defaults.scopes, match: 'all' } : undefined;
  let roles: Requirement | undefined;
  let argumentLimits = defaults.argumentLimits;
  const limits: DeclaredLimit[] = defaults.rateLimit ? [defaults.rateLimit] : [];
  for (const link of chain ?? []) {
    if (link.kind !== 'policy') continue;
    const declaration = link.entry;
    switch (declaration.policy) {
      case 'scopes':
        scopes = { names: declaration.scopes, match: declaration.match };
        break;
      case 'roles':
        roles = { names: declaration.roles, match: declaration.match };
        break;
      case 'public':
        scopes = undefined;
        roles = undefined;
        break;
      case 'rate-limit':
        limits.push(declaration);
        break;
      case 'argument-limits':
        argumentLimits = declaration.limits;
        break;
    }
  }
  const access = scopes || roles ? { ...(scopes ? { scopes } : {}), ...(roles ? { roles } : {}) } : undefined;
  return { ...(access ? { access } : {}), limits, ...(argumentLimits ? { argumentLimits } : {}) };
}
