import type { Principal } from '../../model/principal.js';
import { AccessDeniedError } from '../../errors/access-denied.error.js';
import { InsufficientScopeError } from '../../errors/insufficient-scope.error.js';
import { MissingRoleError } from '../../errors/missing-role.error.js';
import { UnauthenticatedError } from '../../errors/unauthenticated.error.js';
import type { AccessRequirement, Requirement } from './member-plan.js';
import { stepProbe } from '../protocol/step-probe.js';

/** Whether a caller may make a call, and if not, why. */
export type AccessVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'unauthenticated'; readonly scopes: readonly string[] }
  | { readonly ok: false; readonly reason: 'scope'; readonly required: Requirement }
  | { readonly ok: false; readonly reason: 'role'; readonly required: Requirement };

function satisfies(held: ReadonlySet<string>, required: Requirement): boolean {
  return required.match === 'all' ? required.names.every((n) => held.has(n)) : required.names.some((n) => held.has(n));
}

/** Checks a requirement against what a caller holds (its scopes and roles); no principal satisfies none. */
export function checkAccess(requirement: AccessRequirement, held: { readonly scopes: ReadonlySet<string>; readonly roles: ReadonlySet<string> } | undefined): AccessVerdict {
  stepProbe.count?.('access-verdict');
  if (!held) return { ok: false, reason: 'unauthenticated', scopes: requirement.scopes?.names ?? [] };
  if (requirement.scopes && !satisfies(held.scopes, requirement.scopes)) return { ok: false, reason: 'scope', required: requirement.scopes };
  if (requirement.roles && !satisfies(held.roles, requirement.roles)) return { ok: false, reason: 'role', required: requirement.roles };
  return { ok: true };
}

/** What a principal holds, as sets. */
export function holdingsOf(principal: Principal | undefined, rolesOf: (principal: Principal) => readonly string[]): { readonly scopes: ReadonlySet<string>; readonly roles: ReadonlySet<string> } | undefined {
  return principal ? { scopes: new Set(principal.scopes), roles: new Set(rolesOf(principal)) } : undefined;
}

/** The refusal a failed verdict becomes inside the pipeline: a tool error on tools, -32602 elsewhere. */
export function accessError(verdict: Exclude<AccessVerdict, { ok: true }>, what: string): AccessDeniedError {
  switch (verdict.reason) {
    case 'unauthenticated':
      return new UnauthenticatedError(what);
    case 'scope':
      return new InsufficientScopeError(what, verdict.required.names, verdict.required.match);
    case 'role':
      return new MissingRoleError(what, verdict.required.names, verdict.required.match);
  }
}
