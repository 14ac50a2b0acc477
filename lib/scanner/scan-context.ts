import type { ValidatorCompiler } from '../binding/create-validator-compiler.js';
import type { GuardLimits } from '../binding/input-guard.js';
import type { TypeResolver } from './resolve-type.js';

/** What building one member needs: shared per scan, plus the instance its handler runs on. */
export interface ScanContext {
  readonly resolver: TypeResolver;
  readonly compiler: ValidatorCompiler;
  readonly limits: GuardLimits;
  /** The scan-wide input schema profile and lenient-argument setting; a tool's own options win. */
  readonly profile: 'standard' | 'strict';
  readonly lenientArguments: boolean;
}

/** The instance and class a member belongs to. */
export interface MemberSite {
  readonly instance: object;
  /** The class that declared the member (its prototype holds the design metadata). */
  readonly declaredBy: Function;
  readonly key: string;
}
