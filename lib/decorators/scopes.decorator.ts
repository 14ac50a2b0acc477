import type { MatchMode } from '../model/policy-declaration.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { policyDecorator } from './policy-decorator.js';

/** Options of `@Scopes`: whether the caller needs every scope listed (`all`, the default) or any one of them. */
export interface ScopesOptions {
  readonly match?: MatchMode;
}

/** The characters RFC 6749 allows in a scope token: printable ASCII but space, `"` and `\`. */
const SCOPE_TOKEN = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/**
 * The OAuth scopes a call needs, on a class (every member) or a method; the nearest declaration wins (method over
 * class over the server's `auth.scopes`). Without them a call is refused: 403 with `insufficient_scope` on HTTP,
 * a tool error or -32602 elsewhere; lists show each caller only what it may call.
 * @example samples/notes-secure/notes-tools.ts (`@Scopes('notes:write') addNote(…)`)
 */
export function Scopes(...args: readonly (string | ScopesOptions)[]): ClassOrMethodDecorator {
  const options = args.find((a): a is ScopesOptions => typeof a === 'object' && a !== null) ?? {};
  const scopes = args.filter((a): a is string => typeof a === 'string');
  return policyDecorator('Scopes', (target, propertyKey) => {
    const bad = scopes.find((s) => !SCOPE_TOKEN.test(s));
    if (scopes.length === 0 || bad !== undefined) {
      throw new InvalidDecoratorOptionError(target, propertyKey, bad === undefined ? '@Scopes names no scope' : `@Scopes scope ${JSON.stringify(bad)} is not a scope token`, "Name one or more OAuth scopes without spaces or quotes, e.g. @Scopes('notes:read'); use @Public() for members anyone may call.");
    }
    if (options.match !== undefined && options.match !== 'all' && options.match !== 'any') {
      throw new InvalidDecoratorOptionError(target, propertyKey, `@Scopes match ${JSON.stringify(options.match)} is neither 'all' nor 'any'`, "Pass { match: 'all' } (every scope) or { match: 'any' } (one of them).");
    }
    return { policy: 'scopes', scopes: [...new Set(scopes)], match: options.match ?? 'all' };
  });
}
