import type { JsonObject } from '../vocabulary/json-value.js';

/** A JSON Schema 2020-12 document or subschema as the framework emits it (plain JSON). */
export type JsonSchema = JsonObject;

/** A root schema for tool input or output: always an object schema. */
export interface JsonSchemaObject extends JsonObject {
  readonly type: 'object';
}
