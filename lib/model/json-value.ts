/** Any JSON value. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { readonly [key: string]: JsonValue };

/** A class constructor the framework may instantiate without arguments or receive instances of. */
export type Constructor<T = object> = new (...args: never[]) => T;
