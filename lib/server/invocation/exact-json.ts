import { ResultNotJsonError } from '../../errors/result-not-json.error.js';

/** Deepest nesting a result may have (a cycle ends here too); deeper ones could not be written without overflowing the stack. */
const MAX_DEPTH = 512;

/** What is wrong, and where: the keys from the offending value up to the root (built only once something failed). */
interface Failure {
  readonly what: string;
  readonly path: (string | number)[];
}

const fail = (what: string): Failure => ({ what, path: [] });

/** Built-ins JSON.stringify writes as `{}`, a byte dump or not at all: refused, with what to return instead. */
function refusedObject(value: object): string | undefined {
  if (value instanceof Map) return 'is a Map (JSON would write {}); return Object.fromEntries(map) or an array of entries';
  if (value instanceof Set) return 'is a Set (JSON would write {}); return [...set]';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `is binary data (${value.constructor.name}); return base64 text, or serve it as a resource blob`;
  if (value instanceof RegExp || value instanceof Error || value instanceof Promise || value instanceof WeakMap || value instanceof WeakSet) return `is a ${value.constructor.name} (JSON would write {})`;
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return `is a boxed ${value.constructor.name.toLowerCase()}; return the primitive`;
  return undefined;
}

/** A value JSON.stringify would drop or turn into null: a function, a symbol, a bigint (which it throws on), NaN or ±Infinity. */
function leafProblem(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `is ${value}, which JSON cannot carry (it would write null)`;
    case 'function':
      return 'is a function (JSON would drop it)';
    default:
      return `is a ${typeof value}`;
  }
}

function check(value: unknown, depth: number): Failure | undefined {
  if (value === null) return undefined;
  if (typeof value === 'object') return walk(value, depth);
  if (value === undefined) return fail('is undefined');
  const problem = leafProblem(value);
  return problem === undefined ? undefined : fail(problem);
}

// No path is built while walking, and nothing is allocated unless something fails: results of every call come here.
function walk(value: object, depth: number): Failure | undefined {
  if (depth >= MAX_DEPTH) return fail(`is nested deeper than ${MAX_DEPTH} levels (or is a cycle)`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      // An array has no absent members: undefined (or a hole) would be written as null.
      const failure = child === undefined ? fail('is undefined (JSON would write null)') : check(child, depth + 1);
      if (failure) return failure.path.push(i), failure;
    }
    return undefined;
  }
  const refused = refusedObject(value);
  if (refused !== undefined) return fail(refused);
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === 'function') {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? fail('is an invalid Date (JSON would write null)') : undefined;
    // What the object says it is in JSON (a Decimal, a Luxon DateTime…) is checked by the same rule.
    const failure = check(Reflect.apply(toJSON, value, ['']), depth + 1);
    if (failure) failure.path.push('toJSON()');
    return failure;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    // An undefined property is an absent one, as in JSON.stringify; anything else it would drop or change is refused.
    if (child === undefined) continue;
    const failure = check(child, depth + 1);
    if (failure) return failure.path.push(key), failure;
  }
  return undefined;
}

/**
 * Checks that JSON.stringify writes `value` exactly and throws ResultNotJsonError naming the path of the first value it
 * would drop or change: a Map, a Set, binary data, a function, a symbol, a bigint, NaN/±Infinity, undefined in an array,
 * an invalid Date. A Date is its ISO string, an object with `toJSON()` what that returns (checked the same way), a class
 * instance its own enumerable properties, an undefined property absent.
 */
export function assertExactJson(value: unknown, root = 'result'): void {
  const failure = check(value, 0);
  if (!failure) return;
  let path = root;
  for (let i = failure.path.length - 1; i >= 0; i--) {
    const step = failure.path[i]!;
    path += typeof step === 'number' ? `[${step}]` : step === 'toJSON()' ? '.toJSON()' : /^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`;
  }
  throw new ResultNotJsonError(path, failure.what);
}
