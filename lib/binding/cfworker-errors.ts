import type { ErrorObject } from 'ajv';
import type { OutputUnit } from '@cfworker/json-schema';

// @cfworker/json-schema reports a tree (a wrapper unit such as "properties" or "$ref", then the units of the
// subschema), in its own keyword order, with URI-encoded locations and without parameters. The binder reads Ajv's
// errors: flat, in Ajv's keyword order, a composite (anyOf, oneOf, if) after its branches' errors, `schemaPath`
// inside a `$ref` rooted at the referenced definition, and the parameters and messages Ajv gives. This turns the one
// into the other, so both engines yield the same issues.

type SchemaNode = { readonly [key: string]: unknown };

interface Entry {
  readonly unit: OutputUnit;
  readonly children: readonly Entry[];
}

// Units followed by the units of a subschema; a composite's own unit (anyOf, oneOf, if, contains) comes first, Ajv
// reports it after them.
const WRAPPERS = new Set(['$ref', '$recursiveRef', '$dynamicRef', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'dependencies', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'contains', 'anyOf', 'oneOf', 'allOf', 'if']);
const DROPPED = new Set(['$ref', '$recursiveRef', '$dynamicRef', 'properties', 'patternProperties', 'dependentSchemas', 'dependencies', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'allOf']);

// Ajv's order of evaluation within one schema: untyped keywords, then the group of the data's type, then the
// unevaluated* keywords (vocabularies in the order Ajv2020 adds them; the item applicators go before uniqueItems).
const GENERAL = ['$dynamicRef', '$recursiveRef', '$ref', 'const', 'enum', 'not', 'anyOf', 'oneOf', 'allOf', 'if'];
const GROUPS: { readonly [type: string]: readonly string[] } = {
  number: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf', 'format'],
  string: ['maxLength', 'minLength', 'pattern', 'format'],
  array: ['maxItems', 'minItems', 'prefixItems', 'items', 'contains', 'uniqueItems', 'minContains', 'maxContains'],
  object: ['maxProperties', 'minProperties', 'required', 'propertyNames', 'additionalProperties', 'dependencies', 'properties', 'patternProperties', 'dependentRequired', 'dependentSchemas'],
};
const POST = ['unevaluatedProperties', 'unevaluatedItems'];
const LIMITS: { readonly [keyword: string]: string } = { maximum: '<=', minimum: '>=', exclusiveMaximum: '<', exclusiveMinimum: '>' };
const COUNTS: { readonly [keyword: string]: readonly [string, string] } = {
  minLength: ['fewer', 'characters'], maxLength: ['more', 'characters'], minItems: ['fewer', 'items'], maxItems: ['more', 'items'],
  minProperties: ['fewer', 'properties'], maxProperties: ['more', 'properties'],
};

const isNode = (value: unknown): value is SchemaNode => value !== null && typeof value === 'object' && !Array.isArray(value);
const own = (node: unknown, key: string): unknown => (isNode(node) || Array.isArray(node)) && Object.hasOwn(node, key) ? (node as SchemaNode)[key] : undefined;
const parentOf = (location: string): string => location.slice(0, location.lastIndexOf('/'));
const segmentsOf = (location: string): string[] => (location === '#' || location === '' ? [] : location.slice(2).split('/').map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')));
const escapeSegment = (segment: string): string => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const typesOf = (node: unknown): string[] => {
  const type = own(node, 'type');
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : typeof type === 'string' ? [type] : [];
};

/** The subschema at a location of the evaluation (`#/properties/a/$ref/items`), and its path as Ajv writes it. */
function locate(root: SchemaNode, location: string): { readonly node: unknown; readonly path: string } {
  let node: unknown = root;
  let path = '#';
  for (const segment of segmentsOf(location)) {
    const ref = segment === '$ref' ? own(node, '$ref') : undefined;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      node = segmentsOf(ref).reduce<unknown>((at, s) => own(at, s), root);
      path = ref;
      continue;
    }
    node = own(node, segment);
    path += `/${escapeSegment(segment)}`;
  }
  return { node, path };
}

function parse(units: readonly OutputUnit[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < units.length; ) {
    const unit = units[i]!;
    let j = i + 1;
    if (WRAPPERS.has(unit.keyword)) {
      const prefixes = unit.keyword === 'if' ? [`${parentOf(unit.keywordLocation)}/then/`, `${parentOf(unit.keywordLocation)}/else/`] : [`${unit.keywordLocation}/`];
      // A `false` subschema answers with one unit whose location is not under the wrapper's: it follows its wrapper.
      while (j < units.length && (units[j]!.keyword === 'false' || prefixes.some((p) => units[j]!.keywordLocation.startsWith(p)))) j++;
    }
    entries.push({ unit, children: parse(units.slice(i + 1, j)) });
    i = j;
  }
  return entries;
}

const GROUP_ORDER = Object.keys(GROUPS);

// Ajv checks one declared type together with its group's keywords, when the schema has some (the type error comes
// where that group's errors would); otherwise the type comes first, before every keyword.
function rank(keyword: string, node: unknown, data: unknown): number {
  const general = GENERAL.indexOf(keyword);
  if (general >= 0) return 1 + general;
  if (POST.includes(keyword)) return 1000;
  if (keyword === 'type') {
    const types = typesOf(node);
    const group = types.length === 1 ? GROUPS[types[0]!] : undefined;
    return group && group.some((k) => own(node, k) !== undefined) ? 100 + GROUP_ORDER.indexOf(types[0]!) * 20 + 19 : 0;
  }
  const dataType = Array.isArray(data) ? 'array' : data === null ? 'null' : typeof data;
  const at = (GROUPS[dataType] ?? []).indexOf(keyword);
  return keyword === 'false' ? 0 : at >= 0 ? 100 + GROUP_ORDER.indexOf(dataType) * 20 + at : 500;
}

const instanceAt = (root: unknown, location: string): unknown => segmentsOf(location).reduce<unknown>((at, s) => own(at, s), root);

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && equal((a as SchemaNode)[k], (b as SchemaNode)[k]));
}

const hasType = (value: unknown, type: string): boolean =>
  type === 'null' ? value === null : type === 'integer' ? typeof value === 'number' && Number.isInteger(value) : type === 'array' ? Array.isArray(value) : type === 'object' ? isNode(value) : typeof value === type;

/** The pair Ajv's uniqueItems names: its indexed loop over items of scalar types, else its pairwise loop. */
function duplicatePair(data: readonly unknown[], items: unknown): { i: number; j: number } | undefined {
  const types = typesOf(items);
  if (types.length > 0 && !types.some((t) => t === 'object' || t === 'array')) {
    const indices = new Map<string, number>();
    for (let i = data.length; i--; ) {
      const item = data[i];
      if (!types.some((t) => hasType(item, t))) continue;
      const key = typeof item === 'string' && types.length > 1 ? `${item}_` : String(item);
      const j = indices.get(key);
      if (j !== undefined) return { i, j };
      indices.set(key, i);
    }
    return undefined;
  }
  for (let i = data.length; i--; ) for (let j = i; j--; ) if (equal(data[i], data[j])) return { i, j };
  return undefined;
}

const REQUIRED_TEXT = ['Instance does not have required property "', '".'] as const;

/** One leaf unit as Ajv reports it; undefined when Ajv would not report it. */
function leaf(unit: OutputUnit, root: SchemaNode, instance: unknown, failing?: string): ErrorObject | undefined {
  const at = locate(root, parentOf(unit.keywordLocation));
  const keyword = unit.keyword === 'minContains' || unit.keyword === 'maxContains' ? 'contains' : unit.keyword;
  const value = own(at.node, keyword);
  const base = { keyword, instancePath: unit.instanceLocation === '#' ? '' : decodeURIComponent(unit.instanceLocation.slice(1)), schemaPath: `${at.path}/${keyword}` };
  const error = (params: Record<string, unknown>, message: string): ErrorObject => ({ ...base, params, message });
  if (keyword in LIMITS) return error({ comparison: LIMITS[keyword], limit: value }, `must be ${LIMITS[keyword]} ${String(value)}`);
  if (keyword in COUNTS) return error({ limit: value }, `must NOT have ${COUNTS[keyword]![0]} than ${String(value)} ${COUNTS[keyword]![1]}`);
  switch (keyword) {
    case 'type':
      return error({ type: value }, `must be ${Array.isArray(value) ? value.join(',') : String(value)}`);
    case 'required': {
      const text = unit.error;
      const missingProperty = text.startsWith(REQUIRED_TEXT[0]) && text.endsWith(REQUIRED_TEXT[1]) ? text.slice(REQUIRED_TEXT[0].length, -REQUIRED_TEXT[1].length) : '';
      return error({ missingProperty }, `must have required property '${missingProperty}'`);
    }
    case 'enum':
      return error({ allowedValues: value }, 'must be equal to one of the allowed values');
    case 'const':
      return error({ allowedValue: value }, 'must be equal to constant');
    case 'pattern':
      return error({ pattern: value }, `must match pattern "${String(value)}"`);
    case 'format':
      return error({ format: value }, `must match format "${String(value)}"`);
    case 'multipleOf':
      return error({ multipleOf: value }, `must be multiple of ${String(value)}`);
    case 'uniqueItems': {
      const data = instanceAt(instance, unit.instanceLocation);
      const pair = Array.isArray(data) ? duplicatePair(data, own(at.node, 'items')) : undefined;
      return pair && error(pair, `must NOT have duplicate items (items ## ${pair.j} and ${pair.i} are identical)`);
    }
    case 'not':
      return error({}, 'must NOT be valid');
    case 'anyOf':
      return error({}, 'must match a schema in anyOf');
    case 'oneOf':
      return error({ passingSchemas: null }, 'must match exactly one schema in oneOf');
    case 'if':
      return error({ failingKeyword: failing ?? 'then' }, `must match "${failing ?? 'then'}" schema`);
    case 'contains': {
      const min = own(at.node, 'minContains') ?? 1;
      const max = own(at.node, 'maxContains');
      return error(max === undefined ? { minContains: min } : { minContains: min, maxContains: max }, max === undefined ? `must contain at least ${String(min)} valid item(s)` : `must contain at least ${String(min)} and no more than ${String(max)} valid item(s)`);
    }
    case 'false':
      return { ...base, schemaPath: at.path, params: {}, message: 'boolean schema is false' };
    default:
      return error({}, unit.error);
  }
}

function flatten(entries: readonly Entry[], root: SchemaNode, instance: unknown, out: ErrorObject[]): void {
  // Entries of one evaluation (one subschema at one instance location) are put in Ajv's order; distinct
  // evaluations (the branches of an anyOf) keep theirs.
  const groups = new Map<string, Entry[]>();
  for (const entry of entries) {
    const key = `${parentOf(entry.unit.keywordLocation)}\u0000${entry.unit.instanceLocation}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  for (const group of groups.values()) {
    const { unit } = group[0]!;
    const node = locate(root, parentOf(unit.keywordLocation)).node;
    const data = instanceAt(instance, unit.instanceLocation);
    const ranked = group.map((entry, index) => ({ entry, index, rank: rank(entry.unit.keyword, node, data) }));
    ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
    for (const { entry } of ranked) emit(entry, root, instance, out);
  }
}

function emit(entry: Entry, root: SchemaNode, instance: unknown, out: ErrorObject[]): void {
  const { unit, children } = entry;
  const keyword = unit.keyword;
  if (DROPPED.has(keyword)) return flatten(children, root, instance, out);
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') {
    const only = children.length === 1 ? children[0]!.unit : undefined;
    if (only?.keyword !== 'false') return flatten(children, root, instance, out);
    const at = locate(root, parentOf(unit.keywordLocation));
    const property = segmentsOf(only.instanceLocation).pop() ?? '';
    const param = keyword === 'additionalProperties' ? 'additionalProperty' : 'unevaluatedProperty';
    out.push({ keyword, instancePath: unit.instanceLocation === '#' ? '' : decodeURIComponent(unit.instanceLocation.slice(1)), schemaPath: `${at.path}/${keyword}`, params: { [param]: property }, message: `must NOT have ${keyword === 'additionalProperties' ? 'additional' : 'unevaluated'} properties` });
    return;
  }
  if (keyword === 'propertyNames') {
    const error = leaf(unit, root, instance);
    if (error) out.push({ ...error, message: 'property name must be valid' });
    return;
  }
  if (keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'if' || keyword === 'contains') flatten(children, root, instance, out);
  const failing = keyword === 'if' ? (children[0]?.unit.keywordLocation.startsWith(`${parentOf(unit.keywordLocation)}/else`) ? 'else' : 'then') : undefined;
  const error = leaf(unit, root, instance, failing);
  if (error) out.push(error);
}

/**
 * Turns @cfworker/json-schema's output units (one validation of `instance` against `schema`, not short-circuited)
 * into the errors Ajv2020 with `allErrors` reports for the same input: same keywords, paths, parameters and order.
 */
export function ajvErrorsOf(units: readonly OutputUnit[], schema: SchemaNode, instance: unknown): ErrorObject[] {
  const out: ErrorObject[] = [];
  flatten(parse(units), schema, instance, out);
  return out;
}
