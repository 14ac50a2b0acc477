/** Marks a number as a JSON Schema integer in a type thunk: `@Param('limit', { type: () => Int })`. */
export const Int: unique symbol = Symbol.for('mcp-decorators/Int');
/** Marks a value as free-form JSON (any JSON value, still depth- and key-guarded): `@Param('data', { type: () => AnyJson })`. */
export const AnyJson: unique symbol = Symbol.for('mcp-decorators/AnyJson');

/** A class constructor; the framework never calls it with arguments it does not own. */
export type Constructor<T = object> = new (...args: never[]) => T;

/** A TypeScript enum object or a plain object of literal values. */
export type EnumLike = { readonly [key: string]: string | number };

/**
 * What a type thunk may return: a primitive constructor (`String`, `Number`, `Boolean`, `Date`), `Int`, `AnyJson`,
 * a DTO class, an enum object, or a one-element array of any of these for a list (`[String]`, `[[Int]]`).
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
  | readonly [TypeSpec];

/** A type given lazily, so classes declared later in the module still resolve. */
export type TypeThunk = () => TypeSpec;
