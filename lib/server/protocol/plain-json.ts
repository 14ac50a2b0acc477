import { EncodingError } from '../../errors/encoding.error.js';

/** Deepest nesting a result may have; deeper ones could not be written without overflowing the stack. */
const MAX_DEPTH = 512;

// Values already checked and frozen (cached list entries): never walked twice.
const verified = new WeakSet<object>();

function walk(value: unknown, path: string, depth: number): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `${path} is a number JSON cannot carry (${value})`;
    case 'object':
      break;
    default:
      return `${path} is a ${typeof value}`;
  }
  if (value === null || verified.has(value)) return undefined;
  if (depth >= MAX_DEPTH) return `${path} is nested deeper than ${MAX_DEPTH} levels`;
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return `${path} is an array of a subclass`;
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], `${path}[${i}]`, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) {
    const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
    return `${path} is an instance of ${typeof name === 'string' && name !== '' ? name : 'a class'}, not plain JSON data`;
  }
  for (const key of Object.keys(value)) {
    const child = (value as Record<string, unknown>)[key];
    if (child === undefined) continue;
    const problem = walk(child, `${path}.${key}`, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Why a value is not plain JSON data (a class instance, a Buffer, a function, a symbol, a cycle-deep nest…),
 * or undefined when it is. The encoding boundary refuses such results, so no internal object reaches the wire.
 */
export function plainJsonProblem(value: unknown): string | undefined {
  return walk(value, 'result', 0);
}

/** Checks a value that will not change (it is frozen) once, so later results that share it skip the walk. */
export function verifyFrozenJson<T>(value: T): T {
  const problem = plainJsonProblem(value);
  if (problem) throw new EncodingError('an encoded list entry', problem);
  if (value !== null && typeof value === 'object' && Object.isFrozen(value)) verified.add(value);
  return value;
}
