import { plainToInstance, type ClassTransformOptions } from 'class-transformer';
import { validate, validateSync, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { ObjectType, TypeDescriptor } from '../model/type-descriptor.js';
import type { ValidationIssue } from '../model/binding.js';
import { pathOf } from './issue-path.js';

// Never implicit conversion ("false" would become true); class field initialisers fill absent optional fields.
const TRANSFORM: ClassTransformOptions = { enableImplicitConversion: false, exposeDefaultValues: true };
// The schema already rejected unknown keys, so whitelisting here would only reject @Field-only properties.
const VALIDATE: ValidatorOptions = { forbidUnknownValues: true, validationError: { target: false, value: false }, stopAtFirstError: false };

/** A DTO instance made during conversion that class-validator still has to check. */
export interface PendingValidation {
  readonly instance: object;
  readonly path: readonly (string | number)[];
  readonly async: boolean;
}

/** True when converting a value of this type changes it (DTO instances, Dates), so plain values can skip the walk. */
export function needsConversion(type: TypeDescriptor): boolean {
  if (type.kind === 'object' || type.kind === 'date') return true;
  return type.kind === 'array' && needsConversion(type.items);
}

/** Converts schema-valid plain JSON into what the handler declared: DTO instances, Dates, arrays of them. */
export function convertValue(type: TypeDescriptor, value: unknown, path: readonly (string | number)[], pending: PendingValidation[]): unknown {
  if (value === null || value === undefined) return value;
  switch (type.kind) {
    case 'date':
      return new Date(value as string);
    case 'array':
      return needsConversion(type.items) ? (value as unknown[]).map((item, i) => convertValue(type.items, item, [...path, i], pending)) : value;
    case 'object':
      return toInstance(type, value as Record<string, unknown>, path, pending);
    default:
      return value;
  }
}

function toInstance(type: ObjectType, plain: Record<string, unknown>, path: readonly (string | number)[], pending: PendingValidation[]): object {
  const instance = plainToInstance(type.target as new () => object, plain, TRANSFORM) as unknown as Record<string, unknown>;
  // class-transformer only knows nested classes declared with @Type; the model knows them all.
  for (const property of type.properties) {
    const raw = plain[property.name];
    if (raw !== undefined && raw !== null && needsConversion(property.type)) {
      instance[property.name] = convertValue(property.type, raw, [...path, property.name], pending);
    }
  }
  if (type.runtimeRules) pending.push({ instance, path, async: type.asyncRules });
  return instance;
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

/** Runs class-validator on the instances that have runtime-only rules and returns their issues, paths rooted at the arguments. */
export function runtimeIssues(pending: readonly PendingValidation[]): ValidationIssue[] | Promise<ValidationIssue[]> {
  const issues: ValidationIssue[] = [];
  if (pending.every((p) => !p.async)) {
    for (const p of pending) flatten(validateSync(p.instance, VALIDATE), p.path, issues);
    return issues;
  }
  return Promise.all(pending.map((p) => (p.async ? validate(p.instance, VALIDATE) : validateSync(p.instance, VALIDATE)))).then((results) => {
    results.forEach((errors, i) => flatten(errors, pending[i]!.path, issues));
    return issues;
  });
}
