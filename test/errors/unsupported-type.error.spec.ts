import { expect } from 'chai';
import { IsString, Matches } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Field } from '../../lib/decorators/field.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/unsupported-type.error.ts, as its callers raise it.
describe('errors/unsupported-type.error', () => {
  it('UnsupportedTypeError for types with no schema', () => {
    class Plain { value = 1; }
    class T { @Tool() a(@Param('p') p: Plain): string { return String(p); } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(UnsupportedTypeError);
    expect(String(e)).to.equal('UnsupportedTypeError [MCPD_UNSUPPORTED_TYPE]: DTO class Plain has no class-validator decorators and no @Field, so its properties cannot be seen at T.a(#0 "p"). Decorate each property, e.g. @IsString() name!: string, or @Field({ description: \'…\' }).');
    class U { @Tool() a(@Param('n', { minLength: 2 }) n: number): number { return n; } }
    expect(thrown(() => scan([U])).message).to.equal('option "minLength" does not apply to a value of type number at U.a(#0 "n"). Remove it, or change the type (e.g. minLength/pattern apply to strings, minimum/maximum to numbers, minItems to arrays).');
    class V { @Tool() a(@Param('s', { format: 'no-such-format' }) s: string): string { return s; } }
    expect(thrown(() => scan([V])).message).to.equal('option "format" names "no-such-format", a format the validator does not know at V.a(#0 "s"). Use one of date, time, date-time, iso-time, iso-date-time, duration, uri, uri-reference, uri-template, url, email, hostname, ipv4, ipv6, regex, uuid, json-pointer, json-pointer-uri-fragment, relative-json-pointer, byte, int32, int64, float, double, password, binary, or a pattern.');
  });

  it('scan errors about a DTO property name Dto.property, and a pattern unicode mode refuses is no scan error', () => {
    class Code { @Matches(/^\-?[a-z]+$/) code!: string; @IsString() @Field({ format: 'no-such-format' }) other!: string; }
    class T { @Tool() a(@Args() c: Code): string { return c.code; } }
    expect(thrown(() => scan([T])).message).to.match(/^option "format" names "no-such-format", a format the validator does not know at Code\.other\. /);
    class Fine { @Matches(/^\-?[a-z]+$/) code!: string; }
    class U { @Tool() a(@Args() c: Fine): string { return c.code; } }
    expect(() => scan([U])).to.not.throw();
  });
});
