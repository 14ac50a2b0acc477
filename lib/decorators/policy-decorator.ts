import { getMetadataStore } from '../metadata/metadata-store.js';
import type { PolicyDeclaration } from '../model/policy-declaration.js';
import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { ownerOf } from './member-key.js';

/**
 * Records one policy (`@Scopes`, `@Public`, `@Roles`, `@RateLimit`, `@ArgumentLimits`) on a class or a method.
 * `declare` checks the options (throwing an error that names the member) and gives the declaration.
 */
export function policyDecorator(decorator: string, declare: (target: object, key: string | symbol | undefined) => PolicyDeclaration): ClassOrMethodDecorator {
  return ((target: object, propertyKey?: string | symbol) => {
    const owner = propertyKey === undefined ? (target as Function) : ownerOf(target, propertyKey, decorator).owner;
    const declaration = Object.freeze(declare(target, propertyKey));
    getMetadataStore().collectChain(owner, { ...(propertyKey === undefined ? {} : { key: propertyKey as string }), kind: 'policy', entries: [declaration] });
  }) as ClassOrMethodDecorator;
}
