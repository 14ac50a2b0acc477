import type { ValidationError, ValidatorOptions } from 'class-validator';
import { classValidator } from './lazy-modules.js';
import type { ValidationIssue } from '../model/binding.js';
import { pathOf } from './issue-path.js';

// The schema already rejected unknown keys, so whitelisting here would only reject @Field-only properties.
const VALIDATE: ValidatorOptions = { forbidUnknownValues: true, validationError: { target: false, value: false }, stopAtFirstError: false };

/** A DTO instance made during conversion that class-validator still has to check. */
export interface PendingValidation {
  readonly instance: object;
  readonly path: readonly (string | number)[];
  readonly async: boolean;
}

function flatten(errors: readonly ValidationError[], path: readonly (string | number)[], out: ValidationIssue[]): void {
  for (const error of errors) {
    const here = [...path, /^\d+$/.test(error.property) ? Number(error.property) : error.property];
    for (const message of Object.values(error.constraints ?? {})) {
      // class-validator messages start with the property name; the path already says it.
      out.push({ path: pathOf(here), message: message.startsWith(`${error.property} `) ? message.slice(error.property.length + 1) : message });
    }
    if (error.children) flatten(error.children, here, out);
  }
}

/**
 * Runs class-validator on the instances that have runtime-only rules and returns their issues, paths rooted at the
 * arguments; a promise only when one of them has an asynchronous rule (`validateSync` would skip it).
 */
export function runtimeIssues(pending: readonly PendingValidation[]): ValidationIssue[] | Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (pending.every((p) => !p.async)) {
    for (const p of pending) flatten(classValidator().validateSync(p.instance, VALIDATE), p.path, issues);
    return issues;
  }
  return Promise.all(pending.map((p) => (p.async ? classValidator().validate(p.instance, VALIDATE) : classValidator().validateSync(p.instance, VALIDATE)))).then((results) => {
    results.forEach((errors, i) => flatten(errors, pending[i]!.path, issues));
    return issues;
  });
}
