import type { JsonValue } from '../vocabulary/json-value.js';
import type { JsonSchemaObject } from './json-schema.js';

type Schema = { [key: string]: JsonValue };

// The keywords OpenAI-style strict function calling accepts; everything else is moved into the description.
const KEPT = new Set(['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', '$ref', '$defs', 'description',
  'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems']);
const FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

function isSchema(value: JsonValue | undefined): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe(schema: Schema, notes: readonly string[]): Schema {
  if (notes.length === 0) return schema;
  const text = notes.join('; ');
  return { ...schema, description: typeof schema.description === 'string' ? `${schema.description} (${text})` : text };
}

/** A titled single choice (`oneOf: [{ const, title }]`) as a plain enum, the titles kept in the description. */
function titledChoice(schema: Schema): Schema | undefined {
  const options = schema.oneOf;
  if (!Array.isArray(options) || !options.every((o) => isSchema(o) && 'const' in o && typeof o.title === 'string')) return undefined;
  const { oneOf: _options, ...rest } = schema;
  const titles = (options as Schema[]).map((o) => `${JSON.stringify(o.const)}: ${String(o.title)}`);
  return describe({ ...rest, enum: (options as Schema[]).map((o) => o.const!) }, [`choices ${titles.join(', ')}`]);
}

function nullable(schema: Schema): Schema {
  if (typeof schema.type === 'string' && !('$ref' in schema) && !('anyOf' in schema)) {
    const { const: only, ...rest } = schema;
    const out: Schema = { ...rest, type: [schema.type, 'null'] };
    if (only !== undefined) out.enum = [only, null];
    else if (Array.isArray(schema.enum)) out.enum = [...schema.enum, null];
    return out;
  }
  const { description, ...rest } = schema;
  return { anyOf: [rest, { type: 'null' }], ...(description !== undefined ? { description } : {}) };
}

function isNullable(schema: Schema): boolean {
  return (Array.isArray(schema.type) && schema.type.includes('null')) || (Array.isArray(schema.anyOf) && schema.anyOf.some((s) => isSchema(s) && s.type === 'null'));
}

function strictNode(input: Schema): Schema {
  let schema = titledChoice(input) ?? input;
  const notes: string[] = [];
  const out: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'oneOf' && Array.isArray(value)) out.anyOf = value.map((s) => (isSchema(s) ? strictNode(s) : s));
    else if (keyword === 'format' && typeof value === 'string' && !FORMATS.has(value)) notes.push(`format: ${value}`);
    else if (!KEPT.has(keyword)) notes.push(`${keyword}: ${JSON.stringify(value)}`);
    else if (keyword === 'properties' && isSchema(value)) {
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const properties: Schema = {};
      for (const [name, property] of Object.entries(value)) {
        if (!isSchema(property)) continue;
        const strict = strictNode(property);
        properties[name] = required.has(name) || isNullable(strict) ? strict : nullable(strict);
      }
      out.properties = properties;
      out.required = Object.keys(properties);
    } else if (keyword === 'required') continue;
    else if ((keyword === 'items' || keyword === 'additionalProperties') && isSchema(value)) out[keyword] = strictNode(value);
    else if (keyword === 'anyOf' && Array.isArray(value)) out.anyOf = value.map((s) => (isSchema(s) ? strictNode(s) : s));
    else if (keyword === '$defs' && isSchema(value)) out.$defs = Object.fromEntries(Object.entries(value).map(([k, s]) => [k, isSchema(s) ? strictNode(s) : s]));
    else out[keyword] = value;
  }
  if (out.type === 'object' && !('additionalProperties' in out)) out.additionalProperties = false;
  schema = describe(out, notes);
  return schema;
}

/**
 * Reshapes a standard input schema for clients that accept only OpenAI-style strict function calling: every
 * property is required and the optional ones accept `null` (the binder reads `null` there as "absent"), `oneOf`
 * becomes `anyOf`, titled choices become enums, and keywords strict mode refuses (`minLength`, `default`,
 * `uniqueItems`, `allOf`…) are written into the description instead. The arguments are still checked against the
 * standard schema.
 * @example strictProfileOf({ type: 'object', properties: { q: { type: 'string', minLength: 2 } }, additionalProperties: false })
 * // { type: 'object', properties: { q: { type: ['string', 'null'], description: 'minLength: 2' } }, required: ['q'], additionalProperties: false }
 */
export function strictProfileOf(schema: JsonSchemaObject): JsonSchemaObject {
  return strictNode(schema) as JsonSchemaObject;
}
