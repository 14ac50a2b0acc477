/** Any JSON value. @example const v: JsonValue = { a: [1, 'two', null] }; */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** A JSON object. @example const meta: JsonObject = { 'example.com/k': 1 }; */
export type JsonObject = { readonly [key: string]: JsonValue };
