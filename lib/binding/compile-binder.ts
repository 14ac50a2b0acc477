import type { ArgumentsBinder, BindOutcome, ValidationIssue } from '../model/binding.js';
import type { ParamDescriptor } from '../model/param-descriptor.js';
import type { ObjectType } from '../model/type-descriptor.js';
import type { SchemaCheck } from './create-validator-compiler.js';
import { convertValue, runtimeIssues, type PendingValidation } from './convert-value.js';
import { guardInput, type GuardLimits } from './input-guard.js';
import { schemaIssues } from './schema-issues.js';

/** How a member's arguments map onto its parameter list. */
export type BinderShape =
  | { readonly kind: 'params'; readonly params: readonly ParamDescriptor[]; readonly arity: number }
  | { readonly kind: 'dto'; readonly type: ObjectType; readonly index: number; readonly arity: number }
  | { readonly kind: 'raw'; readonly index?: number; readonly arity: number };

function dedupe(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function failure(issues: readonly ValidationIssue[]): BindOutcome {
  return { ok: false, issues: dedupe(issues) };
}

/**
 * Prepares the argument binder of one member: guard → compiled schema → conversion to DTO instances and
 * Dates → class-validator for the rules the schema cannot express. Pure per call: raw input is never written to.
 */
export function compileBinder(shape: BinderShape, check: SchemaCheck, limits: GuardLimits, prepare?: (raw: Record<string, unknown>) => Record<string, unknown>): ArgumentsBinder {
  return (raw) => {
    try {
      if (raw === undefined || raw === null) raw = {};
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        return failure([{ path: '(arguments)', message: `must be a JSON object, got ${Array.isArray(raw) ? 'an array' : typeof raw}` }]);
      }
      const guarded = guardInput(raw, limits);
      if (guarded.length > 0) return failure(guarded);
      const input = prepare ? prepare(raw as Record<string, unknown>) : (raw as Record<string, unknown>);
      const checked = check(input);
      if (!checked.valid) return failure(schemaIssues(checked.errors));
      const args: unknown[] = new Array<unknown>(shape.arity);
      const pending: PendingValidation[] = [];
      if (shape.kind === 'raw') {
        if (shape.index !== undefined) args[shape.index] = { ...input };
      } else if (shape.kind === 'dto') {
        args[shape.index] = convertValue(shape.type, input, [], pending);
      } else {
        for (const param of shape.params) {
          const value = input[param.name];
          args[param.index] = value === undefined ? (param.default === undefined ? undefined : structuredClone(param.default)) : convertValue(param.type, value, [param.name], pending);
        }
      }
      if (pending.length === 0) return { ok: true, args };
      const issues = runtimeIssues(pending);
      const settle = (found: readonly ValidationIssue[]): BindOutcome => (found.length > 0 ? failure(found) : { ok: true, args });
      return Array.isArray(issues) ? settle(issues) : issues.then(settle, (error: unknown) => failure([{ path: '(arguments)', message: `could not be validated: ${(error as Error).message}` }]));
    } catch (error) {
      // RangeError / TypeError from a DTO constructor or transformer: report, never crash the server.
      return failure([{ path: '(arguments)', message: `could not be read: ${(error as Error).message}` }]);
    }
  };
}
