import { expect } from 'chai';
import { MapOf, RecordOf, SetOf, TYPE_MARKER, UnionOf } from '../../lib/metadata/type-spec.js';

class Circle { r = 1; }

describe('metadata/type-spec', () => {
  it('makes frozen markers a type thunk can return', () => {
    const set = SetOf(String);
    expect(set).to.deep.equal({ [TYPE_MARKER]: 'set', of: String });
    expect(Object.isFrozen(set)).to.equal(true);
    expect(MapOf(Number)[TYPE_MARKER]).to.equal('map');
    expect(RecordOf(Number)[TYPE_MARKER]).to.equal('record');
  });

  it('makes union markers that keep the discriminator unless told not to', () => {
    const variants = { circle: Circle };
    const union = UnionOf('kind', variants);
    expect(union).to.deep.include({ discriminator: 'kind', keepDiscriminator: true });
    expect(union.variants).to.deep.equal({ circle: Circle });
    expect(union.variants).to.not.equal(variants);
    expect(UnionOf('kind', variants, { keepDiscriminator: false }).keepDiscriminator).to.equal(false);
  });
});
