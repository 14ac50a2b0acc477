import { getMetadataStore } from '../metadata/metadata-store.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { ownerOf } from './member-key.js';

/** A decorator for a class (every member of it) or one method. */
export type ClassOrMethodDecorator = ClassDecorator & MethodDecorator;

/** Records middleware or guards on a class or a method (the shared body of @UseMiddleware and @UseGuards). */
export function chainDecorator(decorator: string, kind: 'middleware' | 'guard', entries: readonly unknown[]): ClassOrMethodDecorator {
  return ((target: object, propertyKey?: string | symbol) => {
    const owner = propertyKey === undefined ? (target as Function) : ownerOf(target, propertyKey, decorator).owner;
    entries.forEach((entry, i) => {
      if (typeof entry !== 'function' && (entry === null || typeof entry !== 'object')) {
        throw new InvalidDecoratorOptionError(target, propertyKey, `@${decorator} entry #${i} is ${entry === null ? 'null' : typeof entry}`, `Pass functions, objects with ${kind === 'guard' ? 'canActivate()' : 'use()'}, or classes the scan factory can build.`);
      }
    });
    getMetadataStore().collectChain(owner, { ...(propertyKey === undefined ? {} : { key: propertyKey as string }), kind, entries: [...entries] });
  }) as ClassOrMethodDecorator;
}
