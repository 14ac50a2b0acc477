import { expect } from 'chai';
import { STRICT_NULLS } from '../../lib/binding/strict-nulls.js';
import type { FieldDescriptor } from '../../lib/model/type-descriptor.js';

const property = (optional: boolean, nullable: boolean): FieldDescriptor => ({ name: 'p', type: { kind: 'string' }, constraints: {}, optional, nullable });

describe('binding/strict-nulls', () => {
  it('drops null only for optional properties that do not accept null', () => {
    expect(STRICT_NULLS.drops(property(true, false), null)).to.equal(true);
    expect(STRICT_NULLS.drops(property(true, true), null)).to.equal(false);
    expect(STRICT_NULLS.drops(property(false, false), null)).to.equal(false);
    expect(STRICT_NULLS.drops(property(true, false), 'x')).to.equal(false);
    expect(STRICT_NULLS.leaf({ kind: 'string' })).to.equal(undefined);
  });
});
