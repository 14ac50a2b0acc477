import type { Icon } from '../vocabulary/icon.js';
import type { JsonObject } from '../vocabulary/json-value.js';
import type { JsonSchemaObject } from '../schema/json-schema.js';
import type { SchemaCheck } from '../binding/create-validator-compiler.js';
import type { Invoker } from '../model/binding.js';
import { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import { formatMember } from '../errors/format-member.js';
import type { ScanContext, MemberSite } from './scan-context.js';
import type { ParameterLayout } from './parameter-layout.js';
import type { MemberKind } from '../vocabulary/member-kind.js';
import { memberMethod } from './member-method.js';

/** Compiles a member's argument schema, turning an Ajv refusal (e.g. an unknown format) into a scan error. */
export function compileSchema(schema: JsonSchemaObject, site: MemberSite, context: ScanContext, raw = false): SchemaCheck {
  try {
    return raw ? context.compiler.compileRaw(schema) : context.compiler.compileLazily(schema);
  } catch (error) {
    throw new UnsupportedTypeError(site.declaredBy, formatMember(site.declaredBy, site.key), `the argument schema does not compile (${(error as Error).message})`,
      'Fix the option or keyword it names.');
  }
}

/** Calls the handler method on its instance; looked up once (from property descriptors), so a call costs one apply. */
export function invokerFor(site: MemberSite, kind: MemberKind): Invoker {
  const { handler } = memberMethod(site.instance, site.declaredBy, site.key, kind);
  return (args) => Reflect.apply(handler, site.instance, args);
}

/** The fields every descriptor derives from its method: where it came from, its parameter count, its context slot and its invoker. */
export function handlerFields(site: MemberSite, layout: ParameterLayout, kind: MemberKind): { member: string; arity: number; contextIndex?: number; invoke: Invoker } {
  return {
    member: formatMember(site.declaredBy, site.key),
    arity: layout.arity,
    ...(layout.contextIndex !== undefined ? { contextIndex: layout.contextIndex } : {}),
    invoke: invokerFor(site, kind),
  };
}

/** Options fields every descriptor copies as they are. */
export function commonFields(options: { title?: string; description?: string; icons?: readonly Icon[]; _meta?: JsonObject }): { title?: string; description?: string; icons?: readonly Icon[]; _meta?: JsonObject } {
  const out: { title?: string; description?: string; icons?: readonly Icon[]; _meta?: JsonObject } = {};
  if (options.title !== undefined) out.title = options.title;
  if (options.description !== undefined) out.description = options.description;
  if (options.icons !== undefined) out.icons = options.icons.map((icon) => ({ ...icon, ...(icon.sizes ? { sizes: [...icon.sizes] } : {}) }));
  if (options._meta !== undefined) out._meta = structuredClone(options._meta) as JsonObject;
  return out;
}
