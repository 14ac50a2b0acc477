import { expect } from 'chai';
import { IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { DynamicTypeError } from '../../lib/errors/dynamic-type.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/dynamic-type.error.ts, as its callers raise it.
describe('errors/dynamic-type.error', () => {
  it('DynamicTypeError for a @Type thunk that reads the input', () => {
    class Cat { @IsString() name!: string; }
    class Pet { @ValidateNested() @Type((options) => (options?.object.kind === 'cat' ? Cat : Cat)) animal!: Cat; }
    class T { @Tool() a(@Args() p: Pet): string { return p.animal.name; } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(DynamicTypeError);
    expect(String(e)).to.equal('DynamicTypeError [MCPD_DYNAMIC_TYPE]: the @Type thunk of Pet.animal takes the input as an argument ((o) => …) and picks the class from it, so no JSON Schema can say which class a value needs. For a union, name the classes: @Type(() => Base, { discriminator: { property: \'kind\', subTypes: [{ name: \'circle\', value: Circle }] } }) or @Field({ type: () => UnionOf(\'kind\', { circle: Circle }) }).');
    expect(e.member).to.equal('Pet.animal');
  });
});
