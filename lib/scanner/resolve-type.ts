import type { Constructor } from '../vocabulary/constructor.js';
import type { JsonValue } from '../vocabulary/json-value.js';
import type { DesignType } from '../metadata/reflected-types.js';
import type { FieldOptions } from '../metadata/records.js';
import { AnyJson, Int, TYPE_MARKER, type SetOfSpec, type RecordOfSpec, type UnionOfSpec } from '../metadata/type-spec.js';
import type { Constraints, EnumType, ObjectType, TypeDescriptor, UnionType, ValueDescriptor } from '../model/type-descriptor.js';
import { MissingParamTypeError } from '../errors/missing-param-type.error.js';
import { ImportOrderError } from '../errors/import-order.error.js';
import type { ScanWarnings } from './scan-warnings.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { formatMember } from '../errors/format-member.js';
import { KNOWN_FORMATS } from '../binding/create-validator-compiler.js';
import { applicableConstraints } from './applicable-constraints.js';
import { enumMembers } from './rule-table.js';
import { objectTypeOf } from './object-type-of.js';
import type { PendingDefault, TypeResolution, TypeSite } from './type-site.js';

export type { TypeSite, PendingDefault } from './type-site.js';

const NOT_A_DTO = new Set<Function>([Object, Array, Promise, Function, Map, Set, WeakMap, WeakSet, Symbol, BigInt, RegExp, Error]);

function describeDesign(design: DesignType): string {
  return design === undefined ? 'missing' : design.name || 'anonymous';
}

function fixFor(design: DesignType, decorator: string): string {
  if (design === undefined) return `no design type was emitted here (a class used before its module finished loading, e.g. a circular import, reflects as undefined); give the type: ${decorator}{ type: () => MyDto }).`;
  if (design === Array) return `arrays lose their element type at run time, so give it: ${decorator}{ type: () => [String] }) (or [Number], [MyDto]…).`;
  if (design === Set) return `sets lose their element type at run time, so give it: ${decorator}{ type: () => SetOf(String) }).`;
  if (design === Map) return `maps lose their value type at run time, so give it: ${decorator}{ type: () => MapOf(String) }) (keys are strings).`;
  if (design === Promise) return `give the type explicitly: ${decorator}{ type: () => String }).`;
  return `unions, interfaces, "any", "T | null" and "T | undefined" all reflect as Object; give the type: ${decorator}{ type: () => MyDto }) or { type: () => String }, with nullable: true / optional: true as needed.`;
}

function isMarker(spec: object): spec is SetOfSpec | RecordOfSpec | UnionOfSpec {
  return TYPE_MARKER in spec;
}

/** Resolves declared types to model types; one per scan, so each DTO class is resolved once. */
export class TypeResolver implements TypeResolution {
  private readonly objects = new Map<Function, ObjectType>();
  private readonly defaults: PendingDefault[] = [];
  /** A member scanned so far that carries design metadata (`Class.member`): proof that the build emits it. */
  designWitness?: string;
  /** Where the scan's warnings go; set by scan. */
  warnings?: ScanWarnings;

  /** Resolves a thunk result (`String`, `Int`, `[Waypoint]`, `SetOf(Int)`, an enum object, a DTO class). */
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
      if (isMarker(spec)) return this.fromMarker(spec, site, decorator);
      const values = enumMembers(spec);
      if (values.length === 0) throw this.unsupported(site, 'the type is an object with no string or number values', 'Return a TS enum, a DTO class or a primitive constructor from the type thunk.');
      return { kind: 'enum', values };
    }
    throw this.unsupported(site, `the type thunk returned ${String(spec)}`, 'Return String, Number, Boolean, Date, Int, AnyJson, an enum, a DTO class, SetOf/MapOf/RecordOf/UnionOf(…), or [one of these]; check for a circular import that left it undefined.');
  }

  private fromMarker(spec: SetOfSpec | RecordOfSpec | UnionOfSpec, site: TypeSite, decorator: string): TypeDescriptor {
    switch (spec[TYPE_MARKER]) {
      case 'set':
        return { kind: 'set', items: this.fromSpec(spec.of, site, decorator) };
      case 'map':
      case 'record':
        return { kind: 'record', values: this.fromSpec(spec.of, site, decorator), delivery: spec[TYPE_MARKER] === 'map' ? 'map' : 'object' };
      case 'union':
        return this.unionType(spec.discriminator, Object.entries(spec.variants).map(([value, cls]) => ({ value, cls })), spec.keepDiscriminator, site);
    }
  }

  /** A discriminated union of DTO classes, from `UnionOf` or class-transformer's `@Type(…, { discriminator })`. */
  unionType(discriminator: string, variants: readonly { readonly value: string; readonly cls: unknown }[], keepDiscriminator: boolean, site: TypeSite): UnionType {
    if (typeof discriminator !== 'string' || discriminator === '' || variants.length === 0) {
      throw this.unsupported(site, 'the union names no discriminator property or no classes', "Name both: UnionOf('kind', { circle: Circle, square: Square }).");
    }
    const resolved = variants.map(({ value, cls }) => {
      if (typeof cls !== 'function' || NOT_A_DTO.has(cls)) throw this.unsupported(site, `union member ${JSON.stringify(value)} is not a DTO class`, 'Every member of a discriminated union is a class with class-validator decorators or @Field.');
      return { value, type: this.objectType(cls as Constructor, site) };
    });
    return { kind: 'union', discriminator, variants: resolved, keepDiscriminator };
  }

  /** Resolves a reflected design type when no thunk was given; Object/Array/Set/Map/Promise/missing cannot be inferred. */
  fromDesign(design: DesignType, site: TypeSite, decorator: string): TypeDescriptor {
    // tsc gives every decorated property a design:type; none here, while others have one, means Reflect.metadata was absent.
    if (design === undefined && site.index === undefined && this.designWitness !== undefined) throw new ImportOrderError(site.host, site.key, this.designWitness);
    if (design === undefined || design === Object || design === Array || design === Promise || design === Set || design === Map) {
      throw new MissingParamTypeError(site.host, site.key, describeDesign(design), fixFor(design, decorator), site.index, site.name);
    }
    return this.fromSpec(design, site, decorator);
  }

  /**
   * The full value descriptor of a `@Param` or `@Field`, with its options checked against the type. `ruleType` is
   * what a DTO property's class-validator / class-transformer decorators say when no option gives the type.
   */
  valueFrom(options: FieldOptions, design: DesignType, site: TypeSite, decorator: string, ruleType?: TypeDescriptor, presence: { optional?: boolean; conditional?: boolean } = {}): ValueDescriptor {
    let type: TypeDescriptor;
    if (options.enum !== undefined) {
      const enumType: TypeDescriptor = { kind: 'enum', values: enumMembers(options.enum) };
      const declared = options.type?.();
      type = Array.isArray(declared) || (declared === undefined && design === Array) ? { kind: 'array', items: enumType } : enumType;
    } else if (options.type) type = this.fromSpec(options.type(), site, decorator);
    else if (ruleType) type = ruleType;
    else type = this.fromDesign(design, site, decorator);
    type = this.withTitles(type, options, site);
    const own: Constraints = {
      minimum: options.minimum, maximum: options.maximum, exclusiveMinimum: options.exclusiveMinimum, exclusiveMaximum: options.exclusiveMaximum,
      multipleOf: options.multipleOf, minLength: options.minLength, maxLength: options.maxLength, pattern: options.pattern, format: options.format,
      minItems: options.minItems, maxItems: options.maxItems, uniqueItems: options.uniqueItems,
    };
    if (options.format !== undefined && !KNOWN_FORMATS.has(options.format)) {
      throw this.unsupported(site, `option "format" names ${JSON.stringify(options.format)}, a format the validator does not know`, `Use one of ${[...KNOWN_FORMATS].join(', ')}, or a pattern.`);
    }
    const { kept, dropped } = applicableConstraints(type, own);
    if (dropped.length > 0) {
      throw this.unsupported(site, `option ${dropped.map((k) => `"${k}"`).join(', ')} does not apply to a value of type ${type.kind}`, 'Remove it, or change the type (e.g. minLength/pattern apply to strings, minimum/maximum to numbers, minItems to arrays).');
    }
    const value: ValueDescriptor = {
      type,
      constraints: kept,
      optional: options.optional === true || options.default !== undefined || presence.optional === true,
      nullable: options.nullable === true,
      description: options.description,
      default: options.default as JsonValue | undefined,
      examples: options.examples as readonly JsonValue[] | undefined,
      ...(presence.conditional ? { conditional: true } : {}),
    };
    return value;
  }

  /** Puts `enumTitles` / `enumNames` on the enum the type is (or lists), wherever that enum came from. */
  private withTitles(type: TypeDescriptor, options: FieldOptions, site: TypeSite): TypeDescriptor {
    const titles = options.enumTitles ?? options.enumNames;
    if (titles === undefined) return type;
    const what = options.enumTitles ? 'enumTitles' : 'enumNames';
    const titled = (e: TypeDescriptor): EnumType => {
      if (e.kind !== 'enum') throw this.unsupported(site, `${what} is given, but the value is ${e.kind}, not an enum`, 'Give titles only to enum values (@IsEnum, @IsIn, or the enum option).');
      if (titles.length !== e.values.length) throw this.unsupported(site, `${what} has ${titles.length} entries for ${e.values.length} enum values`, 'Give exactly one title per value, in the same order.');
      return { ...e, titles: [...titles], titleStyle: options.enumTitles ? 'titled' : 'legacy' };
    };
    return type.kind === 'array' || type.kind === 'set' ? { ...type, items: titled(type.items) } : titled(type);
  }

  /** The model type of a DTO class, built once per class; recursive DTOs share the same object. */
  objectType(target: Constructor, site?: TypeSite): ObjectType {
    const known = this.objects.get(target);
    if (known) return known;
    return objectTypeOf(target, this, (object) => this.objects.set(target, object), site);
  }

  /** Defaults met so far, to be checked once the whole scan is resolved. */
  pendingDefaults(): readonly PendingDefault[] {
    return this.defaults;
  }

  /** Records a default (an option or a class field initialiser) for the end-of-scan check. */
  addPendingDefault(pending: PendingDefault): void {
    this.defaults.push(pending);
  }

  unsupported(site: TypeSite, problem: string, fix: string): UnsupportedTypeError {
    return new UnsupportedTypeError(site.host, formatMember(site.host, site.key, site.index, site.name), problem, fix);
  }
}
