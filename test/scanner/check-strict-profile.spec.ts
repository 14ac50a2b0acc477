import { expect } from 'chai';
import { IsString, ValidateIf } from 'class-validator';
import { Args, Field, MapOf, Param, RecordOf, Tool } from '../../lib/index.js';
import { StrictProfileError } from '../../lib/errors/index.js';
import { scan } from '../../lib/model/index.js';

describe('scanner/check-strict-profile', () => {
  it('refuses maps, records and conditional properties, naming the member', () => {
    class Counts { @Field({ type: () => RecordOf(Number) }) byDay!: Record<string, number>; }
    class A { @Tool({ profile: 'strict' }) a(@Args() c: Counts): string { return JSON.stringify(c); } }
    expect(() => scan([A])).to.throw(StrictProfileError, 'Counts.byDay is a free-form object or RecordOf (keys not known in advance)');
    class B { @Tool() b(@Param('stock', { type: () => MapOf(Number) }) stock: Map<string, number>): number { return stock.size; } }
    expect(() => scan([B], { profile: 'strict' })).to.throw(StrictProfileError, 'B.b(#0 "stock") is a MapOf (keys not known in advance)');
    class Maybe { @IsString() kind!: string; @ValidateIf((o: Maybe) => o.kind === 'x') @IsString() detail!: string; }
    class C { @Tool({ profile: 'strict' }) c(@Args() m: Maybe): string { return m.kind; } }
    expect(() => scan([C])).to.throw(StrictProfileError, 'Maybe.detail is conditional (@ValidateIf / validateIf), so its schema asserts nothing');
  });

  it('leaves tools on the standard profile alone', () => {
    class Counts { @Field({ type: () => RecordOf(Number) }) byDay!: Record<string, number>; }
    class A { @Tool() a(@Args() c: Counts): string { return JSON.stringify(c); } }
    expect(() => scan([A])).to.not.throw();
  });
});
