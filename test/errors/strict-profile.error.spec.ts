import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Field } from '../../lib/decorators/field.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { StrictProfileError } from '../../lib/errors/strict-profile.error.js';
import { AnyJson } from '../../lib/metadata/type-spec.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/strict-profile.error.ts, as its callers raise it.
describe('errors/strict-profile.error', () => {
  it('StrictProfileError names the DTO property strict function calling cannot describe', () => {
    class Note { @IsString() text!: string; @Field({ type: () => AnyJson }) extra!: unknown; }
    class T { @Tool({ profile: 'strict' }) save(@Args() n: Note): string { return n.text; } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(StrictProfileError);
    expect(String(e)).to.equal('StrictProfileError [MCPD_STRICT_PROFILE]: Note.extra is AnyJson (any JSON value), which the strict-client profile cannot express: strict function calling needs every object closed with known properties. Give it a concrete type (a DTO class, a primitive, an enum, or a list of one), or keep this tool on the standard profile: @Tool({ profile: \'standard\' }).');
    expect(e.member).to.equal('Note.extra');
  });
});
