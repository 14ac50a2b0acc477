import type { JsonValue } from '../vocabulary/json-value.js';
import type { ClassTransformOptions } from 'class-transformer';
import { classTransformer } from './lazy-modules.js';
import type { ObjectType, TypeDescriptor, UnionType } from '../model/type-descriptor.js';
import type { ValidationIssue } from '../model/binding.js';
import type { PendingValidation } from './runtime-issues.js';
import { dateFromDateTime } from './date-time.js';
import { pathOf } from './issue-path.js';

// Never implicit conversion ("false" would become true); class field initialisers fill absent optional fields.
const TRANSFORM: ClassTransformOptions = { enableImplicitConversion: false, exposeDefaultValues: true };

/** Where a value sits in the arguments, built only along the way to values that need converting. */
export interface PathNode {
  readonly up: PathNode | undefined;
  readonly key: string | number;
}

/** What converting one call's arguments collects: instances class-validator must still check, and values that cannot be converted. */
export interface ConversionContext {
  readonly pending: PendingValidation[];
  readonly issues: ValidationIssue[];
}

/** Converts one value of a known type; values of another shape (only met when the schema already failed) pass through. */
export type Converter = (value: unknown, path: PathNode | undefined, context: ConversionContext) => unknown;

/** Converters compiled so far, so recursive DTOs and unions refer back to themselves. */
export type ConverterMemo = Map<ObjectType | UnionType, Converter>;

/** The path segments of a node, root first. */
export function segmentsOf(node: PathNode | undefined): (string | number)[] {
  const out: (string | number)[] = [];
  for (let n = node; n; n = n.up) out.unshift(n.key);
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function copyOf(value: JsonValue): () => unknown {
  return value !== null && typeof value === 'object' ? () => structuredClone(value) : () => value;
}

/** True when converting a value of this type changes it (DTO instances, Dates, Sets, Maps), so plain values can skip the walk. */
export function needsConversion(type: TypeDescriptor): boolean {
  return compileConverter(type) !== undefined;
}

/** A property the instance can take: class-transformer too skips getters without setters and methods. */
function settable(prototype: object, name: string): boolean {
  for (let p: object | null = prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(p, name);
    if (descriptor) return !(descriptor.get && !descriptor.set) && typeof descriptor.value !== 'function';
  }
  return true;
}

function objectConverter(type: ObjectType, memo: ConverterMemo, keep?: { readonly property: string; readonly value: string }): Converter {
  const known = keep ? undefined : memo.get(type);
  if (known) return known;
  let impl: Converter = () => undefined;
  const converter: Converter = (value, path, context) => impl(value, path, context);
  if (!keep) memo.set(type, converter);
  const Target = type.target as unknown as new () => Record<string, unknown>;
  const properties = type.properties
    .filter((p) => settable(type.target.prototype as object, p.name))
    .map((p) => ({ name: p.name, convert: compileConverter(p.type, memo), fallback: p.default === undefined ? undefined : copyOf(p.default) }));
  const build = (plain: Record<string, unknown>, path: PathNode | undefined, context: ConversionContext): Record<string, unknown> => {
    // A class shaped by @Transform/@Expose/@Exclude is built by class-transformer, on a copy (its discriminator handling deletes keys).
    const instance = type.transformer ? (classTransformer().plainToInstance(Target, structuredClone(plain), TRANSFORM) as Record<string, unknown>) : new Target();
    for (const p of properties) {
      const raw = plain[p.name];
      if (raw === undefined) {
        if (p.fallback) instance[p.name] = p.convert ? p.convert(p.fallback(), { up: path, key: p.name }, context) : p.fallback();
      } else if (!type.transformer || p.convert) {
        instance[p.name] = p.convert && raw !== null ? p.convert(raw, { up: path, key: p.name }, context) : raw;
      }
    }
    if (keep) instance[keep.property] = keep.value;
    if (type.runtimeRules) context.pending.push({ instance, path: segmentsOf(path), async: type.asyncRules });
    return instance;
  };
  impl = (value, path, context) => (isObject(value) ? build(value, path, context) : value);
  return converter;
}

function unionConverter(type: UnionType, memo: ConverterMemo): Converter {
  const known = memo.get(type);
  if (known) return known;
  let byValue = new Map<string, Converter>();
  const converter: Converter = (value, path, context) => {
    if (!isObject(value)) return value;
    const tag = value[type.discriminator];
    const variant = typeof tag === 'string' ? byValue.get(tag) : undefined;
    return variant ? variant(value, path, context) : value;
  };
  memo.set(type, converter);
  byValue = new Map(type.variants.map((v) => [v.value, objectConverter(v.type, memo, type.keepDiscriminator ? { property: type.discriminator, value: v.value } : undefined)]));
  return converter;
}

function listConverter(item: Converter | undefined, finish: (items: unknown[]) => unknown): Converter {
  return (value, path, context) => (Array.isArray(value) ? finish(item ? value.map((v, i) => item(v, { up: path, key: i }, context)) : value) : value);
}

/**
 * Compiles, once per type, the function that turns schema-valid JSON into what the handler declared: DTO
 * instances (`new C()`, same prototype, nested ones included), Dates, Sets, Maps and union members. Undefined
 * means the JSON value is already what the handler gets.
 */
export function compileConverter(type: TypeDescriptor, memo: ConverterMemo = new Map()): Converter | undefined {
  switch (type.kind) {
    case 'date':
      return (value, path, context) => {
        if (typeof value !== 'string') return value;
        const date = dateFromDateTime(value);
        if (date instanceof Date) return date;
        context.issues.push({ path: pathOf(segmentsOf(path)), message: date.problem });
        return value;
      };
    case 'array': {
      const item = compileConverter(type.items, memo);
      return item ? listConverter(item, (items) => items) : undefined;
    }
    case 'set':
      return listConverter(compileConverter(type.items, memo), (items) => new Set(items));
    case 'record': {
      const item = compileConverter(type.values, memo);
      if (type.delivery === 'object' && !item) return undefined;
      return (value, path, context) => {
        if (!isObject(value)) return value;
        const entries = Object.keys(value).map((k) => [k, item ? item(value[k], { up: path, key: k }, context) : value[k]] as const);
        return type.delivery === 'map' ? new Map(entries) : Object.fromEntries(entries);
      };
    }
    case 'object':
      return objectConverter(type, memo);
    case 'union':
      return unionConverter(type, memo);
    default:
      return undefined;
  }
}
