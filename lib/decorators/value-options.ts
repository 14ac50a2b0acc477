import type { FieldOptions } from '../metadata/records.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';

function fail(target: object, key: string, decorator: string, problem: string, fix: string, index?: number, name?: string): never {
  throw new InvalidDecoratorOptionError(target, key, `@${decorator} ${problem}`, fix, index, name);
}

/** Checks the constraint options that are wrong on their own: inverted bounds, a bad pattern, a non-function type. */
export function checkValueOptions(target: object, key: string, decorator: string, options: FieldOptions, index?: number, name?: string): void {
  if (options.type !== undefined && typeof options.type !== 'function') {
    fail(target, key, decorator, 'option "type" is not a thunk', 'Write it as a function returning the type, e.g. { type: () => [String] }.', index, name);
  }
  const pairs: readonly [keyof FieldOptions, keyof FieldOptions][] = [['minimum', 'maximum'], ['minLength', 'maxLength'], ['minItems', 'maxItems']];
  for (const [low, high] of pairs) {
    const a = options[low];
    const b = options[high];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      fail(target, key, decorator, `has ${low} ${a} above ${high} ${b}`, `Swap or fix the bounds so that ${low} <= ${high}.`, index, name);
    }
  }
  for (const k of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    const v = options[k];
    if (v !== undefined && !(Number.isInteger(v) && v >= 0)) fail(target, key, decorator, `has ${k} ${v}`, `Use a non-negative integer for ${k}.`, index, name);
  }
  if (options.multipleOf !== undefined && !(options.multipleOf > 0)) fail(target, key, decorator, `has multipleOf ${options.multipleOf}`, 'Use a number above 0.', index, name);
  if (options.pattern !== undefined) {
    try {
      new RegExp(options.pattern, 'u');
    } catch (error) {
      fail(target, key, decorator, `has a pattern that does not compile (${(error as Error).message})`, 'Give an ECMAScript regular expression source without slashes, e.g. "^[A-Z]{3}$".', index, name);
    }
  }
}
