import type { ErrorObject } from 'ajv';
import type { OutputUnit, Schema, Validator as CfworkerValidator } from '@cfworker/json-schema';
import type { JsonSchema } from '../schema/json-schema.js';
import { ajvErrorsOf } from './cfworker-errors.js';
import { ajvFormatsTable, cfworkerJsonSchema } from './lazy-modules.js';

type FormatCheck = (value: string) => boolean;
type FormatDefinition = true | RegExp | FormatCheck | { readonly type?: string; readonly validate: RegExp | FormatCheck };

interface Engine {
  readonly Validator: typeof CfworkerValidator;
  /** Our name for each format in @cfworker/json-schema's table (format → `mcp-decorators:format`). */
  readonly names: ReadonlyMap<string, string>;
}

let engine: Engine | undefined;

// Our formats go into @cfworker/json-schema's (process-wide) table under names of our own, so an application that
// uses the library itself (the official SDK on workerd does) keeps its formats as they are.
const PREFIX = 'mcp-decorators:';

function stringCheck(definition: FormatDefinition): FormatCheck | undefined {
  if (definition === true) return () => true;
  if (definition instanceof RegExp) return (value) => definition.test(value);
  if (typeof definition === 'function') return definition;
  // A format of numbers (int32, float…) is not checked on strings, by Ajv either.
  if (definition.type !== undefined && definition.type !== 'string') return undefined;
  return stringCheck(definition.validate);
}

function load(isEmail: FormatCheck): Engine {
  if (engine) return engine;
  const { Validator, format } = cfworkerJsonSchema() as unknown as { Validator: typeof CfworkerValidator; format: Record<string, FormatCheck> };
  // The formats of ajv-formats (its "full" table is plain functions and patterns, no code generation), so both
  // engines give the same verdicts; `email` is class-validator's, as on Ajv.
  const { fullFormats } = ajvFormatsTable() as { readonly fullFormats: Record<string, FormatDefinition> };
  const names = new Map<string, string>();
  const checks: [string, FormatCheck | undefined][] = [...Object.entries(fullFormats).map(([name, d]): [string, FormatCheck | undefined] => [name, stringCheck(d)]), ['email', isEmail]];
  for (const [name, check] of checks) {
    if (!check) continue;
    format[`${PREFIX}${name}`] = check;
    names.set(name, `${PREFIX}${name}`);
  }
  return (engine = { Validator, names });
}

// The keywords whose values are schemas (or maps or lists of schemas); the rest is data and is copied as it is.
const SCHEMA = new Set(['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

const isObject = (value: unknown): value is { readonly [key: string]: unknown } => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of the schema for @cfworker/json-schema, which annotates (writes to) the schema it is given: our model's
 * schemas are frozen and served as they are. Formats are renamed to ours; the structure, hence every location, is the same.
 */
function copyFor(schema: unknown, names: ReadonlyMap<string, string>, withUnique = true): unknown {
  if (!isObject(schema)) return structuredClone(schema);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'uniqueItems' && !withUnique) continue;
    if (key === 'format' && typeof value === 'string') out[key] = names.get(value) ?? value;
    else if (SCHEMA.has(key)) out[key] = copyFor(value, names, withUnique);
    else if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyFor(v, names, withUnique)]));
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((v) => copyFor(v, names, withUnique));
    else out[key] = structuredClone(value);
  }
  return out;
}

/** Whether a schema says `uniqueItems: true` anywhere (the keyword @cfworker/json-schema checks pairwise). */
function usesUniqueItems(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(usesUniqueItems);
  if (!isObject(schema)) return false;
  return Object.entries(schema).some(([key, value]) => (key === 'uniqueItems' ? value === true : usesUniqueItems(value)));
}

/**
 * The most items an array with repeated values may have for @cfworker/json-schema's uniqueItems check, which compares
 * every pair (quadratic: 20,000 items took ~0.8 s, 40,000 ~7 s). Arrays without repeats never reach it (see below).
 */
export const MAX_REPEATING_ITEMS = 5000;

/** A text equal for two JSON values exactly when uniqueItems counts them equal (key order ignored; 0 and -0 alike). */
function sameness(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sameness).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${sameness(value[k])}`).join(',')}}`;
  return typeof value === 'number' ? String(value === 0 ? 0 : value) : JSON.stringify(value) ?? 'undefined';
}

/**
 * The arrays of a value that hold a repeated item, by JSON pointer, with their lengths: one pass over the value, each
 * array's items keyed by `sameness` in a Set (linear), where the library's own check compares every pair.
 */
function repeatingArrays(value: unknown, at = '', found: { path: string; length: number }[] = []): { path: string; length: number }[] {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    let repeats = false;
    value.forEach((item, i) => {
      if (!repeats) {
        const key = sameness(item);
        repeats = seen.has(key);
        seen.add(key);
      }
      repeatingArrays(item, `${at}/${i}`, found);
    });
    if (repeats) found.push({ path: at, length: value.length });
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) repeatingArrays(item, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
  }
  return found;
}

// The validator refuses `undefined` (in-process callers only) and throws on a key holding a lone surrogate (JSON
// can carry one: it cannot put it in a URI). Such a value is checked in a form it can read: `undefined` properties
// left out, as Ajv reads them, and lone surrogates replaced; the errors then name the keys as sent (withKeysOf).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function asJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : asJson(v)));
  if (!isObject(value)) return value;
  // No prototype: a wire key "__proto__" stays a key (on `{}` it would set the copy's prototype and go unchecked).
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, v] of Object.entries(value)) if (v !== undefined) out[key.replace(LONE_SURROGATE, '\uFFFD')] = asJson(v);
  return out;
}

const wellFormed = (key: string): string => key.replace(LONE_SURROGATE, '\uFFFD');
const ownKey = (value: unknown, key: string): string => (isObject(value) && !Object.hasOwn(value, key) ? Object.keys(value).find((k) => wellFormed(k) === key) ?? key : key);

// An error found on the JSON form of the value names its keys as the value has them (a lone surrogate included).
function withKeysOf(error: ErrorObject, value: unknown): ErrorObject {
  let at = value;
  const segments = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const keys = segments.map((segment) => {
    const key = Array.isArray(at) ? segment : ownKey(at, segment);
    at = isObject(at) || Array.isArray(at) ? (at as { readonly [key: string]: unknown })[key] : undefined;
    return key;
  });
  const instancePath = keys.map((k) => `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
  const extra = error.keyword === 'additionalProperties' ? 'additionalProperty' : error.keyword === 'unevaluatedProperties' ? 'unevaluatedProperty' : undefined;
  const params = extra ? { ...error.params, [extra]: ownKey(at, String((error.params as Record<string, unknown>)[extra])) } : error.params;
  return { ...error, instancePath, params };
}

/**
 * Compiles a JSON Schema 2020-12 document with @cfworker/json-schema, which interprets schemas and never generates
 * code (for runtimes that refuse `new Function`, such as Cloudflare Workers). The check answers Ajv's errors (none
 * when the value is valid), mapped from the library's output units, so the binder reads both engines alike.
 */
export function compileWithCfworker(schema: JsonSchema, isEmail: FormatCheck): (value: unknown) => readonly ErrorObject[] {
  const { Validator, names } = load(isEmail);
  const root = schema as { readonly [key: string]: unknown };
  const checkWith = (validator: InstanceType<typeof CfworkerValidator>) => (value: unknown): readonly ErrorObject[] => {
    let result: { readonly valid: boolean; readonly errors: readonly OutputUnit[] };
    try {
      result = validator.validate(value);
    } catch {
      const json = asJson(value);
      result = validator.validate(json);
      if (!result.valid) return ajvErrorsOf(result.errors, root, json).map((error) => withKeysOf(error, value));
    }
    return result.valid ? [] : ajvErrorsOf(result.errors, root, value);
  };
  const full = checkWith(new Validator(copyFor(schema, names) as Schema, '2020-12', false));
  if (!usesUniqueItems(schema)) return full;
  // uniqueItems is checked by the library pair by pair, so a client could send one large array and hold the process.
  // It can only fail on an array that repeats an item: without one, the schema without uniqueItems gives the same
  // answer, in linear time. With one, the library checks it, on at most MAX_REPEATING_ITEMS items.
  let relaxed: ((value: unknown) => readonly ErrorObject[]) | undefined;
  return (value) => {
    const repeating = repeatingArrays(value);
    if (repeating.length === 0) return (relaxed ??= checkWith(new Validator(copyFor(schema, names, false) as Schema, '2020-12', false)))(value);
    const long = repeating.find((array) => array.length > MAX_REPEATING_ITEMS);
    if (long === undefined) return full(value);
    const message = `has ${long.length} items and repeats one; where code generation is refused, uniqueItems is checked on at most ${MAX_REPEATING_ITEMS} items`;
    return [{ instancePath: long.path, schemaPath: '#', keyword: 'uniqueItems', params: { limit: MAX_REPEATING_ITEMS }, message }];
  };
}
