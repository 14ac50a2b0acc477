import { EncodingError } from '../../errors/encoding.error.js';

/** Deepest nesting a result may have; deeper ones could not be written without overflowing the stack. */
const MAX_DEPTH = 512;

// Values already checked and frozen (cached list entries): never walked twice.
const verified = new WeakSet<object>();

/** What is wrong, and where: the keys from the offending value up to the root (built only once something failed). */
interface Failure {
  readonly what: string;
  readonly path: (string | number)[];
}

/** What is wrong with a value that is not an object or an array, or undefined when it is plain (or absent). */
function leafProblem(value: unknown): string | undefined {
  if (value === null) return undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `is a number JSON cannot carry (${value})`;
    default:
      return `is a ${typeof value}`;
  }
}

// No path is built while walking: results are checked on every call, and nearly all of them are fine. Leaves are
// checked in their container's loop, so only objects and arrays cost a call.
function walk(value: object, depth: number): Failure | undefined {
  // Only frozen values are ever verified: the cheap test first, the WeakSet only for them.
  if (Object.isFrozen(value) && verified.has(value)) return undefined;
  if (depth >= MAX_DEPTH) return { what: `is nested deeper than ${MAX_DEPTH} levels`, path: [] };
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return { what: 'is an array of a subclass', path: [] };
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      // An array has no absent members: undefined there is refused, as before any other leaf is looked at.
      const failure = child !== null && typeof child === 'object' ? walk(child, depth + 1) : failureOf(child === undefined ? 'is a undefined' : leafProblem(child));
      if (failure) return failure.path.push(i), failure;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return { what: `is an instance of ${typeof name === 'string' && name !== '' ? name : 'a class'}, not plain JSON data`, path: [] };
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    const failure = child !== null && typeof child === 'object' ? walk(child, depth + 1) : failureOf(leafProblem(child));
    if (failure) return failure.path.push(key), failure;
  }
  return undefined;
}

function failureOf(what: string | undefined): Failure | undefined {
  return what === undefined ? undefined : { what, path: [] };
}

/**
 * Why a value is not plain JSON data (a class instance, a Buffer, a function, a symbol, a cycle-deep nest…),
 * or undefined when it is. The encoding boundary refuses such results, so no internal object reaches the wire.
 */
export function plainJsonProblem(value: unknown): string | undefined {
  const failure = value !== null && typeof value === 'object' ? walk(value, 0) : failureOf(value === undefined ? 'is a undefined' : leafProblem(value));
  if (!failure) return undefined;
  let path = 'result';
  for (let i = failure.path.length - 1; i >= 0; i--) {
    const step = failure.path[i]!;
    path += typeof step === 'number' ? `[${step}]` : `.${step}`;
  }
  return `${path} ${failure.what}`;
}

/** Checks a value that will not change (it is frozen) once, so later results that share it skip the walk. */
export function verifyFrozenJson<T>(value: T): T {
  const problem = plainJsonProblem(value);
  if (problem) throw new EncodingError('an encoded list entry', problem);
  if (value !== null && typeof value === 'object' && Object.isFrozen(value)) verified.add(value);
  return value;
}
