import type { ResourceRecordOptions, ResourceTemplateRecordOptions } from '../metadata/member-options.js';
import { uriTemplateMatcher } from '../metadata/uri-template-matcher.js';
import type { ResourceDescriptor, ResourceFields } from '../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import { paramsSchema } from '../schema/input-schema-for.js';
import { compileBinder } from '../binding/compile-binder.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { UnmatchedTemplateVariableError } from '../errors/unmatched-template-variable.error.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import type { InheritedMember } from './inherited-records.js';
import { parameterLayout } from './parameter-layout.js';
import { paramDescriptorFrom } from './param-descriptor-from.js';
import { commonFields, compileSchema, handlerFields } from './member-common.js';
import type { MemberSite, ScanContext } from './scan-context.js';

type SharedFields = Omit<ResourceFields, 'bind' | 'invoke' | 'arity' | 'member' | 'contextIndex'>;

function sharedFields(options: ResourceRecordOptions | ResourceTemplateRecordOptions): SharedFields {
  const out: { -readonly [K in keyof SharedFields]: SharedFields[K] } = { name: options.name, ...commonFields(options) };
  if (options.mimeType !== undefined) out.mimeType = options.mimeType;
  if (options.size !== undefined) out.size = options.size;
  if (options.annotations !== undefined) out.annotations = { ...options.annotations, ...(options.annotations.audience ? { audience: [...options.annotations.audience] } : {}) };
  return out;
}

/** Builds a fixed-URI resource descriptor; its handler may take only `@Ctx()`. */
export function resourceDescriptorFrom(member: InheritedMember, instance: object, context: ScanContext): ResourceDescriptor {
  const options = member.record.options as ResourceRecordOptions;
  const site: MemberSite = { instance, declaredBy: member.declaredBy, key: member.record.key };
  const prototype = member.declaredBy.prototype as object;
  const layout = parameterLayout(prototype, site.key, member.params);
  const bound = layout.slots.find((s) => s.record.binding !== 'ctx');
  if (bound) {
    throw new InvalidDecoratorOptionError(prototype, site.key, `@Resource('${options.uri}') has a ${bound.record.binding === 'param' ? '@Param' : '@Args'} parameter, but a fixed URI carries no arguments`, 'Use @ResourceTemplate with {variables} for parameterised resources, or keep only @Ctx().', bound.record.index, bound.record.name || undefined);
  }
  return {
    kind: 'resource',
    uri: options.uri,
    ...sharedFields(options),
    ...handlerFields(site, layout, member.record.kind),
    bind: () => ({ ok: true, args: new Array<unknown>(layout.arity) }),
  };
}

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

// URI variables are strings; typed parameters get their value parsed, and the schema then judges it.
function coerceVariables(params: readonly ParamDescriptor[]): (raw: Record<string, unknown>) => Record<string, unknown> {
  return (raw) => {
    const out: Record<string, unknown> = { ...raw };
    for (const p of params) {
      const value = raw[p.name];
      if (typeof value !== 'string') continue;
      const kind = p.type.kind === 'enum' && p.type.values.every((v) => typeof v === 'number') ? 'number' : p.type.kind;
      if ((kind === 'number' || kind === 'integer') && NUMBER.test(value)) out[p.name] = Number(value);
      else if (kind === 'boolean' && (value === 'true' || value === 'false')) out[p.name] = value === 'true';
    }
    return out;
  };
}

/** Builds a resource-template descriptor: every `{variable}` must have a `@Param` of the same name and back. */
export function resourceTemplateDescriptorFrom(member: InheritedMember, instance: object, context: ScanContext): ResourceTemplateDescriptor {
  const options = member.record.options as ResourceTemplateRecordOptions;
  const site: MemberSite = { instance, declaredBy: member.declaredBy, key: member.record.key };
  const prototype = member.declaredBy.prototype as object;
  const layout = parameterLayout(prototype, site.key, member.params);
  const template = options.uriTemplate;
  const params: ParamDescriptor[] = [];
  for (const slot of layout.slots) {
    if (slot.record.binding === 'ctx') continue;
    if (slot.record.binding === 'args') {
      throw new InvalidDecoratorOptionError(prototype, site.key, '@Args() is on a resource template', 'Bind each template variable with @Param(name).', slot.record.index);
    }
    if (!template.variables.includes(slot.record.name)) {
      throw new UnmatchedTemplateVariableError(prototype, site.key, template.template, `@Param('${slot.record.name}') (#${slot.record.index}) names no variable`,
        `The template's variables are ${template.variables.map((v) => `{${v}}`).join(', ') || 'none'}; rename the parameter or add {${slot.record.name}} to the template.`);
    }
    const param = paramDescriptorFrom(slot.record, slot.design, member.declaredBy, instance, context, slot.defaulted);
    if (param.type.kind === 'object' || param.type.kind === 'json' || param.type.kind === 'array') {
      throw new UnsupportedTypeError(prototype, param.member, `template variable {${param.name}} is typed ${param.type.kind}`, 'Template variables are strings in a URI; type the parameter as string, number, integer, boolean or an enum.');
    }
    params.push(param);
  }
  for (const variable of template.variables) {
    if (!params.some((p) => p.name === variable)) {
      throw new UnmatchedTemplateVariableError(prototype, site.key, template.template, `variable {${variable}} has no matching parameter`, `Add a parameter @Param('${variable}') ${variable}: string to the method.`);
    }
  }
  // A variable may be absent from a matching URI (e.g. an omitted {?query}), so every one is optional in the schema.
  const schemaParams = params.map((p) => ({ ...p, optional: true }));
  const check = compileSchema(paramsSchema(schemaParams), site, context);
  return {
    kind: 'resource-template',
    uriTemplate: template.template,
    ...sharedFields(options),
    params,
    match: uriTemplateMatcher(template),
    ...handlerFields(site, layout, member.record.kind),
    bind: compileBinder({ kind: 'params', params, arity: layout.arity }, check, context.limits, { prepare: coerceVariables(params) }),
  };
}
