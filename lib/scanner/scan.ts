import type { Constructor } from '../vocabulary/constructor.js';
import type { ServerModel } from '../model/server-model.js';
import type { ToolDescriptor } from '../model/tool-descriptor.js';
import type { ResourceDescriptor } from '../model/resource-descriptor.js';
import type { ResourceTemplateDescriptor } from '../model/resource-template-descriptor.js';
import type { PromptDescriptor } from '../model/prompt-descriptor.js';
import { freezeDeep } from '../model/freeze-deep.js';
import type { ChainLink } from '../model/middleware.js';
import type { ChainRecord } from '../metadata/records.js';
import { createValidatorCompiler } from '../binding/create-validator-compiler.js';
import { DEFAULT_GUARD_LIMITS, type GuardLimits } from '../binding/input-guard.js';
import { DuplicateNameError } from '../errors/duplicate-name.error.js';
import type { MemberKind } from '../vocabulary/member-kind.js';
import { EmptyClassError } from '../errors/empty-class.error.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { InvalidScanInputError } from '../errors/invalid-scan-input.error.js';
import { inheritedRecords, type InheritedMember } from './inherited-records.js';
import { MissingDesignMetadataError, type MissingTypeSite } from '../errors/missing-design-metadata.error.js';
import { TypeResolver } from './resolve-type.js';
import { toolDescriptorFrom } from './tool-descriptor-from.js';
import { resourceDescriptorFrom, resourceTemplateDescriptorFrom } from './resource-descriptor-from.js';
import { promptDescriptorFrom } from './prompt-descriptor-from.js';
import type { ScanContext } from './scan-context.js';
import { checkDefaults } from './check-defaults.js';
import { memberMethod } from './member-method.js';
import { ScanWarnings, checkOptionalLookingParams } from './scan-warnings.js';
import type { ScanWarningError } from '../errors/scan-warning.error.js';
import { hasDesignMetadata } from '../metadata/reflected-types.js';
import { formatMember } from '../errors/format-member.js';

/** Options of scan(). */
export interface ScanOptions {
  /** Makes the handler instance of a class given by constructor (a DI container plugs in here); default `new C()`. */
  readonly factory?: (target: Constructor) => object;
  /** Limits on raw arguments: nesting depth (default 32) and number of values (default 100,000). */
  readonly limits?: Partial<GuardLimits>;
  /** Input schema profile of every tool that does not choose one: `standard` (default) or `strict` (see `@Tool({ profile })`). */
  readonly profile?: 'standard' | 'strict';
  /** Accept JSON sent inside strings for every tool that does not choose (see `@Tool({ lenientArguments })`); default off. */
  readonly lenientArguments?: boolean;
  /** Where scan warnings go (`MCPD_UNDECORATED_PROPERTY`, `MCPD_OPTIONAL_LOOKING_PARAM`); default `process.emitWarning`, createServer passes its own diagnostics. */
  readonly diagnostics?: { readonly warn: (message: string) => void };
  /** Throw each scan warning as a ScanWarningError instead of reporting it; default off. */
  readonly strict?: boolean;
}

function warningSink(options: ScanOptions): (warning: ScanWarningError) => void {
  const diagnostics = options.diagnostics;
  if (diagnostics) return (warning) => diagnostics.warn(`scan warning [${warning.code}]: ${warning.message}`);
  return (warning) => process.emitWarning(warning.message, { type: 'McpDecoratorsWarning', code: warning.code });
}

/** A class to instantiate, or an instance to use as it is. */
export type ScanEntry = Constructor | object;

function describeEntry(entry: unknown): string {
  if (entry === null) return 'null';
  if (Array.isArray(entry)) return 'an array';
  return typeof entry === 'object' ? 'a plain object' : typeof entry;
}

function classAndInstance(entry: unknown, position: number, factory: (target: Constructor) => object): { target: Constructor; instance: object } {
  if (typeof entry === 'function' && entry.prototype !== undefined) {
    const target = entry as Constructor;
    return { target, instance: factory(target) };
  }
  if (entry !== null && typeof entry === 'object' && !Array.isArray(entry)) {
    const target = (entry as { constructor?: unknown }).constructor;
    if (typeof target === 'function' && target !== Object) return { target: target as Constructor, instance: entry };
  }
  throw new InvalidScanInputError(position, describeEntry(entry));
}

function checkUnique<T extends { readonly member: string }>(kind: MemberKind, items: readonly T[], keyOf: (item: T) => string): void {
  const seen = new Map<string, string>();
  for (const item of items) {
    const key = keyOf(item);
    const first = seen.get(key);
    if (first !== undefined) throw new DuplicateNameError(kind, key, first, item.member);
    seen.set(key, item.member);
  }
}

/**
 * Turns decorated classes (or instances of them) into the immutable, revision-neutral catalogue: every
 * schema resolved, every validator compiled, every whole-class rule checked. Throws an McpDecoratorsError
 * naming `Class.member` when something is wrong.
 * @example const model = scan([new AcmeTools(repository)]); model.tools.map((t) => t.name) // ['calculate', 'search_customers', 'add_contact']
 */
export function scan(entries: readonly ScanEntry[], options: ScanOptions = {}): ServerModel {
  const factory = options.factory ?? ((target: Constructor) => new (target as new () => object)());
  const context: ScanContext = {
    resolver: new TypeResolver(),
    compiler: createValidatorCompiler(),
    limits: { ...DEFAULT_GUARD_LIMITS, ...options.limits },
    profile: options.profile ?? 'standard',
    lenientArguments: options.lenientArguments === true,
    dtoChecks: new Map(),
  };
  const warnings = new ScanWarnings(options.strict === true, warningSink(options));
  context.resolver.warnings = warnings;
  const opaque = new WeakSet<object>();
  const tools: ToolDescriptor[] = [];
  const resources: ResourceDescriptor[] = [];
  const resourceTemplates: ResourceTemplateDescriptor[] = [];
  const prompts: PromptDescriptor[] = [];
  // Without design metadata, every member that needs a type is listed in one error, so the build is fixed in one go.
  const untyped: MissingTypeSite[] = [];
  entries.forEach((entry, position) => {
    const { target, instance } = classAndInstance(entry, position, factory);
    const records = inheritedRecords(target);
    const stray = records.strayParams[0];
    if (stray) {
      throw new InvalidDecoratorOptionError(stray.declaredBy.prototype as object, stray.param.key, `@${stray.param.binding === 'param' ? 'Param' : stray.param.binding === 'args' ? 'Args' : 'Ctx'} is on a method that is not an MCP member`,
        'Add @Tool, @Resource, @ResourceTemplate or @Prompt to the method, or remove the parameter decorator.', stray.param.index, stray.param.name || undefined);
    }
    const strayChain = records.strayChains[0];
    if (strayChain) {
      throw new InvalidDecoratorOptionError(strayChain.declaredBy.prototype as object, strayChain.chain.key, `@${decoratorOf(strayChain.chain)} is on a method that is not an MCP member`,
        'Add @Tool, @Resource, @ResourceTemplate or @Prompt to the method, or put the decorator on the class.');
    }
    if (records.members.length === 0) throw new EmptyClassError(target);
    for (const member of records.members) {
      // Before any design metadata is read: a property or an accessor gets its own error, and no getter runs.
      const { declared } = memberMethod(instance, member.declaredBy, member.record.key, member.record.kind);
      if (context.resolver.designWitness === undefined && hasDesignMetadata(member.declaredBy.prototype as object, member.record.key)) {
        context.resolver.designWitness = formatMember(member.declaredBy, member.record.key);
      }
      // Middleware objects belong to the application (they may keep state): the model refers to them, never freezes them.
      for (const link of member.chain) if (typeof link.entry === 'object') opaque.add(link.entry);
      const host = member.declaredBy.prototype as object;
      try {
        addMember(member, instance, context, host, declared, warnings, { tools, resources, resourceTemplates, prompts });
      } catch (error) {
        if (!(error instanceof MissingDesignMetadataError)) throw error;
        untyped.push(...error.sites);
      }
    }
  });
  if (untyped.length > 0) throw new MissingDesignMetadataError(untyped);
  // Every class is resolved now, recursive ones included, so each default can be checked against its full schema.
  checkDefaults(context.resolver.pendingDefaults(), context.compiler);
  checkUnique('tool', tools, (t) => t.name);
  checkUnique('resource', resources, (r) => r.uri);
  checkUnique('resource-template', resourceTemplates, (t) => t.uriTemplate);
  checkUnique('prompt', prompts, (p) => p.name);
  return freezeDeep({ tools, resources, resourceTemplates, prompts }, opaque);
}

interface Catalogue {
  readonly tools: ToolDescriptor[];
  readonly resources: ResourceDescriptor[];
  readonly resourceTemplates: ResourceTemplateDescriptor[];
  readonly prompts: PromptDescriptor[];
}

/** Builds one member's descriptor into the catalogue. */
function addMember(member: InheritedMember, instance: object, context: ScanContext, host: object, declared: Function, warnings: ScanWarnings, { tools, resources, resourceTemplates, prompts }: Catalogue): void {
  switch (member.record.kind) {
    case 'tool': {
      const tool = toolDescriptorFrom(member, instance, context);
      if (tool.input.kind === 'params') checkOptionalLookingParams(declared, tool.input.params, host, warnings);
      tools.push(withChain(tool, member.chain));
      break;
    }
    case 'resource':
      resources.push(withChain(resourceDescriptorFrom(member, instance, context), member.chain));
      break;
    case 'resource-template': {
      const template = resourceTemplateDescriptorFrom(member, instance, context);
      checkOptionalLookingParams(declared, template.params, host, warnings);
      resourceTemplates.push(withChain(template, member.chain));
      break;
    }
    case 'prompt': {
      const prompt = promptDescriptorFrom(member, instance, context);
      checkOptionalLookingParams(declared, prompt.params, host, warnings);
      prompts.push(withChain(prompt, member.chain));
      break;
    }
  }
}

/** The decorator that recorded a chain record, for errors. */
function decoratorOf(record: ChainRecord): string {
  if (record.kind === 'guard') return 'UseGuards';
  if (record.kind === 'middleware') return 'UseMiddleware';
  const policy = (record.entries[0] as { readonly policy?: string } | undefined)?.policy;
  return POLICY_DECORATORS.get(policy ?? '') ?? 'Scopes';
}

const POLICY_DECORATORS = new Map([['scopes', 'Scopes'], ['roles', 'Roles'], ['public', 'Public'], ['rate-limit', 'RateLimit'], ['argument-limits', 'ArgumentLimits']]);

/** A descriptor with its declared guards and middleware, when it has any. */
function withChain<D extends { readonly chain?: readonly ChainLink[] }>(descriptor: D, chain: readonly ChainLink[]): D {
  return chain.length === 0 ? descriptor : { ...descriptor, chain: [...chain] };
}
