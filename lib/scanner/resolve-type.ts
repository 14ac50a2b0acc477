import { createRequire } from 'node:module';
import { getMetadataStore } from '../metadata/metadata-store.js';
import { reflectedPropertyType, type DesignType } from '../metadata/reflected-types.js';
import type { FieldRecord, ValueOptions } from '../metadata/records.js';
import { AnyJson, Int } from '../metadata/type-spec.js';
import type { Constraints, ObjectType, PropertyDescriptor, TypeDescriptor, ValueDescriptor } from '../model/type-descriptor.js';
import type { Constructor, JsonValue } from '../model/json-value.js';
import { MissingParamTypeError } from '../errors/missing-param-type.error.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { formatMember } from '../errors/format-member.js';
import { isAsyncRule, ruleEffect, rulesByProperty, type RuleEffect, type RuleKind } from './class-validator-rules.js';
import { applicableConstraints } from './applicable-constraints.js';

/** Where a type was declared, for error messages. */
export interface TypeSite {
  readonly host: object;
  readonly key: string;
  readonly index?: number;
  readonly name?: string;
}

interface ClassTransformerStorage {
  findTypeMetadata(target: Function, propertyName: string): { typeFunction: (options?: unknown) => Function } | undefined;
}
// class-transformer keeps @Type metadata in a module-level store it does not export from its root.
const transformerStorage = (createRequire(import.meta.url)('class-transformer/cjs/storage.js') as { defaultMetadataStorage: ClassTransformerStorage }).defaultMetadataStorage;

const NOT_A_DTO = new Set<Function>([Object, Array, Promise, Function, Map, Set, WeakMap, WeakSet, Symbol, BigInt, RegExp, Error]);

function describeDesign(design: DesignType): string {
  return design === undefined ? 'missing' : design.name || 'anonymous';
}

function fixFor(design: DesignType, decorator: string): string {
  if (design === Array) return `arrays lose their element type at run time, so give it: ${decorator}{ type: () => [String] }) (or [Number], [MyDto]…).`;
  if (design === Promise) return `give the type explicitly: ${decorator}{ type: () => String }).`;
  return `unions, interfaces, "any", "T | null" and "T | undefined" all reflect as Object; give the type: ${decorator}{ type: () => MyDto }) or { type: () => String }, with nullable: true / optional: true as needed.`;
}

function enumValuesOf(spec: object): (string | number)[] {
  if (Array.isArray(spec)) return spec as (string | number)[];
  return Object.entries(spec)
    .filter(([key]) => !/^\d+$/.test(key))
    .map(([, value]) => value as string | number)
    .filter((v) => typeof v === 'string' || typeof v === 'number');
}

/** Resolves declared types to model types; one per scan, so DTO classes are resolved once and named uniquely. */
export class TypeResolver {
  private readonly objects = new Map<Function, ObjectType>();
  private readonly names = new Set<string>();

  /** Resolves a thunk result (`String`, `Int`, `[Waypoint]`, an enum object, a DTO class). */
  fromSpec(spec: unknown, site: TypeSite, decorator: string): TypeDescriptor {
    if (spec === String) return { kind: 'string' };
    if (spec === Number) return { kind: 'number' };
    if (spec === Boolean) return { kind: 'boolean' };
    if (spec === Date) return { kind: 'date' };
    if (spec === Int) return { kind: 'integer' };
    if (spec === AnyJson) return { kind: 'json' };
    if (Array.isArray(spec)) {
      if (spec.length !== 1) throw this.unsupported(site, `the type thunk returns an array of ${spec.length} entries`, 'A list type is a one-element array: () => [String].');
      return { kind: 'array', items: this.fromSpec(spec[0], site, decorator) };
    }
    if (typeof spec === 'function') {
      if (NOT_A_DTO.has(spec)) throw new MissingParamTypeError(site.host, site.key, spec.name, fixFor(spec, decorator), site.index, site.name);
      return this.objectType(spec as Constructor, site);
    }
    if (spec !== null && typeof spec === 'object') {
      const values = enumValuesOf(spec);
      if (values.length === 0) throw this.unsupported(site, 'the type is an object with no string or number values', 'Return a TS enum, a DTO class or a primitive constructor from the type thunk.');
      return { kind: 'enum', values };
    }
    throw this.unsupported(site, `the type thunk returned ${String(spec)}`, 'Return String, Number, Boolean, Date, Int, AnyJson, an enum, a DTO class, or [one of these]; check for a circular import that left it undefined.');
  }

  /** Resolves a reflected design type when no thunk was given; Object/Array/Promise/missing cannot be inferred. */
  fromDesign(design: DesignType, site: TypeSite, decorator: string): TypeDescriptor {
    if (design === undefined || design === Object || design === Array || design === Promise) {
      throw new MissingParamTypeError(site.host, site.key, describeDesign(design), fixFor(design, decorator), site.index, site.name);
    }
    return this.fromSpec(design, site, decorator);
  }

  /** The full value descriptor of a `@Param` or `@Field`, with its options checked against the type. */
  valueFrom(options: ValueOptions, design: DesignType, site: TypeSite, decorator: string, fromRules?: Partial<ValueDescriptor>): ValueDescriptor {
    let type: TypeDescriptor;
    if (options.enum !== undefined) {
      const titles = options.enumTitles ?? options.enumNames;
      const values = enumValuesOf(options.enum);
      if (titles !== undefined && titles.length !== values.length) {
        throw this.unsupported(site, `${options.enumTitles ? 'enumTitles' : 'enumNames'} has ${titles.length} entries for ${values.length} enum values`, 'Give exactly one title per value, in the same order.');
      }
      const enumType: TypeDescriptor = { kind: 'enum', values, ...(titles ? { titles: [...titles], titleStyle: options.enumTitles ? 'titled' : 'legacy' } : {}) };
      const declared = options.type?.();
      type = Array.isArray(declared) || (declared === undefined && design === Array) ? { kind: 'array', items: enumType } : enumType;
    } else if (options.type) type = this.fromSpec(options.type(), site, decorator);
    else if (fromRules?.type) type = fromRules.type;
    else type = this.fromDesign(design, site, decorator);
    const own: Constraints = {
      minimum: options.minimum, maximum: options.maximum, exclusiveMinimum: options.exclusiveMinimum, exclusiveMaximum: options.exclusiveMaximum,
      multipleOf: options.multipleOf, minLength: options.minLength, maxLength: options.maxLength, pattern: options.pattern, format: options.format,
      minItems: options.minItems, maxItems: options.maxItems, uniqueItems: options.uniqueItems,
    };
    const { kept, dropped } = applicableConstraints(type, own);
    if (dropped.length > 0) {
      throw this.unsupported(site, `option ${dropped.map((k) => `"${k}"`).join(', ')} does not apply to a value of type ${type.kind}`, 'Remove it, or change the type (e.g. minLength/pattern apply to strings, minimum/maximum to numbers, minItems to arrays).');
    }
    return {
      type,
      constraints: { ...fromRules?.constraints, ...kept },
      optional: options.optional === true || options.default !== undefined || fromRules?.optional === true,
      nullable: options.nullable === true,
      description: options.description,
      default: options.default as JsonValue | undefined,
      examples: options.examples as readonly JsonValue[] | undefined,
    };
  }

  /** The model type of a DTO class, built once per class; recursive DTOs share the same object. */
  objectType(target: Constructor, site?: TypeSite): ObjectType {
    const known = this.objects.get(target);
    if (known) return known;
    const object = { kind: 'object' as const, name: this.uniqueName(target.name || 'Anonymous'), target, properties: [] as PropertyDescriptor[], runtimeRules: false, asyncRules: false };
    this.objects.set(target, object);
    const rules = rulesByProperty(target);
    const fields = fieldsOf(target);
    const keys = [...new Set([...rules.keys(), ...fields.keys()])];
    if (keys.length === 0) {
      throw new UnsupportedTypeError(target, site ? formatMember(site.host, site.key, site.index, site.name) : target.name,
        `DTO class ${target.name} has no class-validator decorators and no @Field, so its properties cannot be seen`,
        `Decorate each property, e.g. @IsString() name!: string, or @Field({ description: '…' }).`);
    }
    for (const key of keys) {
      const metas = rules.get(key) ?? [];
      const effects = metas.map((m) => ({ meta: m, effect: ruleEffect(m) }));
      const own = effects.filter((e) => !e.meta.each && e.meta.type === 'customValidation');
      const each = effects.filter((e) => e.meta.each && e.meta.type === 'customValidation');
      const propSite: TypeSite = { host: target, key };
      const design = reflectedPropertyType(target.prototype, key);
      const field = fields.get(key) ?? {};
      const type = field.type || field.enum ? undefined : this.typeFromRules(target, key, design, own.map((e) => e.effect), each.map((e) => e.effect), propSite);
      const value = this.valueFrom(field, design, propSite, '@Field(', { type, optional: metas.some((m) => m.type === 'conditionalValidation') && !metas.some((m) => m.type === 'isDefined') });
      const merged = mergeEffects(own.map((e) => e.effect));
      const rule = applicableConstraints(value.type, merged.constraints);
      const itemRules = mergeEffects(each.map((e) => e.effect));
      let finalType = value.type;
      let lossy = !merged.exact || rule.dropped.length > 0 || !itemRules.exact;
      if (value.type.kind === 'number' && merged.kinds.has('integer')) finalType = { kind: 'integer' };
      if (value.type.kind === 'array') {
        const items = applicableConstraints(value.type.items, itemRules.constraints);
        lossy ||= items.dropped.length > 0;
        finalType = { ...value.type, ...(Object.keys(items.kept).length > 0 ? { itemConstraints: items.kept } : {}) };
      } else if (each.length > 0) lossy = true;
      if (metas.some((m) => m.type === 'conditionalValidation' && m.name !== 'isOptional')) lossy = true;
      if (metas.some((m) => m.type === 'customValidation' && isAsyncRule(m))) object.asyncRules = true;
      object.runtimeRules ||= lossy;
      object.properties.push({ name: key, ...value, type: finalType, constraints: { ...rule.kept, ...value.constraints } });
    }
    return object;
  }

  private typeFromRules(target: Function, key: string, design: DesignType, own: readonly RuleEffect[], each: readonly RuleEffect[], site: TypeSite): TypeDescriptor | undefined {
    const typeMeta = transformerStorage.findTypeMetadata(target, key);
    if (typeMeta) {
      const cls = typeMeta.typeFunction();
      const inner = this.fromSpec(cls, site, '@Field(');
      return design === Array ? { kind: 'array', items: inner } : inner;
    }
    const enumEffect = own.find((e) => e.enumValues);
    if (enumEffect?.enumValues) return { kind: 'enum', values: enumEffect.enumValues };
    const kinds = new Set(own.map((e) => e.kind).filter((k): k is RuleKind => k !== undefined));
    if (design === String || design === Number || design === Boolean || design === Date) return undefined;
    if (typeof design === 'function' && !NOT_A_DTO.has(design)) return undefined;
    for (const kind of ['integer', 'number', 'string', 'boolean', 'date'] as const) if (kinds.has(kind)) return { kind };
    if (design === Array || kinds.has('array')) {
      const itemEnum = each.find((e) => e.enumValues);
      if (itemEnum?.enumValues) return { kind: 'array', items: { kind: 'enum', values: itemEnum.enumValues } };
      const itemKinds = new Set(each.map((e) => e.kind).filter((k): k is RuleKind => k !== undefined));
      for (const kind of ['integer', 'number', 'string', 'boolean', 'date'] as const) if (itemKinds.has(kind)) return { kind: 'array', items: { kind } };
    }
    return undefined;
  }

  private uniqueName(base: string): string {
    let name = base.replace(/[^A-Za-z0-9_.-]/g, '_');
    for (let n = 2; this.names.has(name); n++) name = `${base}_${n}`;
    this.names.add(name);
    return name;
  }

  private unsupported(site: TypeSite, problem: string, fix: string): UnsupportedTypeError {
    return new UnsupportedTypeError(site.host, formatMember(site.host, site.key, site.index, site.name), problem, fix);
  }
}

function mergeEffects(effects: readonly RuleEffect[]): { constraints: Constraints; exact: boolean; kinds: Set<RuleKind> } {
  const constraints: Record<string, unknown> = {};
  let exact = true;
  const kinds = new Set<RuleKind>();
  for (const effect of effects) {
    Object.assign(constraints, effect.constraints);
    exact &&= effect.exact;
    if (effect.kind) kinds.add(effect.kind);
  }
  return { constraints: constraints as Constraints, exact, kinds };
}

/** `@Field` records of a class and its bases; the subclass wins for a key. */
function fieldsOf(target: Function): Map<string, FieldRecord['options']> {
  const chain: Function[] = [];
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype && c !== Object; c = Object.getPrototypeOf(c)) chain.unshift(c);
  const fields = new Map<string, FieldRecord['options']>();
  for (const cls of chain) for (const field of getMetadataStore().recordsFor(cls)?.fields ?? []) fields.set(field.key, field.options);
  return fields;
}
