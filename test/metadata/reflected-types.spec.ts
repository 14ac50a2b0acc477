import { expect } from 'chai';
import { hasDesignMetadata, reflectedParamTypes, reflectedPropertyType, reflectedReturnType } from '../../lib/metadata/reflected-types.js';

// Any decorator makes tsc emit design:* metadata for the member it decorates.
const mark: MethodDecorator & PropertyDecorator = () => undefined;

class Stop { lat = 0; }

class Planner {
  @mark plan(from: string, hops: number, stop: Stop, when: Date, flags: boolean[]): Promise<string> { return Promise.resolve(`${from}${hops}${stop.lat}${when.getTime()}${flags.length}`); }
  @mark count(): number { return 0; }
  @mark title!: string;
  @mark stops!: Stop[];
  plain(value: string): string { return value; }
}

class Derived extends Planner {}

describe('metadata/reflected-types', () => {
  it('reads the parameter design types tsc emitted', () => {
    expect(reflectedParamTypes(Planner.prototype, 'plan')).to.deep.equal([String, Number, Stop, Date, Array]);
    expect(reflectedParamTypes(Planner.prototype, 'count')).to.deep.equal([]);
  });

  it('reads return and property design types', () => {
    expect(reflectedReturnType(Planner.prototype, 'plan')).to.equal(Promise);
    expect(reflectedReturnType(Planner.prototype, 'count')).to.equal(Number);
    expect(reflectedPropertyType(Planner.prototype, 'title')).to.equal(String);
    expect(reflectedPropertyType(Planner.prototype, 'stops')).to.equal(Array);
  });

  it('gives undefined where nothing was emitted', () => {
    expect(reflectedParamTypes(Planner.prototype, 'plain')).to.equal(undefined);
    expect(reflectedReturnType(Planner.prototype, 'plain')).to.equal(undefined);
    expect(reflectedPropertyType(Planner.prototype, 'missing')).to.equal(undefined);
  });

  it('hasDesignMetadata is true for decorated methods and properties, false otherwise', () => {
    expect(hasDesignMetadata(Planner.prototype, 'plan')).to.equal(true);
    expect(hasDesignMetadata(Planner.prototype, 'title')).to.equal(true);
    expect(hasDesignMetadata(Planner.prototype, 'plain')).to.equal(false);
  });

  it('reads inherited design types but says a subclass has none of its own', () => {
    expect(reflectedParamTypes(Derived.prototype, 'count')).to.deep.equal([]);
    expect(reflectedPropertyType(Derived.prototype, 'title')).to.equal(String);
    expect(hasDesignMetadata(Derived.prototype, 'count')).to.equal(false);
  });
});
