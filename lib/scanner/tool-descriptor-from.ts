import type { Constructor } from '../vocabulary/constructor.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import type { ToolRecordOptions } from '../metadata/member-options.js';
import type { ObjectType } from '../model/type-descriptor.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { ToolDescriptor, ToolInput } from '../model/tool-descriptor.js';
import type { ParamRecord } from '../metadata/records.js';
import type { JsonSchemaObject } from '../schema/json-schema.js';
import type { SchemaCheck } from '../binding/create-validator-compiler.js';
import { standardInputSchemaFor } from '../schema/input-schema-for.js';
import { outputSchemaFor } from '../schema/output-schema-for.js';
import { schemaIssues } from '../binding/schema-issues.js';
import { compileBinder } from '../binding/compile-binder.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { formatMember } from '../errors/format-member.js';
import { checkStrictProfile } from './check-strict-profile.js';
import { toolExecutionFrom } from './tool-execution-from.js';
import { toolViewFrom } from './tool-view-from.js';
import type { InheritedMember } from './inherited-records.js';
import { parameterLayout } from './parameter-layout.js';
import { paramDescriptorFrom } from './param-descriptor-from.js';
import { commonFields, compileSchema, handlerFields } from './member-common.js';
import type { MemberSite, ScanContext } from './scan-context.js';

/** The argument check of tools that take `type` whole, shared by every such tool of the scan (see ScanContext.dtoChecks). */
function dtoCheck(type: ObjectType, schema: () => JsonSchemaObject, site: MemberSite, context: ScanContext): SchemaCheck {
  let check = context.dtoChecks.get(type);
  if (check === undefined) context.dtoChecks.set(type, (check = compileSchema(schema(), site, context)));
  return check;
}

function isClass(value: unknown): value is Constructor {
  return typeof value === 'function' && value.prototype !== undefined && Object.getOwnPropertyNames(value.prototype).length > 0;
}

function outputType(options: ToolRecordOptions, site: MemberSite, context: ScanContext): ObjectType | undefined {
  if (options.output === undefined) return undefined;
  const typeSite = { host: site.declaredBy.prototype as object, key: site.key };
  const spec = isClass(options.output) ? options.output : (options.output as () => unknown)();
  const type = context.resolver.fromSpec(spec, typeSite, '@Tool(output: ');
  if (type.kind !== 'object') {
    throw new UnsupportedTypeError(site.declaredBy, formatMember(site.declaredBy, site.key), `the output type is ${type.kind}, but MCP output schemas describe objects`,
      'Declare a class for the result (e.g. class Forecast { @IsNumber() tempC!: number }) and return an instance or a plain object of that shape.');
  }
  return type;
}

function rawInput(schema: JsonObject, argsSlots: readonly { readonly record: ParamRecord }[], paramSlots: readonly { readonly record: ParamRecord }[], site: MemberSite): ToolInput {
  const prototype = site.declaredBy.prototype as object;
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || schema.type !== 'object') {
    throw new UnsupportedTypeError(site.declaredBy, formatMember(site.declaredBy, site.key), 'the inputSchema option is not an object schema', 'Give a JSON Schema whose root has type: "object".');
  }
  if (paramSlots.length > 0 || argsSlots.length > 1) {
    const slot = paramSlots[0] ?? argsSlots[1]!;
    throw new InvalidDecoratorOptionError(prototype, site.key, 'a tool with a hand-written inputSchema binds its arguments with @Param', 'Receive the validated arguments object with one @Args() parameter instead.', slot.record.index);
  }
  return { kind: 'raw', schema: structuredClone(schema) as JsonObject, ...(argsSlots[0] ? { index: argsSlots[0].record.index } : {}) };
}

/** Builds a tool descriptor: parameters or DTO input, compiled binder, output type, handler. */
export function toolDescriptorFrom(member: InheritedMember, instance: object, context: ScanContext): ToolDescriptor {
  const options = member.record.options as ToolRecordOptions;
  const site: MemberSite = { instance, declaredBy: member.declaredBy, key: member.record.key };
  const prototype = member.declaredBy.prototype as object;
  const layout = parameterLayout(prototype, site.key, member.params);
  const argsSlots = layout.slots.filter((s) => s.record.binding === 'args');
  const paramSlots = layout.slots.filter((s) => s.record.binding === 'param');
  let input: ToolInput;
  if (options.inputSchema !== undefined) {
    input = rawInput(options.inputSchema, argsSlots, paramSlots, site);
  } else if (argsSlots.length > 0) {
    const slot = argsSlots[0]!;
    if (argsSlots.length > 1 || paramSlots.length > 0) {
      throw new InvalidDecoratorOptionError(prototype, site.key, '@Args() is combined with other argument bindings', 'A tool takes either one @Args() DTO or @Param()s, not both.', slot.record.index);
    }
    const typeSite = { host: prototype, key: site.key, index: slot.record.index };
    const type = slot.record.options.type ? context.resolver.fromSpec(slot.record.options.type(), typeSite, '@Args(') : context.resolver.fromDesign(slot.design, typeSite, '@Args(');
    if (type.kind !== 'object') {
      throw new UnsupportedTypeError(prototype, formatMember(prototype, site.key, slot.record.index), `@Args() needs a DTO class, got ${type.kind}`, 'Type the parameter as a class with class-validator decorators, or use @Param for single values.');
    }
    input = { kind: 'dto', index: slot.record.index, type };
  } else {
    const params: ParamDescriptor[] = paramSlots.map((s) => paramDescriptorFrom(s.record, s.design, member.declaredBy, instance, context, s.defaulted));
    input = { kind: 'params', params };
  }
  const strict = input.kind !== 'raw' && (options.profile ?? context.profile) === 'strict';
  if (strict) checkStrictProfile(input, prototype);
  const execution = toolExecutionFrom(options.task, prototype, String(site.key));
  const view = toolViewFrom(options.ui, prototype, String(site.key));
  const draft = {
    kind: 'tool' as const,
    name: options.name,
    ...commonFields(options),
    ...(options.annotations ? { annotations: { ...options.annotations } } : {}),
    input,
    ...(strict ? { profile: 'strict' as const } : {}),
    ...(options.output !== undefined ? { output: outputType(options, site, context) } : {}),
    ...(execution ? { execution } : {}),
    ...(view ? { view } : {}),
    ...handlerFields(site, layout, member.record.kind),
  };
  // The schema functions read only the descriptor's data; the binder does not exist yet.
  const unbound: ToolDescriptor = { ...draft, bind: () => ({ ok: true, args: [] }) };
  // Arguments are checked against the standard schema: the strict profile only reshapes what is advertised.
  const check = input.kind === 'dto' ? dtoCheck(input.type, () => standardInputSchemaFor(unbound), site, context) : compileSchema(standardInputSchemaFor(unbound), site, context, input.kind === 'raw');
  const shape =
    input.kind === 'dto' ? { kind: 'dto' as const, type: input.type, index: input.index, arity: layout.arity }
    : input.kind === 'raw' ? { kind: 'raw' as const, index: input.index, arity: layout.arity }
    : { kind: 'params' as const, params: input.params, arity: layout.arity };
  const output = outputSchemaFor(unbound);
  const outputCheck = output ? compileSchema(output, site, context) : undefined;
  return {
    ...draft,
    bind: compileBinder(shape, check, context.limits, { strictNulls: strict, lenient: options.lenientArguments ?? context.lenientArguments }),
    ...(outputCheck ? { checkOutput: (structured: unknown) => {
      const verdict = outputCheck(structured);
      return verdict.valid ? [] : schemaIssues(verdict.errors);
    } } : {}),
  };
}
