import type { MatchMode } from '../model/policy-declaration.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { policyDecorator } from './policy-decorator.js';

/** Options of `@Roles`: every role listed (`all`) or any one of them (`any`, the default). */
export interface RolesOptions {
  readonly match?: MatchMode;
}

/**
 * The roles a call needs, on a class or a method (the nearest declaration wins). A principal's roles come from the
 * server's role hook, `auth.roles(principal)` (default: the token's `roles` claim).
 * @example `@Roles('editor', 'admin') class Moderation { … }` (either role may call)
 */
export function Roles(...args: readonly (string | RolesOptions)[]): ClassOrMethodDecorator {
  const options = args.find((a): a is RolesOptions => typeof a === 'object' && a !== null) ?? {};
  const roles = args.filter((a): a is string => typeof a === 'string');
  return policyDecorator('Roles', (target, propertyKey) => {
    if (roles.length === 0 || roles.some((r) => r === '')) {
      throw new InvalidDecoratorOptionError(target, propertyKey, '@Roles names no role', "Name one or more roles, e.g. @Roles('editor').");
    }
    if (options.match !== undefined && options.match !== 'all' && options.match !== 'any') {
      throw new InvalidDecoratorOptionError(target, propertyKey, `@Roles match ${JSON.stringify(options.match)} is neither 'all' nor 'any'`, "Pass { match: 'any' } (one of them) or { match: 'all' } (every role).");
    }
    return { policy: 'roles', roles: [...new Set(roles)], match: options.match ?? 'any' };
  });
}
