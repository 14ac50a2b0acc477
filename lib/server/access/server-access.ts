import type { ListedMember, ListFilter } from '../../model/middleware.js';
import type { MemberDescriptor } from '../../model/member-descriptor.js';
import type { ArgumentLimitsOptions, RateLimitOptions, RateLimitSubject } from '../../model/policy-declaration.js';
import type { Principal } from '../../model/principal.js';
import type { ServerModel } from '../../model/server-model.js';
import type { ResolvedAuth } from '../../auth/auth-options.js';
import { argumentLimitProblem } from '../../limits/argument-size.js';
import { memoryRateLimiterStore, type RateLimiterStore } from '../../limits/rate-limiter-store.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { MEMBER_KINDS } from '../../vocabulary/member-kind.js';
import type { Admission } from '../contracts/server-core.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { accessError, checkAccess, holdingsOf, type AccessVerdict } from './access-check.js';
import { AccessFilter } from './access-filter.js';
import { planOf, type DeclaredLimit, type MemberPlan, type PlanDefaults } from './member-plan.js';
import { RateLimits } from './rate-limits.js';

/** The access-related options of createServer, as the server keeps them. */
export interface AccessSettings {
  readonly serverName: string;
  readonly auth?: ResolvedAuth;
  readonly rateLimit?: RateLimitOptions;
  readonly rateLimitStore?: RateLimiterStore;
  readonly argumentLimits?: ArgumentLimitsOptions;
}

type PlannedMember = Pick<MemberDescriptor, 'member' | 'chain'>;

/** The default role hook: the token's `roles` claim, when it is an array of strings. */
export function rolesClaim(principal: Principal): readonly string[] {
  const roles = Object.hasOwn(principal.claims, 'roles') ? principal.claims.roles : undefined;
  return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
}

/**
 * Declared access, rate limits and argument limits of one server: each member's plan read once from its chain,
 * the admission check the pipeline runs before binding, the list filter, and the HTTP entry's pre-check.
 */
export class ServerAccess {
  readonly auth?: ResolvedAuth;
  readonly rolesOf: (principal: Principal) => readonly string[];
  private readonly defaults: PlanDefaults;
  private readonly hasDefaults: boolean;
  private readonly plans = new WeakMap<object, MemberPlan>();
  private readonly admissions = new WeakMap<object, Admission | null>();
  private readonly limits: RateLimits;
  private readonly filter: AccessFilter;
  private limited: boolean | undefined;

  constructor(settings: AccessSettings) {
    this.auth = settings.auth;
    const hook = settings.auth?.options.roles;
    this.rolesOf = hook ? (principal) => hook(principal) : rolesClaim;
    const scopes = settings.auth?.options.scopes;
    this.defaults = {
      ...(scopes && scopes.length > 0 ? { scopes } : {}),
      ...(settings.rateLimit ? { rateLimit: { limit: settings.rateLimit, site: 'server' } } : {}),
      ...(settings.argumentLimits ? { argumentLimits: settings.argumentLimits } : {}),
    };
    this.hasDefaults = Object.keys(this.defaults).length > 0;
    this.limits = new RateLimits(settings.rateLimitStore ?? memoryRateLimiterStore, `mcpd:${settings.serverName}`);
    this.filter = new AccessFilter((member) => this.planFor(member as ListedMember & PlannedMember).access, this.rolesOf);
  }

  /** The member's plan (computed once). */
  planFor(member: PlannedMember): MemberPlan {
    let plan = this.plans.get(member);
    if (!plan) {
      plan = planOf(member.chain, this.defaults);
      if (plan.access) this.filter.learn(plan.access);
      this.plans.set(member, plan);
    }
    return plan;
  }

  /** The check the pipeline runs before binding, or undefined when the member has nothing to check. */
  admissionFor(member: PlannedMember): Admission | undefined {
    if (!this.hasDefaults && member.chain === undefined) return undefined;
    let admission = this.admissions.get(member);
    if (admission === undefined) {
      const plan = this.planFor(member);
      admission = plan.access || plan.limits.length > 0 || plan.argumentLimits ? this.admissionOf(plan) : null;
      this.admissions.set(member, admission);
    }
    return admission ?? undefined;
  }

  /** The list filters of a member: declared access hides it from those who may not call it. */
  filtersFor(member: PlannedMember): readonly ListFilter[] {
    return this.planFor(member).access ? [this.filter] : [];
  }

  /** Whether a principal may call a member (the HTTP entry asks before anything is processed). */
  verdictFor(member: PlannedMember, principal: Principal | undefined): AccessVerdict {
    const { access } = this.planFor(member);
    return access ? checkAccess(access, holdingsOf(principal, this.rolesOf)) : { ok: true };
  }

  /**
   * Whether any call of this catalogue can be counted by a rate limit, so that transports should note peer
   * addresses; remembered until `forget` (the catalogue changed).
   */
  countsCalls(model: () => ServerModel): boolean {
    if (this.limited === undefined) {
      const { tools, resources, resourceTemplates, prompts } = model();
      this.limited = this.defaults.rateLimit !== undefined || [...tools, ...resources, ...resourceTemplates, ...prompts].some((m) => this.planFor(m).limits.length > 0);
    }
    return this.limited;
  }

  /** Forgets what `countsCalls` found, after the catalogue changed. */
  forget(): void {
    this.limited = undefined;
  }

  /** Takes one point of a limit on whole HTTP requests (`createHttpEntry(server, { rateLimit })`): the ms to wait when none is left. */
  limitRequest(declared: DeclaredLimit, subject: RateLimitSubject): Promise<number | undefined> {
    return this.limits.retryAfter(declared, subject);
  }

  /** The metadata's `scopes_supported`: as configured, else every scope the members and the default declare. */
  scopesSupported(model: ServerModel): string[] {
    const configured = this.auth?.options.scopesSupported;
    if (configured) return [...configured];
    const scopes = new Set<string>(this.defaults.scopes ?? []);
    for (const member of [...model.tools, ...model.resources, ...model.resourceTemplates, ...model.prompts]) {
      for (const s of this.planFor(member).access?.scopes?.names ?? []) scopes.add(s);
    }
    return [...scopes];
  }

  private admissionOf(plan: MemberPlan): Admission {
    return async (subject, raw, accessGranted) => {
      const what = `${subject.kind === 'completion' ? 'Completion for' : MEMBER_KINDS[subject.kind].decorator} ${subject.name}`;
      // Declared access the transport already decided on this request (the HTTP entry's 403) is not decided again.
      if (plan.access && accessGranted !== true) {
        const verdict = checkAccess(plan.access, holdingsOf(subject.auth, this.rolesOf));
        if (!verdict.ok) throw accessError(verdict, what);
      }
      if (plan.argumentLimits) {
        const problem = argumentLimitProblem(raw, plan.argumentLimits);
        if (problem) throw new ProtocolError(RpcErrorCode.InvalidParams, `Invalid arguments for ${what.charAt(0).toLowerCase()}${what.slice(1)}: ${problem}`);
      }
      if (plan.limits.length > 0) await this.limits.consume(plan.limits, subject, what);
    };
  }
}
