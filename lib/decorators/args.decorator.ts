import type { Constructor } from '../vocabulary/constructor.js';
import { getMetadataStore } from '../metadata/metadata-store.js';
import { ownerOf } from './member-key.js';

/** Options of `@Args`. */
export interface ArgsOptions {
  /** The DTO class, when the design type cannot say it (e.g. an interface-typed parameter). */
  readonly type?: () => Constructor;
}

/**
 * Receives the whole arguments object as one class-validator DTO; the tool's input schema is the DTO's schema.
 * A method with `@Args` has no `@Param`s.
 * @example `@Tool() addContact(@Args() input: NewContact) { … }` where `class NewContact { @IsEmail() email!: string; … }`
 */
export function Args(options: ArgsOptions = {}): ParameterDecorator {
  return (target, propertyKey, index) => {
    const { owner, key } = ownerOf(target, propertyKey, 'Args');
    getMetadataStore().collectParam(owner, { binding: 'args', key, index, name: '', options: options.type ? { type: options.type } : {} });
  };
}
