// Loaded by every module that declares metadata, so a DTO module importing only this one still finds Reflect.metadata.
import 'reflect-metadata';
/** Marks a number as a JSON Schema integer in a type thunk: `@Param('limit', { type: () => Int })`. */
export const Int: unique symbol = Symbol.for('mcp-decorators/Int');
/** Marks a value as free-form JSON (any JSON value, still depth- and key-guarded): `@Param('data', { type: () => AnyJson })`. */
export const AnyJson: unique symbol = Symbol.for('mcp-decorators/AnyJson');

/** The key that tells a collection or union marker apart from an enum object. */
export const TYPE_MARKER: unique symbol = Symbol.for('mcp-decorators/type-marker');

import type { Constructor } from '../vocabulary/constructor.js';

/** A TypeScript enum object or a plain object of literal values. */
export type EnumLike = { readonly [key: string]: string | number };

/** `SetOf(T)`: a JSON array of distinct items, delivered as a `Set`. */
export interface SetOfSpec {
  readonly [TYPE_MARKER]: 'set';
  readonly of: TypeSpec;
}

/** `MapOf(T)` or `RecordOf(T)`: a JSON object with string keys, delivered as a `Map` or a plain object. */
export interface RecordOfSpec {
  readonly [TYPE_MARKER]: 'map' | 'record';
  readonly of: TypeSpec;
}

/** `UnionOf('kind', { circle: Circle })`: DTO classes chosen by the value of one string property. */
export interface UnionOfSpec {
  readonly [TYPE_MARKER]: 'union';
  readonly discriminator: string;
  readonly variants: { readonly [value: string]: Constructor };
  readonly keepDiscriminator: boolean;
}

/**
 * What a type thunk may return: a primitive constructor (`String`, `Number`, `Boolean`, `Date`), `Int`, `AnyJson`,
 * a DTO class, an enum object, a collection or union marker, or a one-element array of any of these for a list
 * (`[String]`, `[[Int]]`).
 */
export type TypeSpec =
  | StringConstructor
  | NumberConstructor
  | BooleanConstructor
  | DateConstructor
  | typeof Int
  | typeof AnyJson
  | Constructor
  | EnumLike
  | SetOfSpec
  | RecordOfSpec
  | UnionOfSpec
  | readonly [TypeSpec];

/** A type given lazily, so classes declared later in the module still resolve. */
export type TypeThunk = () => TypeSpec;

/**
 * A set of items: a JSON array with `uniqueItems` on the wire, a real `Set` in the handler.
 * @example `@Field({ type: () => SetOf(String) }) tags!: Set<string>;`
 */
export function SetOf(of: TypeSpec): SetOfSpec {
  return Object.freeze({ [TYPE_MARKER]: 'set' as const, of });
}

/**
 * String keys to values of one type: a JSON object (`additionalProperties: <T>`) on the wire, a real `Map` in the handler.
 * @example `@Field({ type: () => MapOf(Int) }) stock!: Map<string, number>;`
 */
export function MapOf(of: TypeSpec): RecordOfSpec {
  return Object.freeze({ [TYPE_MARKER]: 'map' as const, of });
}

/**
 * String keys to values of one type, delivered as a plain object: `Record<string, T>`.
 * @example `@Field({ type: () => RecordOf(Int) }) counts!: Record<string, number>;`
 */
export function RecordOf(of: TypeSpec): RecordOfSpec {
  return Object.freeze({ [TYPE_MARKER]: 'record' as const, of });
}

/**
 * DTO classes told apart by one string property: `oneOf` with a `const` discriminator on the wire, an instance of the
 * matching class in the handler (which keeps the discriminator unless `keepDiscriminator: false`).
 * @example `@Field({ type: () => UnionOf('kind', { circle: Circle, square: Square }) }) shape!: Circle | Square;`
 */
export function UnionOf(discriminator: string, variants: { readonly [value: string]: Constructor }, options: { readonly keepDiscriminator?: boolean } = {}): UnionOfSpec {
  return Object.freeze({ [TYPE_MARKER]: 'union' as const, discriminator, variants: Object.freeze({ ...variants }), keepDiscriminator: options.keepDiscriminator ?? true });
}
