import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { policyDecorator } from './policy-decorator.js';

/**
 * Lifts every scope and role requirement from a class or a method (its class's `@Scopes`/`@Roles` and the server's
 * `auth.scopes`): any caller the transport let in may call it. On HTTP with `auth`, that still means a valid token.
 * @example samples/notes-secure/notes-tools.ts (`@Public() @Tool() about()`)
 */
export function Public(): ClassOrMethodDecorator {
  return policyDecorator('Public', () => ({ policy: 'public' }));
}
