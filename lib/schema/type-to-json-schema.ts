import type { JsonValue } from '../vocabulary/json-value.js';
import type { Constraints, EnumType, ObjectType, TypeDescriptor, UnionType, ValueDescriptor } from '../model/type-descriptor.js';
import type { JsonSchema } from './json-schema.js';

type MutableSchema = { [key: string]: JsonValue };

/** What a schema document is for: tool input (closed objects), tool output (open objects) or an elicitation form. */
export interface SchemaPurpose {
  /** `additionalProperties: false` on every object (input and forms). */
  readonly closed: boolean;
  /** Elicitation forms may carry MCP's legacy `enumNames`; tool schemas carry standard keywords only. */
  readonly form?: boolean;
}

interface Definition {
  readonly name: string;
  readonly schema: MutableSchema;
}

/**
 * Collects the `$defs` one schema document needs while it is built. Names are the class names, made unique in
 * the order the document first refers to them, so they depend only on the classes this document uses.
 */
export class SchemaDefinitions {
  private readonly defs = new Map<ObjectType, Map<string, Definition>>();
  private readonly names = new Set<string>();
  readonly purpose: SchemaPurpose;

  constructor(purpose: boolean | SchemaPurpose) {
    this.purpose = typeof purpose === 'boolean' ? { closed: purpose } : purpose;
  }

  /** A `$ref` to the class's definition, adding the definition on first use (recursion-safe). */
  refTo(type: ObjectType): JsonSchema {
    return { $ref: `#/$defs/${this.define(type, '', () => this.objectSchema(type))}` };
  }

  /** A `$ref` to the definition of a union member: its class with the discriminator fixed to `value`. */
  variantRefTo(union: UnionType, index: number): JsonSchema {
    const { value, type } = union.variants[index]!;
    return { $ref: `#/$defs/${this.define(type, `${union.discriminator}=${value}`, () => this.objectSchema(type, { property: union.discriminator, value }))}` };
  }

  private define(type: ObjectType, variant: string, build: () => MutableSchema): string {
    let forType = this.defs.get(type);
    if (!forType) this.defs.set(type, (forType = new Map()));
    const known = forType.get(variant);
    if (known) return known.name;
    const base = type.name.replace(/[^A-Za-z0-9_.-]/g, '_') || 'Anonymous';
    let name = base;
    for (let n = 2; this.names.has(name); n++) name = `${base}_${n}`;
    this.names.add(name);
    const schema: MutableSchema = {};
    forType.set(variant, { name, schema });
    Object.assign(schema, build());
    return name;
  }

  /** The object schema of a DTO class: its properties, which are required, and (for input) no others. */
  objectSchema(type: ObjectType, discriminator?: { readonly property: string; readonly value: string }): MutableSchema {
    const properties: MutableSchema = {};
    const required: string[] = [];
    if (discriminator) {
      properties[discriminator.property] = { const: discriminator.value };
      required.push(discriminator.property);
    }
    for (const property of type.properties) {
      if (property.name === discriminator?.property) continue;
      properties[property.name] = valueSchema(property, this);
      if (!property.optional) required.push(property.name);
    }
    const schema: MutableSchema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    if (this.purpose.closed) schema.additionalProperties = false;
    return schema;
  }

  /** The `$defs` gathered so far, sorted by name so the output is stable. */
  toJson(): JsonSchema | undefined {
    const all = [...this.defs.values()].flatMap((m) => [...m.values()]);
    if (all.length === 0) return undefined;
    all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return Object.fromEntries(all.map((d) => [d.name, d.schema]));
  }
}

function withConstraints(schema: MutableSchema, constraints: Constraints | undefined): MutableSchema {
  if (!constraints) return schema;
  for (const [keyword, value] of Object.entries(constraints)) {
    if (value !== undefined) schema[keyword] = value as JsonValue;
  }
  return schema;
}

function baseType(values: EnumType['values']): string | undefined {
  const kinds = new Set(values.map((v) => (v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)));
  if (kinds.size === 1) return [...kinds][0]!;
  if (kinds.size === 2 && kinds.has('integer') && kinds.has('number')) return 'number';
  return undefined;
}

function enumSchema(type: EnumType, inArray: boolean, form: boolean): MutableSchema {
  const { values } = type;
  if (type.titles && (type.titleStyle === 'titled' || !form)) {
    const options = values.map((value, i) => ({ const: value, title: type.titles![i]! }));
    // Single choice: oneOf const/title with the base type; multiple choice (array items): anyOf, per the MCP enum shapes.
    if (inArray) return { anyOf: options };
    const single: MutableSchema = { oneOf: options };
    // A type only when the values share one; mixed strings and numbers are told apart by their consts alone.
    const shared = baseType(values);
    if (shared) single.type = shared;
    return single;
  }
  const schema: MutableSchema = { enum: [...values] };
  const shared = baseType(values);
  if (shared) schema.type = shared;
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
      return enumSchema(type, inArray, defs.purpose.form === true);
    case 'json':
      return {};
    case 'array':
      return { type: 'array', items: withConstraints(typeSchema(type.items, defs, true), type.itemConstraints) };
    case 'set':
      return { type: 'array', items: withConstraints(typeSchema(type.items, defs, true), type.itemConstraints), uniqueItems: true };
    case 'record':
      // Free-form objects (`@IsObject()`) need no keyword for their values; `additionalProperties: {}` would say the same.
      if (type.values.kind === 'json' && !type.valueConstraints) return { type: 'object' };
      return { type: 'object', additionalProperties: withConstraints(typeSchema(type.values, defs), type.valueConstraints) };
    case 'object':
      return { ...defs.refTo(type) };
    case 'union':
      return { oneOf: type.variants.map((_, i) => defs.variantRefTo(type, i)) };
  }
}

/**
 * The full schema of an argument or property: type, constraints, nullability, description, default and examples.
 * A conditional value (`@ValidateIf`) asserts nothing: class-validator decides at run time.
 */
export function valueSchema(value: ValueDescriptor, defs: SchemaDefinitions): MutableSchema {
  let schema: MutableSchema;
  if (value.conditional) schema = {};
  else {
    const base = withConstraints(typeSchema(value.type, defs), value.constraints);
    // A nullable value is anyOf [T, null]: union `type` arrays would not carry `$ref`s or enums.
    schema = value.nullable ? { anyOf: [base, { type: 'null' }] } : base;
  }
  if (value.description !== undefined) schema.description = value.description;
  if (value.default !== undefined) schema.default = value.default;
  if (value.examples !== undefined) schema.examples = [...value.examples];
  return schema;
}
