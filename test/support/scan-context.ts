import { createValidatorCompiler } from '../../lib/binding/create-validator-compiler.js';
import { DEFAULT_GUARD_LIMITS } from '../../lib/binding/input-guard.js';
import { inheritedRecords, type InheritedMember } from '../../lib/scanner/inherited-records.js';
import { TypeResolver } from '../../lib/scanner/resolve-type.js';
import type { ScanContext } from '../../lib/scanner/scan-context.js';

/** A scan context as `scan()` builds one (standard profile, default limits), for specs of the scanner's parts. */
export function scanContext(overrides: Partial<ScanContext> = {}): ScanContext {
  return { resolver: new TypeResolver(), compiler: createValidatorCompiler(), limits: DEFAULT_GUARD_LIMITS, profile: 'standard', lenientArguments: false, dtoChecks: new Map(), ...overrides };
}

/** The decorated member `key` of `target` as the scanner sees it (its record, parameters and chain). */
export function memberOf(target: Function, key: string): InheritedMember {
  const member = inheritedRecords(target).members.find((m) => m.record.key === key);
  if (!member) throw new Error(`${target.name} has no decorated member ${key}`);
  return member;
}
