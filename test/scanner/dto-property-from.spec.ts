import { expect } from 'chai';
import { ArrayNotEmpty, IsEnum, IsIn, IsInt, IsNotEmptyObject, IsObject, IsOptional, IsString, Min, ValidateIf, ValidateNested, IsDefined } from 'class-validator';
import { Type } from 'class-transformer';
import { AnyJson, Args, Field, MapOf, RecordOf, SetOf, Tool, UnionOf } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { inputSchemaFor, scan, type BindOutcome, type ObjectType } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';

enum Size { Small = 's', Large = 'l' }
enum Level { Low = -1, Half = 0.5 }

class Circle { @IsInt() @Min(1) radius!: number; area(): number { return Math.PI * this.radius ** 2; } }
class Square { @IsInt() side!: number; }
class Drawing {
  @ValidateNested() @Type(() => Object, { discriminator: { property: 'kind', subTypes: [{ name: 'circle', value: Circle }, { name: 'square', value: Square }] }, keepDiscriminatorProperty: true }) main!: Circle | Square;
  @Field({ type: () => [UnionOf('kind', { circle: Circle, square: Square })] }) more!: (Circle | Square)[];
}

class Inventory {
  @Field({ type: () => SetOf(String) }) tags!: Set<string>;
  @Field({ type: () => MapOf(Circle) }) byName!: Map<string, Circle>;
  @Field({ type: () => RecordOf(Date) }) seen!: Record<string, Date>;
  @IsString({ each: true }) @Type(() => String) labels!: Set<string>;
}

function dtoTool(dto: new () => object) {
  class Tools { @Tool() run(@Args({ type: () => dto }) input: object): string { return JSON.stringify(input); } }
  return recordModel(scan([Tools])).tools[0]!;
}

function argsOf(outcome: BindOutcome): readonly unknown[] {
  if (!outcome.ok) throw new Error(`expected a bound call, got ${JSON.stringify(outcome.issues)}`);
  return outcome.args;
}

describe('scanner/dto-property-from', () => {
  it('gives numeric enums with negative and fractional members their values and a type, no member names', () => {
    class Dto { @IsEnum(Level) level!: Level; }
    expect(inputSchemaFor(dtoTool(Dto)).properties).to.deep.equal({ level: { enum: [-1, 0.5], type: 'number' } });
  });

  it('keeps @Field enumTitles on an enum that @IsEnum declares', () => {
    class Dto { @IsEnum(Size) @Field({ enumTitles: ['Small cup', 'Large cup'] }) size!: Size; }
    expect(inputSchemaFor(dtoTool(Dto)).properties).to.deep.equal({ size: { type: 'string', oneOf: [{ const: 's', title: 'Small cup' }, { const: 'l', title: 'Large cup' }] } });
  });

  it('answers a wrong value for a titled enum with one issue listing the allowed values', async () => {
    class Dto { @IsEnum(Size) @Field({ enumTitles: ['Small cup', 'Large cup'] }) size!: Size; }
    expect(await bindArguments(dtoTool(Dto), { size: 'm' })).to.deep.equal({ ok: false, issues: [{ path: 'size', message: 'must be one of ["s","l"]' }] });
  });

  it('types a literal union of mixed kinds from @IsIn', async () => {
    class Dto { @IsIn(['auto', 0, true]) mode!: 'auto' | 0 | true; }
    const tool = dtoTool(Dto);
    expect(inputSchemaFor(tool).properties).to.deep.equal({ mode: { enum: ['auto', 0, true] } });
    expect((await bindArguments(tool, { mode: true })).ok).to.equal(true);
    expect((await bindArguments(tool, { mode: 'true' })).ok).to.equal(false);
  });

  it('makes @ValidateIf and the validateIf option conditional: not required, nothing asserted, class-validator decides', async () => {
    class Dto {
      @IsString() kind!: string;
      @ValidateIf((o: { kind: string }) => o.kind === 'x') @IsString() whole!: string;
      @IsString({ validateIf: (o: { kind: string }) => o.kind === 'x' }) option!: string;
    }
    const tool = dtoTool(Dto);
    const schema = inputSchemaFor(tool);
    expect(schema.properties).to.deep.equal({ kind: { type: 'string' }, whole: {}, option: {} });
    expect(schema.required).to.deep.equal(['kind']);
    expect((await bindArguments(tool, { kind: 'y', whole: 5, option: 5 })).ok).to.equal(true);
    expect(await bindArguments(tool, { kind: 'x', whole: 5, option: 'a' })).to.deep.equal({ ok: false, issues: [{ path: 'whole', message: 'must be a string' }] });
  });

  it('asserts the unconditional rules of a property beside a rule with validateIf', () => {
    class Dto { @IsString() @Min(3, { validateIf: () => false }) @IsDefined() name!: string; }
    const tool = dtoTool(Dto);
    expect(inputSchemaFor(tool).properties).to.deep.equal({ name: { type: 'string' } });
    expect((tool.input as { type: ObjectType }).type.runtimeRules).to.equal(true);
  });

  it('maps discriminated unions from class-transformer and from UnionOf to oneOf with a const discriminator', async () => {
    const tool = dtoTool(Drawing);
    const schema = inputSchemaFor(tool);
    expect(schema.properties).to.deep.equal({
      main: { oneOf: [{ $ref: '#/$defs/Circle' }, { $ref: '#/$defs/Square' }] },
      more: { type: 'array', items: { oneOf: [{ $ref: '#/$defs/Circle' }, { $ref: '#/$defs/Square' }] } },
    });
    expect(schema.$defs).to.deep.equal({
      Circle: { type: 'object', properties: { kind: { const: 'circle' }, radius: { type: 'integer', minimum: 1 } }, required: ['kind', 'radius'], additionalProperties: false },
      Square: { type: 'object', properties: { kind: { const: 'square' }, side: { type: 'integer' } }, required: ['kind', 'side'], additionalProperties: false },
    });
    const [drawing] = argsOf(await bindArguments(tool, { main: { kind: 'circle', radius: 2 }, more: [{ kind: 'square', side: 1 }, { kind: 'circle', radius: 1 }] })) as [Drawing];
    expect(drawing.main).to.be.instanceOf(Circle);
    expect((drawing.main as Circle).area()).to.be.closeTo(12.566, 0.001);
    expect(drawing.more.map((s) => s.constructor)).to.deep.equal([Square, Circle]);
    expect(await bindArguments(tool, { main: { kind: 'circle', radius: 0 }, more: [{ kind: 'hexagon' }] })).to.deep.equal({
      ok: false,
      issues: [{ path: 'main.radius', message: 'must be >= 1' }, { path: 'more[0].kind', message: 'must be one of ["circle","square"]' }],
    });
  });

  it('maps Set to a unique array, Map and records to objects with additionalProperties, and delivers Set and Map', async () => {
    const tool = dtoTool(Inventory);
    expect(inputSchemaFor(tool).properties).to.deep.equal({
      tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      byName: { type: 'object', additionalProperties: { $ref: '#/$defs/Circle' } },
      seen: { type: 'object', additionalProperties: { type: 'string', format: 'date-time' } },
      labels: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    });
    const [inventory] = argsOf(await bindArguments(tool, { tags: ['a', 'b'], byName: { one: { radius: 1 } }, seen: { x: '2026-01-01T00:00:00Z' }, labels: [] })) as [Inventory];
    expect(inventory.tags).to.be.instanceOf(Set);
    expect(inventory.byName).to.be.instanceOf(Map);
    expect(inventory.byName.get('one')).to.be.instanceOf(Circle);
    expect(inventory.seen.x).to.be.instanceOf(Date);
    expect(inventory.labels).to.be.instanceOf(Set);
    expect((await bindArguments(tool, { tags: ['a', 'a'], byName: {}, seen: {}, labels: [] })).ok).to.equal(false);
  });

  it('advertises a class-initialiser default, makes the property optional, and the instance has it', async () => {
    class Dto { @IsString() unit = 'celsius'; @IsOptional() @IsInt() days?: number; }
    const tool = dtoTool(Dto);
    const schema = inputSchemaFor(tool);
    expect(schema.properties).to.deep.equal({ unit: { type: 'string', default: 'celsius' }, days: { type: 'integer' } });
    expect(schema.required).to.equal(undefined);
    const [dto] = argsOf(await bindArguments(tool, {})) as [Dto];
    expect(dto.unit).to.equal('celsius');
  });

  it('applies a @Field default to the instance, converted like input', async () => {
    class Dto { @Field({ type: () => Date, default: '2026-01-01T00:00:00Z' }) since!: Date; @Field({ default: ['a'], type: () => [String] }) tags!: string[]; }
    const tool = dtoTool(Dto);
    const [first] = argsOf(await bindArguments(tool, {})) as [Dto];
    const [second] = argsOf(await bindArguments(tool, {})) as [Dto];
    expect(first.since).to.be.instanceOf(Date);
    expect(first.tags).to.deep.equal(['a']);
    expect(first.tags).to.not.equal(second.tags);
  });

  it('leaves a rule whose kind the type cannot have to class-validator', async () => {
    class Dto { @IsString() @Field({ type: () => Number }) n!: number; }
    const tool = dtoTool(Dto);
    expect((tool.input as { type: ObjectType }).type.runtimeRules).to.equal(true);
    expect((await bindArguments(tool, { n: 1 })).ok).to.equal(false);
  });

  it('states the type an AnyJson field\'s rules imply, so no keyword stands without its type', () => {
    class Dto {
      @IsObject() @Field({ type: () => AnyJson }) any!: unknown;
      @IsNotEmptyObject() @Field({ type: () => AnyJson }) full!: unknown;
      @ArrayNotEmpty() @Field({ type: () => AnyJson }) list!: unknown;
    }
    const properties = inputSchemaFor(dtoTool(Dto)).properties as Record<string, unknown>;
    expect(properties.any).to.deep.equal({ type: 'object' });
    expect(properties.full).to.deep.equal({ type: 'object', minProperties: 1 });
    expect(properties.list).to.deep.equal({ type: 'array', items: {}, minItems: 1 });
    expect((dtoTool(Dto).input as { type: ObjectType }).type.runtimeRules).to.equal(false);
  });

  it('leaves @IsNotEmptyObject on a DTO or a union to class-validator: their schemas are a $ref and a oneOf, not type object', async () => {
    class Inner { @IsOptional() @IsString() a?: string; }
    class Dto {
      @IsNotEmptyObject() @ValidateNested() @Type(() => Inner) inner!: Inner;
      @IsNotEmptyObject() @Field({ type: () => UnionOf('kind', { circle: Circle, square: Square }) }) shape!: Circle | Square;
    }
    const tool = dtoTool(Dto);
    const properties = inputSchemaFor(tool).properties as Record<string, Record<string, unknown>>;
    expect(properties.inner).to.not.have.property('minProperties');
    expect(properties.shape).to.not.have.property('minProperties');
    expect((tool.input as { type: ObjectType }).type.runtimeRules).to.equal(true);
    expect((await bindArguments(tool, { inner: {}, shape: { kind: 'square', side: 1 } })).ok).to.equal(false);
    expect((await bindArguments(tool, { inner: { a: 'x' }, shape: { kind: 'square', side: 1 } })).ok).to.equal(true);
  });
});
