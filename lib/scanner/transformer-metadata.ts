import { classTransformerStorage } from '../vocabulary/dependency-load.js';

/** class-transformer's discriminator option of `@Type(() => Base, { discriminator })`. */
export interface TransformerDiscriminator {
  readonly property: string;
  readonly subTypes: readonly { readonly name: string; readonly value: Function }[];
}

/** What `@Type` recorded for one property. */
export interface TransformerTypeRecord {
  readonly typeFunction?: (options?: unknown) => unknown;
  readonly options?: { readonly discriminator?: TransformerDiscriminator; readonly keepDiscriminatorProperty?: boolean };
}

interface ClassTransformerStorage {
  findTypeMetadata(target: Function, propertyName: string): TransformerTypeRecord | undefined;
  findTransformMetadatas(target: Function, propertyName: string, transformationType: number): readonly unknown[];
  getExposedMetadatas(target: Function): readonly unknown[];
  getExcludedMetadatas(target: Function): readonly unknown[];
}

// class-transformer keeps its decorators' records in a module-level store it does not export from its root.
// Loaded on first use, like the rest of class-transformer.
const storage = (): ClassTransformerStorage => classTransformerStorage().defaultMetadataStorage as ClassTransformerStorage;
const PLAIN_TO_CLASS = 0;

/** The `@Type` record of a property (its own class or a base class), if any. */
export function transformerTypeOf(target: Function, key: string): TransformerTypeRecord | undefined {
  return storage().findTypeMetadata(target, key);
}

/**
 * True when class-transformer decorators other than `@Type` (`@Transform`, `@Expose`, `@Exclude`) change how
 * plain input becomes an instance of the class; only class-transformer itself can then build it.
 */
export function shapedByTransformer(target: Function, keys: readonly string[]): boolean {
  if (storage().getExposedMetadatas(target).length > 0 || storage().getExcludedMetadatas(target).length > 0) return true;
  return keys.some((key) => storage().findTransformMetadatas(target, key, PLAIN_TO_CLASS).length > 0);
}
