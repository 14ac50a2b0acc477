import { expect } from 'chai';
import { chainDecorator } from '../../lib/decorators/chain-decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { SymbolMemberKeyError } from '../../lib/errors/symbol-member-key.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

const first = (): void => undefined;
const second = { use: (): void => undefined };

describe('decorators/chain-decorator', () => {
  it('records a class-level link without a key and a method-level link with its key, copying the entries', () => {
    const entries = [first, second];
    class Target {
      run(): void {}
    }
    chainDecorator('UseMiddleware', 'middleware', entries)(Target);
    chainDecorator('UseGuards', 'guard', [first])(Target.prototype, 'run', Object.getOwnPropertyDescriptor(Target.prototype, 'run')!);
    entries.push(first);
    const chains = getMetadataStore().recordsFor(Target)!.chains;
    expect(chains).to.deep.equal([
      { key: 'run', kind: 'guard', entries: [first] },
      { kind: 'middleware', entries: [first, second] },
    ]);
    expect(chains[1]).to.not.have.property('key');
  });

  it('refuses an entry that is neither a function nor an object, with the fix for its kind', () => {
    class Target {}
    expect(() => chainDecorator('UseGuards', 'guard', [first, 'allow'])(Target)).to.throw(InvalidDecoratorOptionError, '@UseGuards entry #1 is string at Target. Pass functions, objects with canActivate(), or classes the scan factory can build.');
    expect(() => chainDecorator('UseMiddleware', 'middleware', [undefined])(Target)).to.throw(InvalidDecoratorOptionError, 'entry #0 is undefined at Target. Pass functions, objects with use(),');
    expect(getMetadataStore().recordsFor(Target)?.chains ?? []).to.deep.equal([]);
  });

  it('refuses a static member and a symbol key, naming the decorator', () => {
    class Target {
      static helper(): void {}
    }
    expect(() => chainDecorator('UseGuards', 'guard', [first])(Target, 'helper', Object.getOwnPropertyDescriptor(Target, 'helper')!)).to.throw(InvalidDecoratorOptionError, '@UseGuards is on a static member');
    const key = Symbol('run');
    expect(() => chainDecorator('UseGuards', 'guard', [first])(Target.prototype, key, { value: first })).to.throw(SymbolMemberKeyError);
  });
});
