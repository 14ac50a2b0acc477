import { expect } from 'chai';
import { RateLimit } from '../../lib/decorators/rate-limit.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

describe('decorators/rate-limit', () => {
  it('declares a frozen copy of the limit with the site it was written at', () => {
    const limit = { points: 10, duration: 60, key: 'ip' as const };
    class Weather {
      forecast(): void {}
    }
    RateLimit(limit)(Weather.prototype, 'forecast', Object.getOwnPropertyDescriptor(Weather.prototype, 'forecast')!);
    RateLimit({ points: 1, duration: 1 })(Weather);
    const [classLink, methodLink] = getMetadataStore().recordsFor(Weather)!.chains;
    const declared = methodLink!.entries[0] as { policy: string; limit: object; site: string };
    expect(declared).to.deep.equal({ policy: 'rate-limit', limit: { points: 10, duration: 60, key: 'ip' }, site: 'Weather.forecast' });
    expect(declared.limit).to.not.equal(limit);
    expect(Object.isFrozen(declared.limit)).to.equal(true);
    expect(classLink!.entries[0]).to.deep.include({ site: 'Weather' });
  });

  it('refuses a limit with no points or no duration, with an example of a good one', () => {
    class C {}
    expect(() => RateLimit({ points: 0, duration: 60 })(C)).to.throw(InvalidDecoratorOptionError, '@RateLimit points must be a positive integer, got 0 at C. Pass e.g. @RateLimit({ points: 10, duration: 60 }) for ten calls a minute.');
    expect(() => RateLimit({ points: 5, duration: -1 })(C)).to.throw(InvalidDecoratorOptionError, '@RateLimit duration must be a positive number of seconds, got -1 at C.');
  });
});
