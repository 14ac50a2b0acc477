import type { JsonValue } from '../vocabulary/json-value.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { JsonSchemaObject } from './json-schema.js';
import { SchemaDefinitions, valueSchema } from './type-to-json-schema.js';
import { strictProfileOf } from './strict-profile.js';

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
 * The standard JSON Schema 2020-12 input schema of a tool, whatever its profile: what the arguments are checked against.
 * @example standardInputSchemaFor(tool).required // ['query']
 */
export function standardInputSchemaFor(tool: ToolDescriptor): JsonSchemaObject {
  if (tool.input.kind === 'params') return paramsSchema(tool.input.params);
  if (tool.input.kind === 'raw') return tool.input.schema as JsonSchemaObject;
  const defs = new SchemaDefinitions(true);
  return withDefs(defs.objectSchema(tool.input.type), defs);
}

/**
 * The JSON Schema 2020-12 `inputSchema` of a tool (or the argument schema of a prompt or template), shaped by the
 * tool's profile (`strict` for strict function calling). Pure: the same descriptor always gives the same JSON.
 * @example inputSchemaFor(scan([AcmeTools]).tools[0]) // { type: 'object', properties: { expression: { type: 'string', … } }, … }
 */
export function inputSchemaFor(member: ToolDescriptor | PromptDescriptor | ResourceTemplateDescriptor): JsonSchemaObject {
  if (member.kind !== 'tool') return paramsSchema(member.params);
  const standard = standardInputSchemaFor(member);
  return member.profile === 'strict' && member.input.kind !== 'raw' ? strictProfileOf(standard) : standard;
}
