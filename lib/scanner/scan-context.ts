import type { SchemaCheck, ValidatorCompiler } from '../binding/create-validator-compiler.js';
import type { GuardLimits } from '../binding/input-guard.js';
import type { ObjectType } from '../model/type-descriptor.js';
import type { TypeResolver } from './resolve-type.js';

/** What building one member needs: shared per scan, plus the instance its handler runs on. */
export interface ScanContext {
  readonly resolver: TypeResolver;
  readonly compiler: ValidatorCompiler;
  readonly limits: GuardLimits;
  /** The scan-wide input schema profile and lenient-argument setting; a tool's own options win. */
  readonly profile: 'standard' | 'strict';
  readonly lenientArguments: boolean;
  /**
   * The argument check of each DTO taken whole, filled as the scan goes: tools taking the same DTO have the same
   * standard input schema, generated, prechecked and (on the first call) compiled once.
   */
  readonly dtoChecks: Map<ObjectType, SchemaCheck>;
}

/** The instance and class a member belongs to. */
export interface MemberSite {
  readonly instance: object;
  /** The class that declared the member (its prototype holds the design metadata). */
  readonly declaredBy: Function;
  readonly key: string;
}
