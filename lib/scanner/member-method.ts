import { MEMBER_KINDS, type MemberKind } from '../vocabulary/member-kind.js';
import { NotAMethodError } from '../errors/not-a-method.error.js';

/** The property descriptor of `key` on `holder` or the nearest prototype that has one; reading it runs no getter. */
function descriptorAlong(holder: object, key: string): PropertyDescriptor | undefined {
  for (let o: object | null = holder; o !== null; o = Object.getPrototypeOf(o) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(o, key);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/**
 * The decorated method as its class declares it and the function the instance answers with (a subclass override, or a
 * function bound in the constructor), both read from property descriptors: a decorated getter is never run.
 * Throws NotAMethodError for an accessor or a property.
 */
export function memberMethod(instance: object, declaredBy: Function, key: string, kind: MemberKind): { readonly declared: Function; readonly handler: Function } {
  const own = Object.getOwnPropertyDescriptor(declaredBy.prototype as object, key);
  const { decorator } = MEMBER_KINDS[kind];
  if (own && (own.get || own.set)) throw new NotAMethodError(declaredBy, key, decorator, 'accessor');
  if (!own || typeof own.value !== 'function') throw new NotAMethodError(declaredBy, key, decorator, 'property');
  const found = descriptorAlong(instance, key);
  if (found && (found.get || found.set)) throw new NotAMethodError(instance, key, decorator, 'accessor');
  if (!found || typeof found.value !== 'function') throw new NotAMethodError(instance, key, decorator, 'property');
  return { declared: own.value as Function, handler: found.value as Function };
}
