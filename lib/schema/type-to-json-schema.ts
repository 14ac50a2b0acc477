import type { JsonValue } from '../model/json-value.js';
import type { Constraints, EnumType, ObjectType, TypeDescriptor, ValueDescriptor } from '../model/type-descriptor.js';
import type { JsonSchema } from './json-schema.js';

type MutableSchema = { [key: string]: JsonValue };

/** Collects the `$defs` a schema needs while it is being built; one per document. */
export class SchemaDefinitions {
  private readonly defs = new Map<ObjectType, MutableSchema>();

  constructor(private readonly closedObjects: boolean) {}

  /** A `$ref` to the class's definition, adding the definition on first use (recursion-safe). */
  refTo(type: ObjectType): JsonSchema {
    if (!this.defs.has(type)) {
      const placeholder: MutableSchema = {};
      this.defs.set(type, placeholder);
      Object.assign(placeholder, this.objectSchema(type));
    }
    return { $ref: `#/$defs/${type.name}` };
  }

  /** The object schema of a DTO class: its properties, which are required, and (for input) no others. */
  objectSchema(type: ObjectType): MutableSchema {
    const properties: MutableSchema = {};
    const required: string[] = [];
    for (const property of type.properties) {
      properties[property.name] = valueSchema(property, this);
      if (!property.optional) required.push(property.name);
    }
    const schema: MutableSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    if (this.closedObjects) schema.additionalProperties = false;
    return schema;
  }

  /** The `$defs` gathered so far, sorted by name so the output is stable. */
  toJson(): JsonSchema | undefined {
    if (this.defs.size === 0) return undefined;
    const entries = [...this.defs].map(([type, schema]) => [type.name, schema] as const);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
}

function withConstraints(schema: MutableSchema, constraints: Constraints | undefined): MutableSchema {
  if (!constraints) return schema;
  for (const [keyword, value] of Object.entries(constraints)) {
    if (value !== undefined) schema[keyword] = value as JsonValue;
  }
  return schema;
}

function enumSchema(type: EnumType, inArray: boolean): MutableSchema {
  const { values } = type;
  if (type.titles && type.titleStyle === 'titled') {
    const options = values.map((value, i) => ({ const: value, title: type.titles![i]! }));
    // Single choice: oneOf const/title with the base type; multiple choice (array items): anyOf, per the MCP enum shapes.
    if (inArray) return { anyOf: options };
    const single: MutableSchema = { oneOf: options };
    // A type only when the values share one; mixed strings and numbers are told apart by their consts alone.
    if (values.every((v) => typeof v === 'string')) single.type = 'string';
    else if (values.every((v) => typeof v === 'number')) single.type = 'number';
    return single;
  }
  const kinds = new Set(values.map((v) => (typeof v === 'string' ? 'string' : Number.isInteger(v) ? 'integer' : 'number')));
  const schema: MutableSchema = { enum: [...values] };
  if (kinds.size === 1) schema.type = [...kinds][0]!;
  else if (!kinds.has('string')) schema.type = 'number';
  if (type.titles && type.titleStyle === 'legacy') schema.enumNames = [...type.titles];
  return schema;
}

/** The schema of a type alone, without presence rules or documentation. */
export function typeSchema(type: TypeDescriptor, defs: SchemaDefinitions, inArray = false): MutableSchema {
  switch (type.kind) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: type.kind };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return enumSchema(type, inArray);
    case 'json':
      return {};
    case 'array':
      return { type: 'array', items: withConstraints(typeSchema(type.items, defs, true), type.itemConstraints) };
    case 'object':
      return { ...defs.refTo(type) };
  }
}

/** The full schema of an argument or property: type, constraints, nullability, description, default and examples. */
export function valueSchema(value: ValueDescriptor, defs: SchemaDefinitions): MutableSchema {
  const base = withConstraints(typeSchema(value.type, defs), value.constraints);
  // A nullable value is anyOf [T, null]: union `type` arrays are rejected by Ajv's strict mode.
  const schema: MutableSchema = value.nullable ? { anyOf: [base, { type: 'null' }] } : base;
  if (value.description !== undefined) schema.description = value.description;
  if (value.default !== undefined) schema.default = value.default;
  if (value.examples !== undefined) schema.examples = [...value.examples];
  return schema;
}
