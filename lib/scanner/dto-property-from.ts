import type { JsonValue } from '../vocabulary/json-value.js';
import { hasPropertyDesignType, reflectedPropertyType, type DesignType } from '../metadata/reflected-types.js';
import { MissingDesignMetadataError } from '../errors/missing-design-metadata.error.js';
import type { FieldOptions } from '../metadata/records.js';
import type { Constraints, EnumValue, FieldDescriptor, TypeDescriptor } from '../model/type-descriptor.js';
import { DynamicTypeError } from '../errors/dynamic-type.error.js';
import { isAsyncRule, ruleEffect, type RuleEffect, type RuleKind, type RuleMetadata } from './class-validator-rules.js';
import { applicableConstraints } from './applicable-constraints.js';
import { checkCollectionRules } from './check-collection-rules.js';
import { mergeConstraints } from './merge-constraints.js';
import { transformerTypeOf } from './transformer-metadata.js';
import type { TypeResolution, TypeSite } from './type-site.js';

/** One resolved DTO property, and what it means for its class: runtime rules to run, asynchronous ones among them. */
export interface BuiltProperty {
  readonly property: FieldDescriptor;
  readonly runtime: boolean;
  readonly async: boolean;
}

const SCALAR_KINDS = ['integer', 'number', 'string', 'boolean', 'date'] as const;
const FROM_DESIGN = new Set<Function>([String, Number, Boolean, Date]);
const CONTAINERS = new Set<Function>([Object, Array, Set, Map, Promise, Function]);

function everyValue(type: TypeDescriptor, test: (v: EnumValue) => boolean): boolean {
  return type.kind === 'enum' && type.values.every(test);
}

/** Whether a value of `type` can pass a rule that implies `kind`; when not, class-validator refuses what the schema lets by. */
function kindFits(kind: RuleKind, type: TypeDescriptor): boolean {
  switch (kind) {
    case 'string':
      return type.kind === 'string' || everyValue(type, (v) => typeof v === 'string');
    case 'number':
      return type.kind === 'number' || type.kind === 'integer' || everyValue(type, (v) => typeof v === 'number');
    case 'integer':
      return type.kind === 'number' || type.kind === 'integer' || everyValue(type, (v) => Number.isInteger(v));
    case 'boolean':
      return type.kind === 'boolean' || everyValue(type, (v) => typeof v === 'boolean');
    case 'date':
      return type.kind === 'date';
    case 'array':
      return type.kind === 'array';
    case 'object':
      return type.kind === 'object' || type.kind === 'union' || type.kind === 'record';
  }
}

/**
 * An `AnyJson` value under rules that imply one kind is that kind: class-validator refuses every other JSON value, so
 * the schema says the type and its keywords apply (`@IsNotEmptyObject()` → `type: object, minProperties: 1`), never a
 * keyword without its type. `@IsDate()` (never true of parsed JSON) and rules of two kinds leave the value free.
 */
function narrowJson(type: TypeDescriptor, kinds: ReadonlySet<RuleKind | undefined>): TypeDescriptor {
  if (type.kind !== 'json') return type;
  const implied = new Set([...kinds].filter((k) => k !== undefined));
  if (implied.has('integer')) implied.delete('number');
  if (implied.size !== 1) return type;
  const [kind] = implied;
  switch (kind) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { kind };
    case 'array':
      return { kind: 'array', items: type };
    case 'object':
      return { kind: 'record', values: type, delivery: 'object' };
    default:
      return type;
  }
}

function merge(effects: readonly RuleEffect[]): { constraints: Constraints; exact: boolean; kinds: Set<RuleKind>; enums: (readonly EnumValue[])[] } {
  const kinds = new Set<RuleKind>();
  for (const effect of effects) if (effect.kind) kinds.add(effect.kind);
  return {
    constraints: mergeConstraints(...effects.map((e) => e.constraints)),
    exact: effects.every((e) => e.exact),
    kinds,
    enums: effects.flatMap((e) => (e.enumValues ? [e.enumValues] : [])),
  };
}

function refined(effects: readonly RuleEffect[], type: TypeDescriptor, nullable: boolean): RuleEffect[] {
  return effects.map((e) => (e.refine ? { kind: e.kind, enumValues: e.enumValues, ...e.refine(type, nullable) } : e));
}

/** `enum` constraints for enum rules whose values are not already the type itself. */
function enumConstraints(type: TypeDescriptor, enums: readonly (readonly EnumValue[])[]): Constraints[] {
  return enums.filter((values) => !(type.kind === 'enum' && JSON.stringify(type.values) === JSON.stringify(values))).map((values) => ({ enum: [...values] }));
}

function wrapForDesign(design: DesignType, inner: TypeDescriptor): TypeDescriptor {
  if (design === Array) return { kind: 'array', items: inner };
  if (design === Set) return { kind: 'set', items: inner };
  if (design === Map) return { kind: 'record', values: inner, delivery: 'map' };
  return inner;
}

function fromTransformer(resolver: TypeResolution, target: Function, key: string, site: TypeSite): TypeDescriptor | undefined {
  const record = transformerTypeOf(target, key);
  const thunk = record?.typeFunction;
  if (!record || typeof thunk !== 'function') return undefined;
  if (thunk.length > 0) throw new DynamicTypeError(target, key, 'takes the input as an argument ((o) => …) and picks the class from it');
  const discriminator = record.options?.discriminator;
  if (discriminator?.property && Array.isArray(discriminator.subTypes)) {
    const variants = discriminator.subTypes.map((s) => ({ value: s.name, cls: s.value }));
    return resolver.unionType(discriminator.property, variants, record.options?.keepDiscriminatorProperty === true, site);
  }
  let cls: unknown;
  try {
    cls = thunk();
  } catch (error) {
    throw new DynamicTypeError(target, key, `throws when called without the input (${(error as Error).message})`, { cause: error });
  }
  return resolver.fromSpec(cls, site, '@Field(');
}

/** The type class-validator and class-transformer decorators imply when `@Field` gives none and the design type says too little. */
function typeFromRules(resolver: TypeResolution, target: Function, key: string, design: DesignType, own: readonly RuleEffect[], each: readonly RuleEffect[], site: TypeSite): TypeDescriptor | undefined {
  const transformed = fromTransformer(resolver, target, key, site);
  if (transformed) return wrapForDesign(design ?? (own.some((e) => e.kind === 'array') ? Array : undefined), transformed);
  const enumEffect = own.find((e) => e.enumValues);
  if (enumEffect?.enumValues) return { kind: 'enum', values: enumEffect.enumValues };
  if (design !== undefined && (FROM_DESIGN.has(design) || !CONTAINERS.has(design))) return undefined;
  const kinds = new Set(own.map((e) => e.kind));
  for (const kind of SCALAR_KINDS) if (kinds.has(kind)) return { kind };
  if (kinds.has('object') && (design === Object || design === undefined)) return { kind: 'record', values: { kind: 'json' }, delivery: 'object' };
  if (design === Array || design === Set || design === Map || kinds.has('array')) {
    const itemEnum = each.find((e) => e.enumValues);
    if (itemEnum?.enumValues) return wrapForDesign(design === Set || design === Map ? design : Array, { kind: 'enum', values: itemEnum.enumValues });
    const itemKinds = new Set(each.map((e) => e.kind));
    for (const kind of SCALAR_KINDS) if (itemKinds.has(kind)) return wrapForDesign(design === Set || design === Map ? design : Array, { kind });
  }
  return undefined;
}

/** The value as a JSON default, or undefined when it is not plain JSON (a Date, a class instance, a Set…). */
function asJson(value: unknown): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(asJson);
    return items.every((i) => i !== undefined) ? (items as JsonValue[]) : undefined;
  }
  if (typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)) {
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, asJson(v)] as const);
    return entries.every(([, v]) => v !== undefined) ? (Object.fromEntries(entries) as JsonValue) : undefined;
  }
  return undefined;
}

/**
 * Whether the rules alone fix the property's type, as the design type would have: not so for an enum option or a
 * class-transformer `@Type` without `@IsArray` (one value or a list of them?), nor when the rules imply no type.
 */
function typedByRules(target: Function, key: string, ruleType: TypeDescriptor | undefined, validations: readonly RuleMetadata[]): boolean {
  if (ruleType === undefined) return false;
  if (transformerTypeOf(target, key)?.typeFunction === undefined) return true;
  return validations.some((m) => !m.each && ruleEffect(m).kind === 'array');
}

/**
 * Resolves one DTO property: its type (from `@Field`, `@Type`, the design type or the rules), the constraints its
 * rules map to exactly, presence, conditional rules, and the default its field initialiser gives (`initial`).
 */
export function dtoPropertyFrom(resolver: TypeResolution, target: Function, key: string, metas: readonly RuleMetadata[], field: FieldOptions, initial?: { readonly value: unknown }): BuiltProperty {
  const site: TypeSite = { host: target, key };
  const design = reflectedPropertyType(target.prototype, key);
  const validations = metas.filter((m) => m.type === 'customValidation' || m.type === 'isDefined');
  const wholeIf = metas.some((m) => m.type === 'conditionalValidation' && m.name !== 'isOptional');
  const isOptional = metas.some((m) => m.type === 'conditionalValidation' && m.name === 'isOptional');
  const ruleIf = validations.filter((m) => typeof m.validateIf === 'function');
  // Under @ValidateIf, or when every rule has its own validateIf, whether anything applies is class-validator's call.
  const conditional = wholeIf || (validations.length > 0 && ruleIf.length === validations.length);
  const asserted = wholeIf ? [] : validations.filter((m) => typeof m.validateIf !== 'function');
  const ruleType = field.type || field.enum ? undefined : typeFromRules(resolver, target, key, design, validations.filter((m) => !m.each).map(ruleEffect), validations.filter((m) => m.each).map(ruleEffect), site);
  if (!field.type && design === undefined && resolver.designWitness === undefined && !hasPropertyDesignType(target.prototype as object, key) && !typedByRules(target, key, ruleType, validations)) {
    throw new MissingDesignMetadataError([site]);
  }
  const value = resolver.valueFrom(field, design, site, '@Field(', ruleType, { optional: isOptional || conditional || ruleIf.length > 0 || initial !== undefined, conditional });
  const ownEffects = asserted.filter((m) => !m.each).map(ruleEffect);
  let type = narrowJson(value.type, new Set(ownEffects.map((e) => e.kind)));
  const own = merge(refined(ownEffects, type, value.nullable));
  let runtime = !own.exact || conditional || ruleIf.length > 0 || [...own.kinds].some((k) => !kindFits(k, type));
  // A nullable property without @IsOptional hands null to its rules, and most of them refuse it.
  if (value.nullable && !isOptional && !wholeIf && validations.length > 0) runtime = true;
  if (type.kind === 'number' && own.kinds.has('integer')) type = { kind: 'integer' };
  checkCollectionRules(target, key, type, validations);
  const rule = applicableConstraints(type, mergeConstraints(own.constraints, ...enumConstraints(type, own.enums)));
  runtime ||= rule.dropped.length > 0;
  const eachRules = asserted.filter((m) => m.each).map(ruleEffect);
  if (eachRules.length > 0) {
    if (type.kind === 'array' || type.kind === 'set' || type.kind === 'record') {
      let itemType = type.kind === 'record' ? type.values : type.items;
      const items = merge(refined(eachRules, itemType, false));
      if (itemType.kind === 'number' && items.kinds.has('integer')) {
        itemType = { kind: 'integer' };
        type = type.kind === 'record' ? { ...type, values: itemType } : { ...type, items: itemType };
      }
      const kept = applicableConstraints(itemType, mergeConstraints(items.constraints, ...enumConstraints(itemType, items.enums)));
      runtime ||= !items.exact || kept.dropped.length > 0 || [...items.kinds].some((k) => !kindFits(k, itemType));
      if (Object.keys(kept.kept).length > 0) {
        type = type.kind === 'record' ? { ...type, valueConstraints: mergeConstraints(type.valueConstraints, kept.kept) } : { ...type, itemConstraints: mergeConstraints(type.itemConstraints, kept.kept) };
      }
    } else runtime = true;
  }
  let property: FieldDescriptor = { name: key, ...value, type, constraints: conditional ? {} : mergeConstraints(rule.kept, value.constraints) };
  const initialDefault = initial === undefined ? undefined : asJson(initial.value);
  if (property.default === undefined && initialDefault !== undefined) property = { ...property, default: initialDefault };
  if (property.default !== undefined && !conditional) resolver.addPendingDefault({ value: property, site });
  return { property, runtime, async: metas.some((m) => m.type === 'customValidation' && isAsyncRule(m)) };
}
