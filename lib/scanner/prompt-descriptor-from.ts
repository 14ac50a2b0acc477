import type { PromptRecordOptions } from '../metadata/member-options.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import { paramsSchema } from '../schema/input-schema-for.js';
import { compileBinder } from '../binding/compile-binder.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import type { InheritedMember } from './inherited-records.js';
import { parameterLayout } from './parameter-layout.js';
import { paramDescriptorFrom } from './param-descriptor-from.js';
import { commonFields, compileSchema, handlerFields } from './member-common.js';
import type { MemberSite, ScanContext } from './scan-context.js';

/** Builds a prompt descriptor; its arguments are strings (or string enums) because prompt arguments travel as strings. */
export function promptDescriptorFrom(member: InheritedMember, instance: object, context: ScanContext): PromptDescriptor {
  const options = member.record.options as PromptRecordOptions;
  const site: MemberSite = { instance, declaredBy: member.declaredBy, key: member.record.key };
  const prototype = member.declaredBy.prototype as object;
  const layout = parameterLayout(prototype, site.key, member.params);
  const params: ParamDescriptor[] = [];
  for (const slot of layout.slots) {
    if (slot.record.binding === 'ctx') continue;
    if (slot.record.binding === 'args') {
      throw new InvalidDecoratorOptionError(prototype, site.key, '@Args() is on a prompt', 'Declare each prompt argument with @Param(name).', slot.record.index);
    }
    const param = paramDescriptorFrom(slot.record, slot.design, member.declaredBy, instance, context, slot.defaulted);
    const isString = param.type.kind === 'string' || (param.type.kind === 'enum' && param.type.values.every((v) => typeof v === 'string'));
    if (!isString) {
      throw new UnsupportedTypeError(prototype, param.member, `prompt argument "${param.name}" is typed ${param.type.kind}`, 'Prompt arguments are strings on the wire; type it as string (or a string enum) and parse it in the method.');
    }
    params.push(param);
  }
  const check = compileSchema(paramsSchema(params), site, context);
  return {
    kind: 'prompt',
    name: options.name,
    ...commonFields(options),
    params,
    ...handlerFields(site, layout, member.record.kind),
    bind: compileBinder({ kind: 'params', params, arity: layout.arity }, check, context.limits),
  };
}
