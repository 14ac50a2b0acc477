import { expect } from 'chai';
import { Roles } from '../../lib/decorators/roles.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

function declared(apply: (target: Function) => void): unknown {
  class Target {}
  apply(Target);
  return getMetadataStore().recordsFor(Target)!.chains[0]!.entries[0];
}

describe('decorators/roles', () => {
  it('declares the roles once each, matching any of them unless told all', () => {
    expect(declared((t) => Roles('editor', 'admin', 'editor')(t))).to.deep.equal({ policy: 'roles', roles: ['editor', 'admin'], match: 'any' });
    expect(declared((t) => Roles('editor', { match: 'all' }, 'admin')(t))).to.deep.equal({ policy: 'roles', roles: ['editor', 'admin'], match: 'all' });
  });

  it('refuses no role, an empty role and an unknown match mode, naming the member', () => {
    class Tools {
      run(): void {}
    }
    const on = (decorator: MethodDecorator) => () => decorator(Tools.prototype, 'run', Object.getOwnPropertyDescriptor(Tools.prototype, 'run')!);
    expect(on(Roles({ match: 'all' }))).to.throw(InvalidDecoratorOptionError, "@Roles names no role at Tools.run. Name one or more roles, e.g. @Roles('editor').");
    expect(on(Roles('admin', ''))).to.throw(InvalidDecoratorOptionError, '@Roles names no role at Tools.run.');
    expect(on(Roles('admin', { match: 'most' as 'all' }))).to.throw(InvalidDecoratorOptionError, `@Roles match "most" is neither 'all' nor 'any' at Tools.run. Pass { match: 'any' } (one of them) or { match: 'all' } (every role).`);
  });
});
