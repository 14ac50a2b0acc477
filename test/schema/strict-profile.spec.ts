import { expect } from 'chai';
import { IsEnum, IsInt, IsOptional, IsString, Length, Min, ValidateNested, ArrayUnique } from 'class-validator';
import { Type } from 'class-transformer';
import { Args, Field, Int, Param, Tool, UnionOf } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { inputSchemaFor, scan, type JsonSchemaObject } from '../../lib/model/index.js';
import { strictProfileOf } from '../../lib/schema/strict-profile.js';
import { recordModel } from '../support/emitted-schemas.js';

enum Unit { C = 'c', F = 'f' }
class Place { @IsString() city!: string; @IsOptional() @IsString() country?: string; }
class Circle { @IsInt() r!: number; }
class Square { @IsInt() side!: number; }
class Order {
  @IsString() @Length(1, 20) name!: string;
  @IsOptional() @IsInt() @Min(1) quantity?: number;
  @IsOptional() @IsEnum(Unit) unit?: Unit;
  @IsOptional() @ValidateNested() @Type(() => Place) place?: Place;
  @Field({ type: () => UnionOf('kind', { circle: Circle, square: Square }) }) shape!: Circle | Square;
  @ArrayUnique() @IsString({ each: true }) tags!: string[];
}

describe('schema/strict-profile', () => {
  it('lists every property as required, makes the optional ones nullable, and keeps objects closed', () => {
    const schema = strictProfileOf({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer', minimum: 1 }, c: { $ref: '#/$defs/C', description: 'C' }, d: { enum: ['x'], type: 'string' }, e: { const: 1, type: 'integer' } }, required: ['a'], $defs: { C: { type: 'object', properties: { x: { type: 'string' } } } } } as JsonSchemaObject);
    expect(schema).to.deep.equal({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: ['integer', 'null'], minimum: 1 },
        c: { anyOf: [{ $ref: '#/$defs/C' }, { type: 'null' }], description: 'C' },
        d: { enum: ['x', null], type: ['string', 'null'] },
        e: { type: ['integer', 'null'], enum: [1, null] },
      },
      required: ['a', 'b', 'c', 'd', 'e'],
      $defs: { C: { type: 'object', properties: { x: { type: ['string', 'null'] } }, required: ['x'], additionalProperties: false } },
      additionalProperties: false,
    });
  });

  it('moves keywords strict mode refuses into the description, turns oneOf into anyOf and titled choices into an enum', () => {
    const schema = strictProfileOf({ type: 'object', properties: {
      s: { type: 'string', minLength: 2, description: 'Name', default: 'x' },
      t: { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }] },
      u: { oneOf: [{ $ref: '#/$defs/X' }] },
      v: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      w: { type: 'string', format: 'uri' },
    }, required: ['s', 't', 'u', 'v', 'w'] } as JsonSchemaObject);
    expect(schema.properties).to.deep.equal({
      s: { type: 'string', description: 'Name (minLength: 2; default: "x")' },
      t: { type: 'string', enum: ['a', 'b'], description: 'choices "a": A, "b": B' },
      u: { anyOf: [{ $ref: '#/$defs/X' }] },
      v: { type: 'array', items: { type: 'string' }, description: 'uniqueItems: true' },
      w: { type: 'string', description: 'format: uri' },
    });
  });

  it('is what a strict tool advertises, while its arguments are still checked against the standard schema', async () => {
    class Tools { @Tool({ profile: 'strict' }) order(@Args() order: Order): string { return order.name; } }
    const tool = recordModel(scan([Tools])).tools[0]!;
    const schema = inputSchemaFor(tool);
    expect(schema.required).to.have.members(['name', 'quantity', 'unit', 'place', 'shape', 'tags']);
    expect((schema.properties as Record<string, object>).quantity).to.deep.equal({ type: ['integer', 'null'], minimum: 1 });
    expect((schema.properties as Record<string, object>).shape).to.deep.equal({ anyOf: [{ $ref: '#/$defs/Circle' }, { $ref: '#/$defs/Square' }] });
    const ok = await bindArguments(tool, { name: 'Tea', quantity: null, unit: null, place: { city: 'Oslo', country: null }, shape: { kind: 'circle', r: 1 }, tags: [] });
    expect(ok.ok).to.equal(true);
    const order = (ok as unknown as { args: Order[] }).args[0]!;
    expect('quantity' in order).to.equal(false);
    expect(order.place).to.be.instanceOf(Place);
    expect('country' in order.place!).to.equal(false);
    expect(await bindArguments(tool, { name: '', quantity: 0, unit: null, place: null, shape: { kind: 'circle', r: 1 }, tags: ['a', 'a'] })).to.deep.equal({
      ok: false,
      issues: [{ path: 'name', message: 'must have 1 to 20 characters' }, { path: 'quantity', message: 'must be >= 1' }, { path: 'tags', message: 'must NOT have duplicate items (items ## 1 and 0 are identical)' }],
    });
  });

  it('applies server-wide through the scan options, and a tool can opt back out', () => {
    class Tools {
      @Tool() find(@Param('q') q: string, @Param('limit', { type: () => Int, optional: true }) limit?: number): string { return `${q}${limit}`; }
      @Tool({ profile: 'standard' }) plain(@Param('q', { optional: true }) q?: string): string { return q ?? ''; }
    }
    const [find, plain] = recordModel(scan([Tools], { profile: 'strict' })).tools;
    expect(inputSchemaFor(find!)).to.deep.equal({ type: 'object', properties: { q: { type: 'string' }, limit: { type: ['integer', 'null'] } }, required: ['q', 'limit'], additionalProperties: false });
    expect(inputSchemaFor(plain!).required).to.equal(undefined);
  });
});
