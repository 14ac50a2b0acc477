import { expect } from 'chai';
import { Exclude, Expose, Transform, Type } from 'class-transformer';
import { shapedByTransformer, transformerTypeOf } from '../../lib/scanner/transformer-metadata.js';

class Inner { x = 1; }
class Plain { @Type(() => Inner) inner!: Inner; }
class Renamed { @Expose({ name: 'full_name' }) fullName!: string; }
class Hidden { @Exclude() secret!: string; }
class Trimmed { @Transform(({ value }) => String(value).trim()) name!: string; }

describe('scanner/transformer-metadata', () => {
  it('reads @Type records', () => {
    expect(transformerTypeOf(Plain, 'inner')?.typeFunction?.()).to.equal(Inner);
    expect(transformerTypeOf(Plain, 'other')).to.equal(undefined);
  });

  it('knows when class-transformer decorators beyond @Type shape the instance', () => {
    expect(shapedByTransformer(Plain, ['inner'])).to.equal(false);
    expect(shapedByTransformer(Renamed, ['fullName'])).to.equal(true);
    expect(shapedByTransformer(Hidden, ['secret'])).to.equal(true);
    expect(shapedByTransformer(Trimmed, ['name'])).to.equal(true);
  });
});
