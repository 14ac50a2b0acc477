import { ResultNotJsonError } from '../../errors/result-not-json.error.js';

/** Deepest nesting a result may have (a cycle ends here too); deeper ones could not be written without overflowing the stack. */
const MAX_DEPTH = 512;

/** What is wrong, and where: the keys from the offending value up to the root (built only once something failed). */
interface Failure {
  readonly what: string;
  readonly path: (string | number)[];
}

/** Where a value sits, which decides what JSON.stringify does with `undefined` there. */
const enum Slot {
  /** The whole result: JSON.stringify would write nothing at all. */
  Root,
  /** An array member: written as null. */
  Member,
  /** An object property: absent, as if it were not there. */
  Property,
}

const fail = (what: string): Failure => ({ what, path: [] });

const dateToJSON = Date.prototype.toJSON;

function isBinary(value: object): boolean {
  return ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof SharedArrayBuffer;
}

/** What the object is called in a diagnostic: its class's name (`URLSearchParams`, `Buffer`), else its tag. */
function typeName(value: object): string {
  const proto: unknown = Object.getPrototypeOf(value);
  const ctor: unknown = proto === null || typeof proto !== 'object' ? undefined : Object.getOwnPropertyDescriptor(proto, 'constructor')?.value;
  if (typeof ctor === 'function' && ctor.name !== '') return ctor.name;
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  return tag !== 'Object' ? tag : 'object with a prototype of its own';
}

/** Built-ins JSON.stringify writes as `{}`, a byte dump or not at all, whatever own properties they carry: refused, with what to return instead. */
function refusedObject(value: object): string | undefined {
  if (value instanceof Map) return 'is a Map (JSON would write {}); return Object.fromEntries(map) or an array of entries';
  if (value instanceof Set) return 'is a Set (JSON would write {}); return [...set]';
  if (isBinary(value)) return `is binary data (${typeName(value)}); return base64 text, or serve it as a resource blob`;
  if (value instanceof Number || value instanceof String || value instanceof Boolean) return `is a boxed ${typeName(value).toLowerCase()}; return the primitive`;
  if (value instanceof Symbol || value instanceof BigInt) return `is a boxed ${typeName(value).toLowerCase()}, which JSON cannot carry`;
  if (value instanceof RegExp || value instanceof Error || value instanceof Promise || value instanceof WeakMap || value instanceof WeakSet) return `is a ${typeName(value)} (JSON would write {})`;
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

/**
 * One position as JSON.stringify's SerializeJSONProperty sees it: an object (a function or bigint too) with a callable
 * `toJSON` is replaced by what `toJSON(key)` returns, once; that value's own `toJSON` is not called, its members' are.
 */
function check(value: unknown, key: string | number, depth: number, slot: Slot): Failure | undefined {
  if (value === null) return undefined;
  const type = typeof value;
  if (type === 'object' || type === 'function' || type === 'bigint') {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    // Binary data has toJSON() (a Buffer's writes a byte dump): refused before toJSON is consulted.
    if (typeof toJSON === 'function' && !(type === 'object' && isBinary(value as object))) return viaToJSON(value, toJSON as (...args: unknown[]) => unknown, key, depth, slot);
  }
  return checkResolved(value, depth, slot);
}

function viaToJSON(value: unknown, toJSON: (...args: unknown[]) => unknown, key: string | number, depth: number, slot: Slot): Failure | undefined {
  if (toJSON === dateToJSON && value instanceof Date) return Number.isNaN(value.getTime()) ? fail('is an invalid Date (JSON would write null)') : undefined;
  // What the object says it is in JSON (a Decimal, a Luxon DateTime…) is checked by the same rules, toJSON aside.
  const failure = checkResolved(Reflect.apply(toJSON, value, [typeof key === 'number' ? String(key) : key]), depth + 1, slot);
  if (failure) failure.path.push('toJSON()');
  return failure;
}

/** A value already past toJSON: plain data, or refused. */
function checkResolved(value: unknown, depth: number, slot: Slot): Failure | undefined {
  if (value === null) return undefined;
  if (typeof value === 'object') return walk(value, depth);
  if (value === undefined) {
    if (slot === Slot.Property) return undefined;
    return fail(slot === Slot.Member ? 'is undefined (JSON would write null)' : 'is undefined');
  }
  const problem = leafProblem(value);
  return problem === undefined ? undefined : fail(problem);
}

// No path is built while walking, and nothing is allocated unless something fails: results of every call come here.
function walk(value: object, depth: number): Failure | undefined {
  if (depth >= MAX_DEPTH) return fail(`is nested deeper than ${MAX_DEPTH} levels (or is a cycle)`);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      // An array has no absent members: undefined (or a hole) would be written as null.
      const failure = check(value[i], i, depth + 1, Slot.Member);
      if (failure) return failure.path.push(i), failure;
    }
    return undefined;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  const plain = proto === Object.prototype || proto === null;
  if (!plain) {
    const refused = refusedObject(value);
    if (refused !== undefined) return fail(refused);
  }
  let written = false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    written = true;
    const child = (value as Record<string, unknown>)[key];
    // An undefined property is an absent one, as in JSON.stringify; anything else it would drop or change is refused.
    if (child === undefined) continue;
    const failure = check(child, key, depth + 1, Slot.Property);
    if (failure) return failure.path.push(key), failure;
  }
  // A class instance is written as its own enumerable properties; one that has none (a URLSearchParams, Headers, Blob,
  // an empty class) keeps its data elsewhere, and JSON would write {}.
  if (!plain && !written) return fail(`is a ${typeName(value)} with no own enumerable properties (JSON would write {}); give it a toJSON() or return plain data`);
  return undefined;
}

/**
 * Checks that JSON.stringify writes `value` exactly and throws ResultNotJsonError naming the path of the first value it
 * would drop or change: a Map, a Set, binary data, a function, a symbol, a bigint, NaN/±Infinity, undefined in an array,
 * an invalid Date, an instance with no own enumerable properties and no toJSON() (a URLSearchParams, a Blob). A Date
 * is its ISO string, an object with `toJSON()` what that returns (checked the same way, as JSON.stringify does it), a
 * class instance its own enumerable properties, an undefined property absent.
 */
export function assertExactJson(value: unknown, root = 'result'): void {
  const failure = check(value, '', 0, Slot.Root);
  if (!failure) return;
  let path = root;
  for (let i = failure.path.length - 1; i >= 0; i--) {
    const step = failure.path[i]!;
    path += typeof step === 'number' ? `[${step}]` : step === 'toJSON()' ? '.toJSON()' : /^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : `[${JSON.stringify(step)}]`;
  }
  throw new ResultNotJsonError(path, failure.what);
}
