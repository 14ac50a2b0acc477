import { getMetadataStore } from '../metadata/metadata-store.js';
import type { FieldOptions } from '../metadata/records.js';
import { InvalidDecoratorOptionError } from '../errors/invalid-decorator-option.error.js';
import { SymbolMemberKeyError } from '../errors/symbol-member-key.error.js';
import { isForbiddenName, refuseStandardDecorator } from './member-key.js';
import { checkValueOptions } from './value-options.js';

export type { FieldOptions };

/**
 * Describes a DTO property beyond its class-validator rules: a description, an explicit type thunk
 * (`type: () => [Waypoint]`), examples, a default, or nullability. Optional when class-validator says enough.
 * @example `class Stop { @Field({ description: 'Latitude in degrees' }) @Min(-90) @Max(90) lat!: number; }`
 */
export function Field(options: FieldOptions = {}): PropertyDecorator {
  return (target, propertyKey) => {
    refuseStandardDecorator(propertyKey, 'Field');
    if (typeof target === 'function') {
      throw new InvalidDecoratorOptionError(target, propertyKey, '@Field is on a static property', 'Apply it to an instance property of the DTO class.');
    }
    if (typeof propertyKey === 'symbol') throw new SymbolMemberKeyError(target, propertyKey, 'Field');
    if (isForbiddenName(propertyKey)) {
      throw new InvalidDecoratorOptionError(target, propertyKey, `@Field property name ${JSON.stringify(propertyKey)} is reserved`, 'Rename the property.');
    }
    checkValueOptions(target, propertyKey, 'Field', options);
    getMetadataStore().collectField((target as { constructor: Function }).constructor, { key: propertyKey, options });
  };
}
