// Every decorator module imports this one (directly, or through policy-decorator / chain-decorator), so a DTO module
// importing only one decorator still finds Reflect.metadata before its class is decorated.
import 'reflect-metadata';
import { SymbolMemberKeyError } from '../errors/symbol-member-key.error.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { StandardDecoratorsError } from '../errors/standard-decorators.error.js';

/**
 * Throws when a decorator was called the TC39 standard way, `(value, context)`: its second argument is then a context
 * object (`{ kind, name, … }`), never a key, so every MCP decorator checks this first.
 */
export function refuseStandardDecorator(second: unknown, decorator: string): void {
  if (second === null || typeof second !== 'object') return;
  const kind = (second as { readonly kind?: unknown }).kind;
  const name = (second as { readonly name?: unknown }).name;
  throw new StandardDecoratorsError(decorator, typeof kind === 'string' ? kind : 'member', typeof name === 'string' ? name : String(name));
}

/** The class a member decorator was applied to, after checking the member is an instance member with a string key. */
export function ownerOf(target: object, key: string | symbol | undefined, decorator: string): { readonly owner: Function; readonly key: string } {
  refuseStandardDecorator(key, decorator);
  // A constructor parameter decorator gets the class and no key; a static member gets the class and a key.
  if (key === undefined) {
    throw new InvalidDecoratorOptionError(target, 'constructor', `@${decorator} is on a constructor parameter`, 'Apply it to a parameter of a decorated method instead.');
  }
  if (typeof target === 'function') {
    throw new InvalidDecoratorOptionError(target, key, `@${decorator} is on a static member`, 'Apply it to an instance method; the framework calls handlers on an instance of the class.');
  }
  if (typeof key === 'symbol') throw new SymbolMemberKeyError(target, key, decorator);
  return { owner: (target as { constructor: Function }).constructor, key };
}

/** Derives a default MCP name from a method name: `searchCustomers` → `search_customers`, `getHTTPStatus` → `get_http_status`. */
export function snakeCase(methodName: string): string {
  return methodName
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** True for names that must never become property keys of argument objects. */
export function isForbiddenName(name: string): boolean {
  return FORBIDDEN_NAMES.has(name);
}

/** Rejects non-string or empty names given in options. */
export function checkName(target: object, key: string | symbol | undefined, decorator: string, what: string, value: unknown, index?: number): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidDecoratorOptionError(target, key, `@${decorator} needs a non-empty ${what}, got ${JSON.stringify(value) ?? String(value)}`, `Pass a non-empty string, e.g. @${decorator}('city').`, index);
  }
  if (isForbiddenName(value)) {
    throw new InvalidDecoratorOptionError(target, key, `@${decorator} ${what} ${JSON.stringify(value)} is reserved`, 'Pick another name; __proto__, constructor and prototype are never accepted as argument names.', index);
  }
  return value;
}
