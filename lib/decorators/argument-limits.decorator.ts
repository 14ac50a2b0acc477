import { argumentLimitsProblem, type ArgumentLimitsOptions } from '../model/policy-declaration.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import type { ClassOrMethodDecorator } from './chain-decorator.js';
import { policyDecorator } from './policy-decorator.js';

export type { ArgumentLimitsOptions } from '../model/policy-declaration.js';

/**
 * Caps one call's raw arguments, checked before they are bound: bytes as JSON and elements (array items plus object
 * members, as the SDK's `maxToolInputElements` counts). The nearest declaration wins over the server's
 * `argumentLimits`. Too large: -32602 naming the limit.
 * @example `@ArgumentLimits({ maxBytes: 64 * 1024, maxElements: 1000 }) @Tool() importNotes(…)`
 */
export function ArgumentLimits(limits: ArgumentLimitsOptions): ClassOrMethodDecorator {
  return policyDecorator('ArgumentLimits', (target, propertyKey) => {
    const problem = argumentLimitsProblem(limits);
    if (problem) throw new InvalidDecoratorOptionError(target, propertyKey, `@ArgumentLimits ${problem}`, 'Pass e.g. @ArgumentLimits({ maxBytes: 65536, maxElements: 1000 }).');
    return { policy: 'argument-limits', limits: Object.freeze({ ...limits }) };
  });
}
