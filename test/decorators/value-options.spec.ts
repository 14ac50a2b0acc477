import { expect } from 'chai';
import { checkValueOptions } from '../../lib/decorators/value-options.js';
import type { FieldOptions } from '../../lib/metadata/records.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';

class Route { plan(): void {} }

/** The message checkValueOptions throws for `options` on Route.plan(#2 "stops"), or undefined when it accepts them. */
function problem(options: FieldOptions): string | undefined {
  try {
    checkValueOptions(Route.prototype, 'plan', 'Param', options, 2, 'stops');
    return undefined;
  } catch (error) {
    expect(error).to.be.instanceOf(InvalidDecoratorOptionError);
    return (error as Error).message;
  }
}

describe('decorators/value-options', () => {
  it('accepts empty options and consistent ones, equal bounds included', () => {
    expect(problem({})).to.equal(undefined);
    expect(problem({ type: () => String, minimum: 1, maximum: 1, minLength: 0, maxLength: 0, minItems: 2, maxItems: 2, multipleOf: 0.5, pattern: '^[A-Z]{3}$' })).to.equal(undefined);
  });

  it('refuses a type that is not a thunk', () => {
    expect(problem({ type: [String] as never })).to.equal('@Param option "type" is not a thunk at Route.plan(#2 "stops"). Write it as a function returning the type, e.g. { type: () => [String] }.');
  });

  for (const [low, high] of [['minimum', 'maximum'], ['minLength', 'maxLength'], ['minItems', 'maxItems']] as const) {
    it(`refuses ${low} above ${high}`, () => {
      expect(problem({ [low]: 3, [high]: 2 })).to.equal(`@Param has ${low} 3 above ${high} 2 at Route.plan(#2 "stops"). Swap or fix the bounds so that ${low} <= ${high}.`);
    });
  }

  it('allows negative and fractional numeric bounds', () => {
    expect(problem({ minimum: -2.5, maximum: -1 })).to.equal(undefined);
  });

  for (const key of ['minLength', 'maxLength', 'minItems', 'maxItems'] as const) {
    it(`refuses a negative or fractional ${key}`, () => {
      expect(problem({ [key]: -1 })).to.equal(`@Param has ${key} -1 at Route.plan(#2 "stops"). Use a non-negative integer for ${key}.`);
      expect(problem({ [key]: 1.5 })).to.equal(`@Param has ${key} 1.5 at Route.plan(#2 "stops"). Use a non-negative integer for ${key}.`);
    });
  }

  it('refuses a multipleOf that is not above 0', () => {
    for (const multipleOf of [0, -2, Number.NaN]) {
      expect(problem({ multipleOf })).to.equal(`@Param has multipleOf ${multipleOf} at Route.plan(#2 "stops"). Use a number above 0.`);
    }
  });

  it('compiles the pattern as a Unicode regular expression', () => {
    expect(problem({ pattern: '^\\p{Lu}+$' })).to.equal(undefined);
    expect(problem({ pattern: '[a-z' })).to.match(/^@Param has a pattern that does not compile \(.+\) at Route\.plan\(#2 "stops"\)\. Give an ECMAScript regular expression source/);
    // Valid without the u flag, but an invalid identity escape with it: the schema validator uses u.
    expect(problem({ pattern: '\\q' })).to.match(/^@Param has a pattern that does not compile/);
  });

  it('names the decorator and leaves out the position when there is none', () => {
    let message = '';
    try {
      checkValueOptions(Route.prototype, 'plan', 'Field', { minimum: 2, maximum: 1 });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).to.equal('@Field has minimum 2 above maximum 1 at Route.plan. Swap or fix the bounds so that minimum <= maximum.');
  });
});
