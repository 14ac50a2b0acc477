import type { ClientDescription, Invocation, ListFilter, McpGuard, McpMiddleware, Next } from 'mcp-decorators';
import { NoteStore } from './note-store.js';

/** The client capability that marks an administration console: `{ experimental: { 'notes-admin': {} } }`. */
export const ADMIN_CAPABILITY = 'notes-admin';

function isAdmin(client: ClientDescription): boolean {
  const experimental = client.capabilities.experimental;
  return experimental !== null && typeof experimental === 'object' && Object.hasOwn(experimental, ADMIN_CAPABILITY);
}

/** A class-level guard: every note tool, resource and template is refused while the store is in maintenance. */
export class OpenForBusiness implements McpGuard {
  constructor(private readonly store: NoteStore) {}

  canActivate(): boolean | string {
    return !this.store.maintenance || 'The notes are closed for maintenance; try again later.';
  }
}

/** A guard with a list filter: administration tools are hidden from, and refused to, clients that are not consoles. */
export class AdminsOnly implements McpGuard {
  readonly filter: ListFilter = {
    key: (caller) => (isAdmin(caller.client) ? 'admin' : 'user'),
    visible: (_member, key) => key === 'admin',
  };

  canActivate(invocation: Invocation): boolean | string {
    return isAdmin(invocation.context.client) || `Only an administration console may call ${invocation.name}.`;
  }
}

/** A method-level interceptor: times each call and records it in the store, leaving the result as it is. */
export class Timing implements McpMiddleware {
  constructor(private readonly store: NoteStore) {}

  async use(invocation: Invocation, next: Next): Promise<unknown> {
    const started = performance.now();
    try {
      return await next();
    } finally {
      this.store.times.push({ name: invocation.name, ms: performance.now() - started });
    }
  }
}
