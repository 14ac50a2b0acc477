import { expect } from 'chai';
import { IsInt, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { scan } from '../../lib/scanner/scan.js';
import { outputSchemaFor } from '../../lib/schema/output-schema-for.js';
import { record } from '../support/emitted-schemas.js';

class Reading {
  @IsInt() celsius!: number;
}
class Forecast {
  @IsString() city!: string;
  @ValidateNested() @Type(() => Reading) today!: Reading;
  @ValidateNested() @Type(() => Reading) tomorrow!: Reading;
}

class Weather {
  @Tool({ output: Forecast }) forecast(): Forecast {
    return { city: 'Oslo', today: { celsius: 1 }, tomorrow: { celsius: 2 } };
  }

  @Tool() plain(): string {
    return '';
  }
}

describe('schema/output-schema-for', () => {
  const [forecast, plain] = scan([Weather]).tools;

  it('gives no output schema for a tool that declares no output type', () => {
    expect(outputSchemaFor(plain!)).to.equal(undefined);
  });

  it('gives an object schema for the declared output, with the classes it uses under $defs', () => {
    const schema = record('output forecast', outputSchemaFor(forecast!))!;
    expect(schema.type).to.equal('object');
    expect(schema.required).to.have.members(['city', 'today', 'tomorrow']);
    expect(Object.keys(schema.$defs as object)).to.deep.equal(['Reading']);
    expect((schema.properties as { today: object }).today).to.deep.equal({ $ref: '#/$defs/Reading' });
  });

  it('builds a fresh schema each call, so a caller that edits one does not change the next', () => {
    const first = outputSchemaFor(forecast!) as unknown as { properties: { city: { type: string } } };
    first.properties.city.type = 'number';
    expect((outputSchemaFor(forecast!) as unknown as { properties: { city: { type: string } } }).properties.city.type).to.equal('string');
  });
});
