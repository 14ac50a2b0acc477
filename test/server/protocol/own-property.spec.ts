import { expect } from 'chai';
import { isJsonObject, ownProperty } from '../../../lib/server/protocol/own-property.js';

describe('server/protocol/own-property', () => {
  it('reads own properties only, never through the prototype chain', () => {
    expect(ownProperty({ a: 1 }, 'a')).to.equal(1);
    expect(ownProperty({}, 'constructor')).to.equal(undefined);
    expect(ownProperty({}, 'toString')).to.equal(undefined);
    expect(ownProperty(JSON.parse('{"__proto__":5}'), '__proto__')).to.equal(5);
    expect(ownProperty(Object.create({ inherited: 1 }), 'inherited')).to.equal(undefined);
  });

  it('reads nothing from values that are not objects', () => {
    expect([ownProperty(null, 'a'), ownProperty(undefined, 'a'), ownProperty('abc', 'length'), ownProperty(3, 'a')]).to.deep.equal([undefined, undefined, undefined, undefined]);
  });

  it('isJsonObject is true for objects only', () => {
    expect([isJsonObject({}), isJsonObject([]), isJsonObject(null), isJsonObject('x')]).to.deep.equal([true, false, false, false]);
  });
});
