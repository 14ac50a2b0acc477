import type { JsonValue } from '../vocabulary/json-value.js';
import { canonicalJson } from '../server/protocol/canonical-json.js';

/** Whether a change can break a client that worked before it. */
export type ChangeKind = 'breaking' | 'compatible';

/** One change found between two schemas, at a path such as `limit` or `stops[].city`. */
export interface SchemaChange {
  readonly kind: ChangeKind;
  readonly path: string;
  readonly what: string;
}

type Schema = { readonly [key: string]: JsonValue };

// Words for people and tools, not rules about values: a change there never breaks a client.
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly']);
// Keywords compared below by what they allow; any other keyword that changes counts as breaking (it cannot be ordered).
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
const EXACT = ['pattern', 'format', 'multipleOf'] as const;
const HANDLED = new Set<string>(['type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items', 'anyOf', 'oneOf', '$ref', '$defs', 'uniqueItems', ...LOWER_BOUNDS, ...UPPER_BOUNDS, ...EXACT]);

const isSchema = (value: JsonValue | undefined): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const shown = (value: JsonValue | undefined): string => (value === undefined ? 'none' : JSON.stringify(value));

/** The schema without its annotations, as canonical JSON: two schemas that allow the same values by their words compare equal. */
function rulesOf(schema: JsonValue | undefined): string {
  if (!isSchema(schema)) return canonicalJson(schema ?? null);
  const out: { [key: string]: JsonValue } = {};
  for (const [key, value] of Object.entries(schema)) {
    if (value === undefined || ANNOTATIONS.has(key)) continue;
    if (key === 'properties' && isSchema(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.parse(rulesOf(v)) as JsonValue]));
    else if ((key === 'items' || key === '$defs') && isSchema(value)) out[key] = key === 'items' ? (JSON.parse(rulesOf(value)) as JsonValue) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, JSON.parse(rulesOf(v)) as JsonValue]));
    else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) out[key] = value.map((v) => JSON.parse(rulesOf(v)) as JsonValue);
    else out[key] = value;
  }
  return canonicalJson(out);
}

/** Whether two schemas allow the same values (annotations aside). */
export function sameRules(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return rulesOf(a) === rulesOf(b);
}

function typesOf(schema: Schema): Set<string> | undefined {
  const type = schema.type;
  if (typeof type === 'string') return new Set([type]);
  if (Array.isArray(type)) return new Set(type.filter((t): t is string => typeof t === 'string'));
  return undefined;
}

// integer values are numbers: a type is kept when the other side has it or, for integer, has number.
const covers = (types: Set<string>, type: string): boolean => types.has(type) || (type === 'integer' && types.has('number'));

/** Compares two schemas of one value, with the roots their `$ref`s point into. */
class SchemaComparer {
  readonly changes: SchemaChange[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly rootBefore: Schema, private readonly rootAfter: Schema) {}

  private add(kind: ChangeKind, path: string, what: string): void {
    this.changes.push({ kind, path, what });
  }

  private resolve(schema: Schema, root: Schema): Schema {
    const ref = schema.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/$defs/')) return schema;
    const defs = root.$defs;
    const target = isSchema(defs) ? defs[ref.slice('#/$defs/'.length)] : undefined;
    return isSchema(target) ? target : schema;
  }

  compare(before: JsonValue | undefined, after: JsonValue | undefined, path: string): void {
    if (!isSchema(before) || !isSchema(after)) {
      if (!sameRules(before, after)) this.add('breaking', path, `schema changed from ${shown(before)} to ${shown(after)}`);
      return;
    }
    // A recursive DTO meets itself again: each pair of definitions is compared once.
    const pair = `${String(before.$ref)}|${String(after.$ref)}`;
    if (typeof before.$ref === 'string' && typeof after.$ref === 'string') {
      if (this.seen.has(pair)) return;
      this.seen.add(pair);
    }
    const b = this.resolve(before, this.rootBefore);
    const a = this.resolve(after, this.rootAfter);
    if (rulesOf(b) === rulesOf(a)) return;
    const alternatives = (s: Schema): readonly JsonValue[] | undefined => (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : undefined);
    if (alternatives(b) || alternatives(a)) return this.compareChoices(alternatives(b) ?? [b], alternatives(a) ?? [a], path);
    this.compareTypes(b, a, path);
    this.compareValues(b, a, path);
    this.compareBounds(b, a, path);
    if (isSchema(b.items) || isSchema(a.items)) this.compare(b.items, a.items, `${path}[]`);
    if (isSchema(b.properties) || isSchema(a.properties)) this.compareObject(b, a, path);
    for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
      if (HANDLED.has(key) || ANNOTATIONS.has(key)) continue;
      if (canonicalJson(b[key] ?? null) !== canonicalJson(a[key] ?? null)) this.add('breaking', path, `${key} changed from ${shown(b[key])} to ${shown(a[key])}`);
    }
  }

  private compareChoices(before: readonly JsonValue[], after: readonly JsonValue[], path: string): void {
    const afterRules = new Set(after.map(rulesOf));
    const beforeRules = new Set(before.map(rulesOf));
    const removed = before.filter((s) => !afterRules.has(rulesOf(s)));
    const added = after.filter((s) => !beforeRules.has(rulesOf(s)));
    // One choice changed (a nullable value whose limits moved): compare the two as one value.
    if (removed.length === 1 && added.length === 1) return this.compare(removed[0], added[0], path);
    if (removed.length > 0) this.add('breaking', path, `no longer accepts ${removed.map((s) => rulesOf(s)).join(', ')}`);
    if (added.length > 0) this.add('compatible', path, `now also accepts ${added.map((s) => rulesOf(s)).join(', ')}`);
  }

  private compareTypes(b: Schema, a: Schema, path: string): void {
    const before = typesOf(b);
    const after = typesOf(a);
    const sorted = (types: Set<string> | undefined) => canonicalJson(types ? [...types].sort() : null);
    if (sorted(before) === sorted(after)) return;
    const what = `${shown(b.type)} → ${shown(a.type)}`;
    // No type means any type.
    const lost = after !== undefined && (before === undefined || [...before].some((t) => !covers(after, t)));
    if (lost) this.add('breaking', path, `type narrowed (${what})`);
    else this.add('compatible', path, `type widened (${what})`);
  }

  private compareValues(b: Schema, a: Schema, path: string): void {
    const valuesOf = (s: Schema): string[] | undefined => (Array.isArray(s.enum) ? s.enum.map((v) => canonicalJson(v)) : s.const !== undefined ? [canonicalJson(s.const)] : undefined);
    const before = valuesOf(b);
    const after = valuesOf(a);
    if (before === undefined && after === undefined) return;
    if (before === undefined) return this.add('breaking', path, `now limited to ${after!.join(', ')}`);
    if (after === undefined) return this.add('compatible', path, `no longer limited to ${before.join(', ')}`);
    const removed = before.filter((v) => !after.includes(v));
    const added = after.filter((v) => !before.includes(v));
    if (removed.length > 0) this.add('breaking', path, `enum narrowed: ${removed.join(', ')} no longer accepted`);
    if (added.length > 0) this.add('compatible', path, `enum widened: ${added.join(', ')} now accepted`);
  }

  private compareBounds(b: Schema, a: Schema, path: string): void {
    const bound = (key: string, tighter: (before: number, after: number) => boolean): void => {
      const before = b[key];
      const after = a[key];
      if (before === after) return;
      const what = `${key} ${shown(before)} → ${shown(after)}`;
      if (typeof after === 'number' && (typeof before !== 'number' || tighter(before, after))) this.add('breaking', path, `narrowed: ${what}`);
      else this.add('compatible', path, `widened: ${what}`);
    };
    for (const key of LOWER_BOUNDS) bound(key, (before, after) => after > before);
    for (const key of UPPER_BOUNDS) bound(key, (before, after) => after < before);
    for (const key of EXACT) {
      if (b[key] === a[key]) continue;
      const what = `${key} ${shown(b[key])} → ${shown(a[key])}`;
      this.add(a[key] === undefined ? 'compatible' : 'breaking', path, a[key] === undefined ? `widened: ${what}` : `narrowed: ${what}`);
    }
    if (b.uniqueItems !== a.uniqueItems) this.add(a.uniqueItems === true ? 'breaking' : 'compatible', path, a.uniqueItems === true ? 'narrowed: items must now be unique' : 'widened: items no longer need to be unique');
  }

  /** An object's members: a new required one or a removed one breaks callers (objects are closed), a new optional one does not. */
  compareObject(b: Schema, a: Schema, path: string, noun = 'property'): void {
    const props = (s: Schema): Schema => (isSchema(s.properties) ? s.properties : {});
    const required = (s: Schema): Set<string> => new Set(Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : []);
    const at = (name: string): string => (path === '' ? name : `${path}.${name}`);
    const [pb, pa, rb, ra] = [props(b), props(a), required(b), required(a)];
    const closed = b.additionalProperties === false;
    for (const name of Object.keys(pb)) {
      if (Object.hasOwn(pa, name)) continue;
      this.add(closed ? 'breaking' : 'compatible', at(name), closed ? `${noun} removed (callers that send it are refused)` : `${noun} removed`);
    }
    for (const name of Object.keys(pa)) {
      if (!Object.hasOwn(pb, name)) this.add(ra.has(name) ? 'breaking' : 'compatible', at(name), ra.has(name) ? `new required ${noun}` : `new optional ${noun}`);
      else {
        if (ra.has(name) && !rb.has(name)) this.add('breaking', at(name), `${noun} is now required`);
        if (!ra.has(name) && rb.has(name)) this.add('compatible', at(name), `${noun} is now optional`);
        this.compare(pb[name], pa[name], at(name));
      }
    }
    if (!closed && a.additionalProperties === false) this.add('breaking', path === '' ? '(arguments)' : path, 'no longer accepts properties it does not list');
    if (closed && a.additionalProperties !== false) this.add('compatible', path === '' ? '(arguments)' : path, 'now accepts properties it does not list');
  }
}

/**
 * Classifies the differences between the input schema a tool had and the one it has now: narrower is breaking
 * (a new required argument, a removed one, a narrowed type, enum or limit), wider is compatible.
 * @example diffInputSchemas(before.inputSchema, after.inputSchema) // [{ kind: 'breaking', path: 'region', what: 'new required argument' }]
 */
export function diffInputSchemas(before: JsonValue | undefined, after: JsonValue | undefined): SchemaChange[] {
  const b = isSchema(before) ? before : {};
  const a = isSchema(after) ? after : {};
  const comparer = new SchemaComparer(b, a);
  comparer.compareObject(b, a, '', 'argument');
  return comparer.changes;
}

/**
 * Classifies the differences between two schemas of one value (an output schema, say), in the same words.
 * @example diffSchemas({ type: 'number' }, { type: 'integer' }) // [{ kind: 'breaking', path: '', what: 'type narrowed ("number" → "integer")' }]
 */
export function diffSchemas(before: JsonValue | undefined, after: JsonValue | undefined): SchemaChange[] {
  const comparer = new SchemaComparer(isSchema(before) ? before : {}, isSchema(after) ? after : {});
  comparer.compare(before, after, '');
  return comparer.changes;
}
