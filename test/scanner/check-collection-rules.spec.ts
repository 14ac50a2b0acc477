import { expect } from 'chai';
import { ArrayMinSize, ArrayUnique, IsNotEmptyObject, IsString } from 'class-validator';
import { Args, Field, MapOf, SetOf, Tool, type Constructor, type McpDecoratorsError } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { scan } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';

function toolsFor(dto: Constructor): Constructor {
  class Tools { @Tool() run(@Args({ type: () => dto }) input: object): string { return JSON.stringify(input); } }
  return Tools;
}

function scanError(dto: Constructor): McpDecoratorsError {
  try {
    scan([toolsFor(dto)]);
  } catch (error) {
    return error as McpDecoratorsError;
  }
  throw new Error('expected scan to throw');
}

describe('scanner/check-collection-rules', () => {
  it('refuses @ArrayUnique() on a property delivered as a Set, naming Dto.property and the fix', () => {
    class Tagging { @ArrayUnique() @Field({ type: () => SetOf(String) }) tags!: Set<string>; }
    const error = scanError(Tagging);
    expect(error.code).to.equal('MCPD_COLLECTION_RULE');
    expect(error.member).to.equal('Tagging.tags');
    expect(error.message).to.contain('@ArrayUnique() at Tagging.tags can never pass').and.to.contain('remove @ArrayUnique()');
  });

  it('refuses the other array rules on a Set and @IsNotEmptyObject() on a Map', () => {
    class Sized { @ArrayMinSize(1) @Field({ type: () => SetOf(String) }) tags!: Set<string>; }
    expect(scanError(Sized).message).to.match(/^@ArrayMinSize\(\) at Sized\.tags can never pass: class-validator checks the Set/);
    class Keyed { @IsNotEmptyObject() @Field({ type: () => MapOf(String) }) byName!: Map<string, string>; }
    expect(scanError(Keyed).message).to.match(/^@IsNotEmptyObject\(\) at Keyed\.byName can never pass: class-validator checks the Map/);
  });

  it('keeps { each: true } rules on a Set, which class-validator runs per item', async () => {
    class Labels { @IsString({ each: true }) @ArrayUnique(undefined, { each: false }) @Field({ type: () => [String] }) list!: string[]; @IsString({ each: true }) @Field({ type: () => SetOf(String) }) tags!: Set<string>; }
    const tool = recordModel(scan([toolsFor(Labels)])).tools[0]!;
    const outcome = await bindArguments(tool, { list: ['a'], tags: ['a', 'b'] });
    expect(outcome.ok && (outcome.args[0] as Labels).tags).to.deep.equal(new Set(['a', 'b']));
  });
});
