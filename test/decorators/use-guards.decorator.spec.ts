import { expect } from 'chai';
import { UseGuards } from '../../lib/decorators/use-guards.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { McpGuard } from '../../lib/model/middleware.js';

describe('decorators/use-guards', () => {
  it('records guard functions, guard objects and guard classes in the order written', () => {
    const fn = (): boolean => true;
    const object: McpGuard = { canActivate: () => 'no' };
    class ClassGuard implements McpGuard {
      canActivate(): boolean { return true; }
    }
    class Target {}
    UseGuards(fn, object, ClassGuard)(Target);
    expect(getMetadataStore().recordsFor(Target)!.chains).to.deep.equal([{ kind: 'guard', entries: [fn, object, ClassGuard] }]);
  });

  it('refuses a guard that is not a function or an object, pointing at canActivate()', () => {
    class Target {}
    expect(() => UseGuards(true as never)(Target)).to.throw(InvalidDecoratorOptionError, '@UseGuards entry #0 is boolean at Target. Pass functions, objects with canActivate(), or classes the scan factory can build.');
  });
});
