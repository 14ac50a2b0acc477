import type { Constructor } from '../vocabulary/constructor.js';
import { getMetadataStore } from '../metadata/metadata-store.js';
import type { FieldRecord } from '../metadata/records.js';
import type { ObjectType, FieldDescriptor } from '../model/type-descriptor.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { MissingDesignMetadataError, type MissingTypeSite } from '../errors/missing-design-metadata.error.js';
import { formatMember } from '../errors/format-member.js';
import { rulesByProperty } from './class-validator-rules.js';
import { dtoPropertyFrom } from './dto-property-from.js';
import { shapedByTransformer } from './transformer-metadata.js';
import { checkUndecoratedProperties } from './scan-warnings.js';
import type { TypeResolution, TypeSite } from './type-site.js';

type MutableObjectType = { -readonly [K in keyof ObjectType]: ObjectType[K] } & { properties: FieldDescriptor[] };

/** `@Field` records of a class and its bases; the subclass wins for a key. */
function fieldsOf(target: Function): Map<string, FieldRecord['options']> {
  const chain: Function[] = [];
  for (let c: unknown = target; typeof c === 'function' && c !== Function.prototype && c !== Object; c = Object.getPrototypeOf(c)) chain.unshift(c);
  const fields = new Map<string, FieldRecord['options']>();
  for (const cls of chain) for (const field of getMetadataStore().recordsFor(cls)?.fields ?? []) fields.set(field.key, field.options);
  return fields;
}

/**
 * What the class's field initialisers put on a fresh instance (`unit = 'celsius'`), by property. class-transformer
 * builds every instance with `new C()` too, so these are the values an absent property really gets.
 */
function initialValues(instance: Record<string, unknown> | undefined, keys: readonly string[]): Map<string, unknown> {
  const values = new Map<string, unknown>();
  if (instance === undefined) return values;
  for (const key of keys) {
    if (Object.prototype.hasOwnProperty.call(instance, key) && instance[key] !== undefined) values.set(key, instance[key]);
  }
  return values;
}

/**
 * Builds the model type of one DTO class from its class-validator rules, `@Field` records, class-transformer
 * `@Type`s and field initialisers. `register` is called first, so a class that refers to itself resolves.
 */
export function objectTypeOf(target: Constructor, resolver: TypeResolution, register: (object: ObjectType) => void, site?: TypeSite): ObjectType {
  const object: MutableObjectType = { kind: 'object', name: target.name || 'Anonymous', target, properties: [], runtimeRules: false, asyncRules: false };
  register(object);
  const rules = rulesByProperty(target);
  const fields = fieldsOf(target);
  const keys = [...new Set([...rules.keys(), ...fields.keys()])];
  if (keys.length === 0) {
    throw new UnsupportedTypeError(target, site ? formatMember(site.host, site.key, site.index, site.name) : target.name,
      `DTO class ${target.name} has no class-validator decorators and no @Field, so its properties cannot be seen`,
      `Decorate each property, e.g. @IsString() name!: string, or @Field({ description: '…' }).`);
  }
  let instance: Record<string, unknown> | undefined;
  try {
    instance = new (target as unknown as new () => Record<string, unknown>)();
  } catch {
    instance = undefined;
  }
  const initial = initialValues(instance, keys);
  if (resolver.warnings) checkUndecoratedProperties(target, instance, new Set(keys), resolver.warnings);
  // Without design metadata, every property that needs a type is listed, not the first one only.
  const untyped: MissingTypeSite[] = [];
  for (const key of keys) {
    try {
      const built = dtoPropertyFrom(resolver, target, key, rules.get(key) ?? [], fields.get(key) ?? {}, initial.has(key) ? { value: initial.get(key) } : undefined);
      object.properties.push(built.property);
      object.runtimeRules ||= built.runtime;
      object.asyncRules ||= built.async;
    } catch (error) {
      if (!(error instanceof MissingDesignMetadataError)) throw error;
      untyped.push(...error.sites);
    }
  }
  if (untyped.length > 0) throw new MissingDesignMetadataError(untyped);
  if (shapedByTransformer(target, keys)) object.transformer = true;
  return object;
}
