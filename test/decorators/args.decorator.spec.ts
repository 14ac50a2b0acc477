import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';

class NewContact { @IsString() email!: string; }

describe('decorators/args.decorator', () => {
  it('records an args binding with no name, keeping only the type thunk', () => {
    const type = () => NewContact;
    class Contacts {
      @Tool() add(@Args() input: NewContact): string { return input.email; }
      @Tool() addTyped(@Args({ type }) input: object): string { return String(input); }
    }
    expect(getMetadataStore().recordsFor(Contacts)!.params).to.deep.equal([
      { binding: 'args', key: 'add', index: 0, name: '', options: {} },
      { binding: 'args', key: 'addTyped', index: 0, name: '', options: { type } },
    ]);
  });

  it('refuses a parameter of a static method', () => {
    expect(() => { class S { static add(@Args() input: NewContact): string { return input.email; } } return S; })
      .to.throw(InvalidDecoratorOptionError, '@Args is on a static member at S.add.');
  });
});
