import { expect } from 'chai';
import { IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Args, Field, Int, Param, Tool } from '../../lib/index.js';
import { InvalidDefaultError } from '../../lib/errors/index.js';
import { inputSchemaFor, scan } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';

class Address { @IsString() city!: string; }

describe('scanner/check-defaults', () => {
  it('refuses a @Param default its own schema refuses, naming the parameter', () => {
    class Tools { @Tool() search(@Param('limit', { type: () => Int, maximum: 50, default: 99 }) limit: number): number { return limit; } }
    expect(() => scan([Tools])).to.throw(InvalidDefaultError, 'the default 99 of Tools.search(#0 "limit") does not fit its own schema (must be <= 50).');
  });

  it('refuses a @Field default against the rules of its property, and a nested one at its path', () => {
    class Range { @IsInt() @Min(1) @Field({ default: 0 }) from!: number; }
    class A { @Tool() run(@Args() r: Range): number { return r.from; } }
    expect(() => scan([A])).to.throw(InvalidDefaultError, 'the default 0 of Range.from does not fit its own schema (must be >= 1).');
    class Holder { @ValidateNested() @Type(() => Address) @Field({ default: { city: 5 } }) home!: Address; }
    class B { @Tool() run(@Args() h: Holder): string { return h.home.city; } }
    expect(() => scan([B])).to.throw(InvalidDefaultError, 'the default {"city":5} of Holder.home does not fit its own schema (city must be string).');
  });

  it('refuses a class-field initialiser the property\'s rules refuse', () => {
    class Page { @IsInt() @Min(1) @Max(100) size = 500; }
    class Tools { @Tool() list(@Args() p: Page): number { return p.size; } }
    expect(() => scan([Tools])).to.throw(InvalidDefaultError, 'the default 500 of Page.size does not fit its own schema (must be <= 100).');
  });

  it('accepts defaults that fit, and a parameter with a JavaScript default is optional', () => {
    class Tools {
      @Tool() search(@Param('q') q: string, @Param('limit', { type: () => Int, minimum: 1 }) limit = 10): string { return `${q}${limit}`; }
    }
    const tool = recordModel(scan([Tools])).tools[0]!;
    expect(inputSchemaFor(tool).required).to.deep.equal(['q']);
  });
});
