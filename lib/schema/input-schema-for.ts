import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { JsonValue } from '../model/json-value.js';
import type { JsonSchemaObject } from './json-schema.js';
import { SchemaDefinitions, valueSchema } from './type-to-json-schema.js';

function withDefs(schema: { [key: string]: JsonValue }, defs: SchemaDefinitions): JsonSchemaObject {
  const $defs = defs.toJson();
  if ($defs) schema.$defs = $defs;
  return schema as JsonSchemaObject;
}

/** The object schema of a list of named parameters (tool, prompt or template arguments). */
export function paramsSchema(params: readonly ParamDescriptor[]): JsonSchemaObject {
  const defs = new SchemaDefinitions(true);
  const properties: { [key: string]: JsonValue } = {};
  const required: string[] = [];
  for (const param of params) {
    properties[param.name] = valueSchema(param, defs);
    if (!param.optional) required.push(param.name);
  }
  const schema: { [key: string]: JsonValue } = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  schema.additionalProperties = false;
  return withDefs(schema, defs);
}

/**
 * The JSON Schema 2020-12 `inputSchema` of a tool (or the argument schema of a prompt or template).
 * Pure: the same descriptor always gives the same JSON.
 * @example inputSchemaFor(scan([AcmeTools]).tools[0]) // { type: 'object', properties: { expression: { type: 'string', … } }, … }
 */
export function inputSchemaFor(member: ToolDescriptor | PromptDescriptor | ResourceTemplateDescriptor): JsonSchemaObject {
  if (member.kind !== 'tool') return paramsSchema(member.params);
  if (member.input.kind === 'params') return paramsSchema(member.input.params);
  if (member.input.kind === 'raw') return member.input.schema as JsonSchemaObject;
  const defs = new SchemaDefinitions(true);
  return withDefs(defs.objectSchema(member.input.type), defs);
}
