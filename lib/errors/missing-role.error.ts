import { AccessDeniedError } from './access-denied.error.js';

/** A call whose principal lacks a role it needs (`@Roles`): 403 on HTTP, a tool error or -32602 elsewhere. @example `@Roles('admin') @Tool() purge()` */
export class MissingRoleError extends AccessDeniedError {
  override readonly code: string = 'MCPD_MISSING_ROLE';

  constructor(readonly what: string, readonly required: readonly string[], readonly match: 'all' | 'any') {
    const needs = required.length === 1 ? `the role ${required[0]}` : `${match === 'all' ? 'all' : 'one'} of the roles ${required.join(', ')}`;
    super(`${what} needs ${needs}, which the caller does not have. Ask an administrator for the role, or call a member your roles allow.`);
  }
}
