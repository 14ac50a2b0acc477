import type { Constructor, JsonValue } from './json-value.js';

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
  readonly not?: { readonly const?: JsonValue; readonly enum?: readonly JsonValue[]; readonly pattern?: string };
  readonly enum?: readonly JsonValue[];
  readonly contentEncoding?: string;
  readonly contentMediaType?: string;
}

/** A scalar JSON type; `date` travels as an RFC 3339 string and reaches handlers as a `Date`. */
export interface ScalarType {
  readonly kind: 'string' | 'number' | 'integer' | 'boolean' | 'date';
}

/** A closed set of string or number values (a TS enum or an explicit list). */
export interface EnumType {
  readonly kind: 'enum';
  readonly values: readonly (string | number)[];
  /** Display titles, one per value: `titled` emits const/title pairs, `legacy` emits `enumNames`. */
  readonly titles?: readonly string[];
  readonly titleStyle?: 'titled' | 'legacy';
}

/** A list; `itemConstraints` hold the rules on each element (class-validator `{ each: true }`). */
export interface ArrayType {
  readonly kind: 'array';
  readonly items: TypeDescriptor;
  readonly itemConstraints?: Constraints;
}

/** Any JSON value (`AnyJson`). */
export interface JsonType {
  readonly kind: 'json';
}

/** A DTO class: its properties, and whether some of its rules only class-validator can check. */
export interface ObjectType {
  readonly kind: 'object';
  /** Unique within one scan; used for `$defs` keys. */
  readonly name: string;
  readonly target: Constructor;
  /** Filled in once the whole class is resolved; recursive DTOs point back at the same object. */
  readonly properties: readonly PropertyDescriptor[];
  /** True when at least one rule is runtime-only or approximate, so class-validator must run after the schema. */
  readonly runtimeRules: boolean;
  /** True when a runtime rule is asynchronous (class-validator `validate` instead of `validateSync`). */
  readonly asyncRules: boolean;
}

/** The resolved, revision-neutral type of an argument, DTO property or output. */
export type TypeDescriptor = ScalarType | EnumType | ArrayType | JsonType | ObjectType;

/** What a value may be: type, constraints, documentation and presence rules. */
export interface ValueDescriptor {
  readonly type: TypeDescriptor;
  readonly constraints: Constraints;
  readonly optional: boolean;
  readonly nullable: boolean;
  readonly description?: string;
  readonly default?: JsonValue;
  readonly examples?: readonly JsonValue[];
}

/** One property of a DTO class. */
export interface PropertyDescriptor extends ValueDescriptor {
  readonly name: string;
}
