import type { Constructor } from '../vocabulary/constructor.js';
import type { DesignType } from '../metadata/reflected-types.js';
import type { FieldOptions } from '../metadata/records.js';
import type { ObjectType, TypeDescriptor, UnionType, ValueDescriptor } from '../model/type-descriptor.js';
import type { UnsupportedTypeError } from '../errors/unsupported-type.error.js';
import type { ScanWarnings } from './scan-warnings.js';

/** Where a type was declared, for error messages. */
export interface TypeSite {
  readonly host: object;
  readonly key: string;
  readonly index?: number;
  readonly name?: string;
}

/** A default still to be checked against its value's schema once every class of the scan is resolved. */
export interface PendingDefault {
  readonly value: ValueDescriptor;
  readonly site: TypeSite;
}

/** What building a DTO class needs from the scan's type resolver (implemented by TypeResolver). */
export interface TypeResolution {
  fromSpec(spec: unknown, site: TypeSite, decorator: string): TypeDescriptor;
  fromDesign(design: DesignType, site: TypeSite, decorator: string): TypeDescriptor;
  valueFrom(options: FieldOptions, design: DesignType, site: TypeSite, decorator: string, ruleType?: TypeDescriptor, presence?: { optional?: boolean; conditional?: boolean }): ValueDescriptor;
  unionType(discriminator: string, variants: readonly { readonly value: string; readonly cls: unknown }[], keepDiscriminator: boolean, site: TypeSite): UnionType;
  objectType(target: Constructor, site?: TypeSite): ObjectType;
  addPendingDefault(pending: PendingDefault): void;
  unsupported(site: TypeSite, problem: string, fix: string): UnsupportedTypeError;
  /** Where the scan's warnings go (set by scan). */
  readonly warnings?: ScanWarnings;
  /** A member scanned so far that carries design metadata: proof that the build emits it. */
  readonly designWitness?: string;
}
