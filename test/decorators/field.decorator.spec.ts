import { expect } from 'chai';
import { Field } from '../../lib/decorators/field.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { TypeThunk } from '../../lib/metadata/type-spec.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { SymbolMemberKeyError } from '../../lib/errors/symbol-member-key.error.js';

describe('decorators/field.decorator', () => {
  it('records each decorated property of the DTO class with its options, in declaration order', () => {
    const type: TypeThunk = () => [String];
    class Stop {
      @Field({ description: 'Latitude', minimum: -90, maximum: 90 }) lat!: number;
      @Field() name!: string;
      @Field({ type, nullable: true }) tags!: string[] | null;
    }
    const record = getMetadataStore().recordsFor(Stop)!;
    expect(record.fields).to.deep.equal([
      { key: 'lat', options: { description: 'Latitude', minimum: -90, maximum: 90 } },
      { key: 'name', options: {} },
      { key: 'tags', options: { type, nullable: true } },
    ]);
    expect(record.members).to.deep.equal([]);
    expect(record.params).to.deep.equal([]);
  });

  it('refuses a static property', () => {
    expect(() => { class Dto { @Field() static shared: string; } return Dto; })
      .to.throw(InvalidDecoratorOptionError, '@Field is on a static property at Dto.shared. Apply it to an instance property of the DTO class.');
  });

  it('refuses a symbol-keyed property', () => {
    class Dto {}
    expect(() => Field()(Dto.prototype, Symbol('s'))).to.throw(SymbolMemberKeyError, '@Field cannot be applied to Dto.Symbol(s)');
    expect(getMetadataStore().recordsFor(Dto)).to.equal(undefined);
  });

  it('refuses reserved property names', () => {
    class Dto {}
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(() => Field()(Dto.prototype, key)).to.throw(InvalidDecoratorOptionError, `@Field property name ${JSON.stringify(key)} is reserved at Dto.${key}. Rename the property.`);
    }
    expect(getMetadataStore().recordsFor(Dto)).to.equal(undefined);
  });

  it('checks the value options', () => {
    expect(() => { class Dto { @Field({ minItems: 3, maxItems: 1 }) list!: string[]; } return Dto; })
      .to.throw(InvalidDecoratorOptionError, '@Field has minItems 3 above maxItems 1 at Dto.list.');
    expect(() => { class Dto { @Field({ type: [String] as never }) s!: string[]; } return Dto; })
      .to.throw(InvalidDecoratorOptionError, '@Field option "type" is not a thunk at Dto.s.');
  });
});
