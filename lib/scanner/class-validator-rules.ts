import { classValidatorStorage } from '../binding/lazy-modules.js';
import { RULES, type RuleEffect } from './rule-table.js';

export type { RuleEffect, RuleKind } from './rule-table.js';

/** The slice of class-validator's ValidationMetadata the mapping reads. */
export interface RuleMetadata {
  readonly type: string;
  readonly name?: string;
  readonly constraints?: readonly unknown[];
  readonly each?: boolean;
  readonly constraintCls?: Function;
  /** class-validator 0.15's per-rule condition: the rule applies only when it returns true. */
  readonly validateIf?: (object: object, value: unknown) => boolean;
}

/** True for rules class-validator skips unless a function of the whole object says otherwise. */
export function isConditional(meta: RuleMetadata): boolean {
  return (meta.type === 'conditionalValidation' && meta.name !== 'isOptional') || typeof meta.validateIf === 'function';
}

/** Maps one class-validator metadata entry to its schema effect; unknown and conditional rules are runtime-only. */
export function ruleEffect(meta: RuleMetadata): RuleEffect {
  if (typeof meta.validateIf === 'function') return { exact: false };
  // @IsDefined is its own metadata type, the other built-ins are custom validations with a name.
  const name = meta.type === 'isDefined' ? 'isDefined' : meta.type === 'customValidation' ? meta.name : undefined;
  const mapper = name === undefined ? undefined : RULES[name];
  return mapper ? mapper(meta.constraints ?? []) : { exact: false };
}

/** True when the rule's constraint class validates asynchronously (so validateSync would skip it). */
export function isAsyncRule(meta: RuleMetadata): boolean {
  if (!meta.constraintCls) return false;
  return classValidatorStorage().getMetadataStorage().getTargetValidatorConstraints(meta.constraintCls).some((c) => c.async);
}

/** Validation metadata of a class, its bases included, grouped by property in declaration order. */
export function rulesByProperty(target: Function): Map<string, RuleMetadata[]> {
  const byProperty = new Map<string, RuleMetadata[]>();
  for (const meta of classValidatorStorage().getMetadataStorage().getTargetValidationMetadatas(target, '', true, false)) {
    const list = byProperty.get(meta.propertyName) ?? [];
    list.push(meta as RuleMetadata);
    byProperty.set(meta.propertyName, list);
  }
  return byProperty;
}
