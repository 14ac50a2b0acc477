import type { Constructor } from '../vocabulary/constructor.js';
import type { JsonValue } from '../vocabulary/json-value.js';

/**
 * Value constraints in JSON Schema vocabulary, gathered from `@Param`/`@Field` options and class-validator rules.
 * Kept as plain data so the schema stage can copy them without knowing where they came from.
 */
export interface Constraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly minProperties?: number;
  readonly const?: JsonValue;
  readonly not?: Constraints;
  readonly enum?: readonly JsonValue[];
  readonly contentEncoding?: string;
  readonly contentMediaType?: string;
  /** Alternatives that apply to the same value (e.g. "a multiple of 3, or beyond the safe integers"). */
  readonly anyOf?: readonly Constraints[];
  /** Further constraints on the same keyword, when two rules both set one (two patterns, two minimums…). */
  readonly allOf?: readonly Constraints[];
}

/** A scalar JSON type; `date` travels as an RFC 3339 string and reaches handlers as a `Date`. */
export interface ScalarType {
  readonly kind: 'string' | 'number' | 'integer' | 'boolean' | 'date';
}

/** A literal value of an enum or a literal union: a JSON scalar. */
export type EnumValue = string | number | boolean | null;

/** A closed set of literal values (a TS enum, `@IsIn([...])`, or an explicit list). */
export interface EnumType {
  readonly kind: 'enum';
  readonly values: readonly EnumValue[];
  /** Display titles, one per value: `titled` emits const/title pairs, `legacy` emits `enumNames` (forms only). */
  readonly titles?: readonly string[];
  readonly titleStyle?: 'titled' | 'legacy';
}

/** A list; `itemConstraints` hold the rules on each element (class-validator `{ each: true }`). */
export interface ArrayType {
  readonly kind: 'array';
  readonly items: TypeDescriptor;
  readonly itemConstraints?: Constraints;
}

/** A set: a JSON array of distinct items on the wire, a `Set` in the handler. */
export interface SetType {
  readonly kind: 'set';
  readonly items: TypeDescriptor;
  readonly itemConstraints?: Constraints;
}

/** String keys to values of one type: a JSON object on the wire, a `Map` or a plain object in the handler. */
export interface RecordType {
  readonly kind: 'record';
  readonly values: TypeDescriptor;
  readonly valueConstraints?: Constraints;
  readonly delivery: 'map' | 'object';
}

/** Any JSON value (`AnyJson`). */
export interface JsonType {
  readonly kind: 'json';
}

/** A DTO class: its properties, and whether some of its rules only class-validator can check. */
export interface ObjectType {
  readonly kind: 'object';
  /** The class name as written; `$defs` keys are made unique per schema document, not per scan. */
  readonly name: string;
  readonly target: Constructor;
  /** Filled in once the whole class is resolved; recursive DTOs point back at the same object. */
  readonly properties: readonly FieldDescriptor[];
  /** True when at least one rule is runtime-only or approximate, so class-validator must run after the schema. */
  readonly runtimeRules: boolean;
  /** True when a runtime rule is asynchronous (class-validator `validate` instead of `validateSync`). */
  readonly asyncRules: boolean;
  /** True when class-transformer decorators other than `@Type` (`@Transform`, `@Expose`, `@Exclude`) shape the instance. */
  readonly transformer?: boolean;
}

/** One alternative of a discriminated union: the discriminator value that selects it and its class. */
export interface UnionVariant {
  readonly value: string;
  readonly type: ObjectType;
}

/** DTO classes told apart by the string value of one property (`kind: 'circle' | 'square'`). */
export interface UnionType {
  readonly kind: 'union';
  readonly discriminator: string;
  readonly variants: readonly UnionVariant[];
  /** Whether the handler's instance keeps the discriminator property (class-transformer's `keepDiscriminatorProperty`). */
  readonly keepDiscriminator: boolean;
}

/** The resolved, revision-neutral type of an argument, DTO property or output. */
export type TypeDescriptor = ScalarType | EnumType | ArrayType | SetType | RecordType | JsonType | ObjectType | UnionType;

/** What a value may be: type, constraints, documentation and presence rules. */
export interface ValueDescriptor {
  readonly type: TypeDescriptor;
  readonly constraints: Constraints;
  readonly optional: boolean;
  readonly nullable: boolean;
  readonly description?: string;
  readonly default?: JsonValue;
  readonly examples?: readonly JsonValue[];
  /**
   * True under `@ValidateIf` or a rule's `validateIf`: whether the rules apply depends on the whole object,
   * which no schema can say, so the schema asserts nothing and class-validator decides.
   */
  readonly conditional?: boolean;
}

/** One property of a DTO class. */
export interface FieldDescriptor extends ValueDescriptor {
  readonly name: string;
}
