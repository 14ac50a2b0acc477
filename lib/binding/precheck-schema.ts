import { SchemaCompileError } from '../errors/schema-compile.error.js';
import type { JsonSchema } from '../schema/json-schema.js';

// The keywords whose values are schemas (or maps or lists of schemas); everything else is data (enum, const,
// default, examples…) and is never walked, so a default object with a "format" key is not taken for a keyword.
const SCHEMA = ['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The checks of a full compile that a schema the framework generated can fail: every `format` must be one the
 * validator knows and every `pattern` must compile in unicode mode (as Ajv compiles it). Throws the same
 * SchemaCompileError a compile would; the rest of the generated schema is correct by construction (and every
 * schema the test suite produces is compiled under strict Ajv2020).
 */
export function precheckSchema(schema: JsonSchema | { readonly [key: string]: unknown }, formats: ReadonlySet<string>, path = '#'): void {
  const format = Object.hasOwn(schema, 'format') ? schema.format : undefined;
  if (typeof format === 'string' && !formats.has(format)) throw new SchemaCompileError(`unknown format "${format}" ignored in schema at path "${path}"`);
  const pattern = Object.hasOwn(schema, 'pattern') ? schema.pattern : undefined;
  if (typeof pattern === 'string') {
    try {
      new RegExp(pattern, 'u');
    } catch (error) {
      throw new SchemaCompileError(`pattern ${JSON.stringify(pattern)} does not compile in unicode mode at path "${path}": ${(error as Error).message}`);
    }
  }
  for (const key of SCHEMA) {
    const child = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (isObject(child)) precheckSchema(child, formats, `${path}/${key}`);
  }
  for (const key of SCHEMA_MAPS) {
    const map = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (isObject(map)) for (const [name, child] of Object.entries(map)) if (isObject(child)) precheckSchema(child, formats, `${path}/${key}/${name}`);
  }
  for (const key of SCHEMA_LISTS) {
    const list = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (Array.isArray(list)) list.forEach((child, i) => isObject(child) && precheckSchema(child, formats, `${path}/${key}/${i}`));
  }
}
