import type { ArgumentsBinder, BindOutcome, ValidationIssue } from '../model/binding.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { ObjectType } from '../model/type-descriptor.js';
import type { SchemaCheck } from './create-validator-compiler.js';
import { compileConverter, type ConversionContext, type Converter } from './convert-value.js';
import { runtimeIssues } from './runtime-issues.js';
import { guardInput, type GuardLimits } from './input-guard.js';
import { schemaIssues } from './schema-issues.js';
import { mergeIssues } from './merge-issues.js';
import { compilePropertiesRewriter, type RewriteRule, type Rewriter } from './rewriter.js';
import { LENIENT_JSON } from './lenient-json.js';
import { STRICT_NULLS } from './strict-nulls.js';
import { SchemaCompileError } from '../errors/schema-compile.error.js';

/** How a member's arguments map onto its parameter list. */
export type BinderShape =
  | { readonly kind: 'params'; readonly params: readonly ParamDescriptor[]; readonly arity: number }
  | { readonly kind: 'dto'; readonly type: ObjectType; readonly index: number; readonly arity: number }
  | { readonly kind: 'raw'; readonly index?: number; readonly arity: number };

/** What a binder does to raw arguments besides checking and converting them. */
export interface BinderOptions {
  /** Read `null` for an optional property as "absent" (the strict-client profile sends every property). */
  readonly strictNulls?: boolean;
  /** Accept JSON sent inside strings where the schema asks for a number, boolean, object or list (`"5"`, `"{…}"`). */
  readonly lenient?: boolean;
  /** A member-specific step before the check (e.g. template variables, which arrive as strings). */
  readonly prepare?: (raw: Record<string, unknown>) => Record<string, unknown>;
}

function failure(issues: readonly ValidationIssue[]): BindOutcome {
  return { ok: false, issues };
}

function rewriterFor(shape: BinderShape, options: BinderOptions): Rewriter | undefined {
  if (shape.kind === 'raw') return undefined;
  const rules: RewriteRule[] = [...(options.lenient ? [LENIENT_JSON] : []), ...(options.strictNulls ? [STRICT_NULLS] : [])];
  const properties = shape.kind === 'dto' ? shape.type.properties : shape.params;
  const steps = rules.map((rule) => compilePropertiesRewriter(properties, rule));
  return steps.length === 0 ? undefined : (value) => steps.reduce((v, step) => step(v), value);
}

type Builder = (input: Record<string, unknown>, context: ConversionContext) => unknown[];

function builderFor(shape: BinderShape): Builder {
  if (shape.kind === 'raw') {
    return (input) => {
      const args = new Array<unknown>(shape.arity);
      if (shape.index !== undefined) args[shape.index] = { ...input };
      return args;
    };
  }
  if (shape.kind === 'dto') {
    const convert = compileConverter(shape.type) as Converter;
    return (input, context) => {
      const args = new Array<unknown>(shape.arity);
      args[shape.index] = convert(input, undefined, context);
      return args;
    };
  }
  const params = shape.params.map((p) => ({
    name: p.name,
    index: p.index,
    convert: compileConverter(p.type),
    fallback: p.default === undefined ? undefined : p.default !== null && typeof p.default === 'object' ? () => structuredClone(p.default) : () => p.default,
  }));
  return (input, context) => {
    const args = new Array<unknown>(shape.arity);
    for (const p of params) {
      let value: unknown = input[p.name];
      if (value === undefined && p.fallback) value = p.fallback();
      args[p.index] = p.convert && value !== undefined && value !== null ? p.convert(value, { up: undefined, key: p.name }, context) : value;
    }
    return args;
  };
}

function readRoot(raw: unknown, lenient: boolean): unknown {
  if (raw === undefined || raw === null) return {};
  if (lenient && typeof raw === 'string' && raw.trim().startsWith('{')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

/**
 * Prepares the argument binder of one member: guard → (lenient JSON, strict-profile nulls) → compiled schema →
 * conversion to DTO instances, Dates, Sets and Maps → class-validator for the rules the schema cannot express.
 * When the schema check fails, the runtime-only rules still run on the same input, so one answer names every bad
 * field. A DTO whose every rule is exact runs neither class-validator nor class-transformer. Raw input is never written to.
 * Throws (a SchemaCompileError) only when the member's validator cannot be compiled: that is no issue of the input.
 */
export function compileBinder(shape: BinderShape, check: SchemaCheck, limits: GuardLimits, options: BinderOptions = {}): ArgumentsBinder {
  const rewrite = rewriterFor(shape, options);
  const build = builderFor(shape);
  // The conversion context of a call that needed nothing from it (the common case) serves the next call: taken while
  // in use, so a call made from inside a conversion gets one of its own.
  let spare: ConversionContext | undefined;
  return (received) => {
    try {
      const raw = readRoot(received, options.lenient === true);
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return failure([{ path: '(arguments)', message: `must be a JSON object, got ${Array.isArray(raw) ? 'an array' : typeof raw}` }]);
      }
      const guarded = guardInput(raw, limits);
      if (guarded.length > 0) return failure(guarded);
      let input = options.prepare ? options.prepare(raw as Record<string, unknown>) : (raw as Record<string, unknown>);
      if (rewrite) {
        const next = rewrite(input) as Record<string, unknown>;
        // Parsed strings are new input: the same key and depth rules apply to them.
        if (next !== input && options.lenient) {
          const again = guardInput(next, limits);
          if (again.length > 0) return failure(again);
        }
        input = next;
      }
      const checked = check(input);
      const context: ConversionContext = spare ?? { pending: [], issues: [] };
      spare = undefined;
      let args: unknown[];
      try {
        args = build(input, context);
      } catch (error) {
        // A constructor that cannot cope with schema-invalid input: the schema's issues are the answer.
        if (!checked.valid) return failure(schemaIssues(checked.errors));
        throw error;
      }
      if (!checked.valid || context.issues.length > 0) {
        const found = checked.valid ? [] : schemaIssues(checked.errors);
        const converted = context.issues;
        if (context.pending.length === 0) return failure(mergeIssues(found, converted));
        let more: ValidationIssue[] | Promise<ValidationIssue[]>;
        try {
          more = runtimeIssues(context.pending);
        } catch {
          // A rule that cannot cope with schema-invalid input: the schema's issues are the answer.
          return failure(mergeIssues(found, converted));
        }
        const all = (m: readonly ValidationIssue[]): BindOutcome => failure(mergeIssues(found, mergeIssues(converted, m)));
        return Array.isArray(more) ? all(more) : more.then(all, () => failure(mergeIssues(found, converted)));
      }
      if (context.pending.length === 0) {
        spare = context;
        return { ok: true, args };
      }
      const issues = runtimeIssues(context.pending);
      const settle = (found: readonly ValidationIssue[]): BindOutcome => (found.length > 0 ? failure(mergeIssues(found, [])) : { ok: true, args });
      return Array.isArray(issues) ? settle(issues) : issues.then(settle, (error: unknown) => failure([{ path: '(arguments)', message: `could not be validated: ${(error as Error).message}` }]));
    } catch (error) {
      // A validator that could not be compiled is the server's fault, not the arguments': the caller answers -32603.
      if (error instanceof SchemaCompileError) throw error;
      // RangeError / TypeError from a DTO constructor or transformer: report, never crash the server.
      return failure([{ path: '(arguments)', message: `could not be read: ${(error as Error).message}` }]);
    }
  };
}
