import { expect } from 'chai';
import { ArgumentLimits } from '../../lib/decorators/argument-limits.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

describe('decorators/argument-limits', () => {
  it('declares a frozen copy of the limits', () => {
    const limits = { maxBytes: 1024 };
    class Upload {}
    ArgumentLimits(limits)(Upload);
    const declared = getMetadataStore().recordsFor(Upload)!.chains[0]!.entries[0] as { policy: string; limits: object };
    expect(declared).to.deep.equal({ policy: 'argument-limits', limits: { maxBytes: 1024 } });
    expect(declared.limits).to.not.equal(limits);
    expect(Object.isFrozen(declared.limits)).to.equal(true);
  });

  it('refuses a limit that is not a positive integer, naming the member', () => {
    class Upload {
      put(): void {}
    }
    expect(() => ArgumentLimits({ maxElements: 2.5 })(Upload.prototype, 'put', Object.getOwnPropertyDescriptor(Upload.prototype, 'put')!)).to.throw(
      InvalidDecoratorOptionError,
      '@ArgumentLimits maxElements must be a positive integer, got 2.5 at Upload.put. Pass e.g. @ArgumentLimits({ maxBytes: 65536, maxElements: 1000 }).',
    );
  });
});
