import type { JsonValue } from '../vocabulary/json-value.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { JsonSchemaObject } from './json-schema.js';
import { SchemaDefinitions } from './type-to-json-schema.js';

/**
 * The `outputSchema` of a tool with a declared output type, or undefined. Output objects stay open
 * (no `additionalProperties: false`) so a result with extra fields still validates on the client.
 * @example outputSchemaFor(tool) // { type: 'object', properties: { expression: …, result: … }, required: [...] }
 */
export function outputSchemaFor(tool: ToolDescriptor): JsonSchemaObject | undefined {
  if (!tool.output) return tool.outputJsonSchema as JsonSchemaObject | undefined;
  const defs = new SchemaDefinitions(false);
  const schema: { [key: string]: JsonValue } = defs.objectSchema(tool.output);
  const $defs = defs.toJson();
  if ($defs) schema.$defs = $defs;
  return schema as JsonSchemaObject;
}
