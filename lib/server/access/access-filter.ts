import type { Caller, ListedMember, ListFilter } from '../../model/middleware.js';
import type { Principal } from '../../model/principal.js';
import { checkAccess } from './access-check.js';
import type { AccessRequirement } from './member-plan.js';

interface Held {
  readonly scopes: ReadonlySet<string>;
  readonly roles: ReadonlySet<string>;
}

/**
 * The list filter of declared access: a caller sees a member when it may call it. Its key names only the scopes and
 * roles some member asks for (sorted), so every caller who may call the same members shares one encoded list.
 */
export class AccessFilter implements ListFilter {
  private readonly knownScopes = new Set<string>();
  private readonly knownRoles = new Set<string>();
  private readonly parsed = new Map<string, Held | undefined>();

  constructor(private readonly requirementOf: (member: ListedMember) => AccessRequirement | undefined, private readonly rolesOf: (principal: Principal) => readonly string[]) {}

  /** Notes the names a requirement uses, so keys keep them. */
  learn(requirement: AccessRequirement): void {
    for (const s of requirement.scopes?.names ?? []) this.knownScopes.add(s);
    for (const r of requirement.roles?.names ?? []) this.knownRoles.add(r);
  }

  key(caller: Caller): string {
    const principal = caller.auth;
    if (!principal) return 'anonymous';
    const scopes = principal.scopes.filter((s) => this.knownScopes.has(s)).sort();
    const roles = this.rolesOf(principal).filter((r) => this.knownRoles.has(r)).sort();
    return JSON.stringify([[...new Set(scopes)], [...new Set(roles)]]);
  }

  visible(member: ListedMember, key: string): boolean {
    const requirement = this.requirementOf(member);
    if (!requirement) return true;
    if (!this.parsed.has(key)) {
      const [scopes, roles] = key === 'anonymous' ? [] : (JSON.parse(key) as [string[], string[]]);
      this.parsed.set(key, scopes && roles ? { scopes: new Set(scopes), roles: new Set(roles) } : undefined);
    }
    return checkAccess(requirement, this.parsed.get(key)).ok;
  }
}
