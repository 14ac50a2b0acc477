import { expect } from 'chai';
import { policyDecorator } from '../../lib/decorators/policy-decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

describe('decorators/policy-decorator', () => {
  it('records the declaration, frozen, as a policy link of the class or of the method', () => {
    const seen: (string | symbol | undefined)[] = [];
    const decorator = policyDecorator('Public', (_target, key) => {
      seen.push(key);
      return { policy: 'public' };
    });
    class Target {
      run(): void {}
    }
    decorator(Target);
    decorator(Target.prototype, 'run', Object.getOwnPropertyDescriptor(Target.prototype, 'run')!);
    expect(seen).to.deep.equal([undefined, 'run']);
    const chains = getMetadataStore().recordsFor(Target)!.chains;
    expect(chains).to.deep.equal([
      { key: 'run', kind: 'policy', entries: [{ policy: 'public' }] },
      { kind: 'policy', entries: [{ policy: 'public' }] },
    ]);
    expect(Object.isFrozen(chains[0]!.entries[0])).to.equal(true);
  });

  it('records nothing when the declaration throws', () => {
    class Target {}
    const failing = policyDecorator('Roles', (target, key) => {
      throw new InvalidDecoratorOptionError(target, key, '@Roles names no role', 'Name one.');
    });
    expect(() => failing(Target)).to.throw(InvalidDecoratorOptionError, '@Roles names no role at Target. Name one.');
    expect(getMetadataStore().recordsFor(Target)).to.equal(undefined);
  });

  it('refuses a static method before declaring anything', () => {
    let called = false;
    class Target {
      static run(): void {}
    }
    const decorator = policyDecorator('Public', () => ((called = true), { policy: 'public' }));
    expect(() => decorator(Target, 'run', Object.getOwnPropertyDescriptor(Target, 'run')!)).to.throw(InvalidDecoratorOptionError, '@Public is on a static member');
    expect(called).to.equal(false);
  });
});
