import { expect } from 'chai';
import { IsInt } from 'class-validator';
import { ImportOrderError } from '../../lib/errors/import-order.error.js';
import { MissingParamTypeError } from '../../lib/errors/missing-param-type.error.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import { AnyJson, Int, SetOf, UnionOf, MapOf } from '../../lib/metadata/type-spec.js';
import { TypeResolver } from '../../lib/scanner/resolve-type.js';

class Host {}
const site = { host: Host.prototype, key: 'run', index: 0, name: 'x' };

class Circle { @IsInt() radius!: number; }
class Square { @IsInt() side!: number; }
enum Color { Red = 'red', Blue = 'blue' }

describe('scanner/resolve-type', () => {
  it('resolves primitive constructors, markers, lists, enums and DTO classes from a type spec', () => {
    const r = new TypeResolver();
    expect(r.fromSpec(String, site, '@Param(')).to.deep.equal({ kind: 'string' });
    expect(r.fromSpec(Int, site, '@Param(')).to.deep.equal({ kind: 'integer' });
    expect(r.fromSpec(AnyJson, site, '@Param(')).to.deep.equal({ kind: 'json' });
    expect(r.fromSpec(Date, site, '@Param(')).to.deep.equal({ kind: 'date' });
    expect(r.fromSpec([Boolean], site, '@Param(')).to.deep.equal({ kind: 'array', items: { kind: 'boolean' } });
    expect(r.fromSpec(SetOf(Number), site, '@Param(')).to.deep.equal({ kind: 'set', items: { kind: 'number' } });
    expect(r.fromSpec(MapOf(String), site, '@Param(')).to.deep.equal({ kind: 'record', values: { kind: 'string' }, delivery: 'map' });
    expect(r.fromSpec(Color, site, '@Param(')).to.deep.equal({ kind: 'enum', values: ['red', 'blue'] });
    const union = r.fromSpec(UnionOf('kind', { circle: Circle, square: Square }), site, '@Param(');
    expect(union).to.deep.include({ kind: 'union', discriminator: 'kind' });
  });

  it('resolves a DTO class once: the same object each time, so recursive classes terminate', () => {
    const r = new TypeResolver();
    const first = r.objectType(Circle);
    expect(first).to.deep.include({ kind: 'object', name: 'Circle' });
    expect(r.fromSpec(Circle, site, '@Param(')).to.equal(first);
  });

  it('refuses specs that give no type, naming the site and how to fix it', () => {
    const r = new TypeResolver();
    expect(() => r.fromSpec([String, Number], site, '@Param(')).to.throw(UnsupportedTypeError, 'the type thunk returns an array of 2 entries at Host.run(#0 "x"). A list type is a one-element array: () => [String].');
    expect(() => r.fromSpec(undefined, site, '@Param(')).to.throw(UnsupportedTypeError, 'the type thunk returned undefined');
    expect(() => r.fromSpec({}, site, '@Param(')).to.throw(UnsupportedTypeError, 'the type is an object with no string or number values');
    expect(() => r.fromSpec(Map, site, '@Param(')).to.throw(MissingParamTypeError, "maps lose their value type at run time, so give it: @Param({ type: () => MapOf(String) })");
    expect(() => r.unionType('', [], false, site)).to.throw(UnsupportedTypeError, 'the union names no discriminator property or no classes');
    expect(() => r.unionType('kind', [{ value: 'a', cls: Map }], false, site)).to.throw(UnsupportedTypeError, 'union member "a" is not a DTO class');
  });

  it('reads a design type, refusing those that lost their shape, and blames import order once another member had metadata', () => {
    const r = new TypeResolver();
    expect(r.fromDesign(Number, site, '@Param(')).to.deep.equal({ kind: 'number' });
    expect(() => r.fromDesign(Array, site, "@Param('x', ")).to.throw(MissingParamTypeError, "arrays lose their element type at run time, so give it: @Param('x', { type: () => [String] })");
    expect(() => r.fromDesign(Object, site, '@Param(')).to.throw(MissingParamTypeError, 'unions, interfaces');
    expect(() => r.fromDesign(undefined, { host: Host.prototype, key: 'p' }, '@Field(')).to.throw(MissingParamTypeError, 'no design type was emitted here');
    r.designWitness = 'Other.member';
    expect(() => r.fromDesign(undefined, { host: Host.prototype, key: 'p' }, '@Field(')).to.throw(ImportOrderError);
  });

  it('builds a value with its constraints and presence, refusing constraints that do not apply and unknown formats', () => {
    const r = new TypeResolver();
    const value = r.valueFrom({ minLength: 2, default: 'ab', description: 'd' }, String, site, '@Param(');
    expect(value).to.deep.include({ type: { kind: 'string' }, optional: true, nullable: false, description: 'd', default: 'ab' });
    expect(value.constraints).to.deep.include({ minLength: 2 });
    expect(r.valueFrom({}, String, site, '@Param(', undefined, { optional: true, conditional: true })).to.deep.include({ optional: true, conditional: true });
    expect(r.valueFrom({ enum: Color }, Array, site, '@Param(').type).to.deep.equal({ kind: 'array', items: { kind: 'enum', values: ['red', 'blue'] } });
    expect(() => r.valueFrom({ maximum: 3 }, String, site, '@Param(')).to.throw(UnsupportedTypeError, 'option "maximum" does not apply to a value of type string');
    expect(() => r.valueFrom({ format: 'colour' }, String, site, '@Param(')).to.throw(UnsupportedTypeError, 'option "format" names "colour", a format the validator does not know');
  });

  it('gives enum values their titles, one per value', () => {
    const r = new TypeResolver();
    expect(r.valueFrom({ enum: Color, enumTitles: ['Red', 'Blue'] }, String, site, '@Param(').type).to.deep.equal({ kind: 'enum', values: ['red', 'blue'], titles: ['Red', 'Blue'], titleStyle: 'titled' });
    expect(() => r.valueFrom({ enum: Color, enumTitles: ['Red'] }, String, site, '@Param(')).to.throw(UnsupportedTypeError, 'enumTitles has 1 entries for 2 enum values');
    expect(() => r.valueFrom({ enumTitles: ['A'] }, String, site, '@Param(')).to.throw(UnsupportedTypeError, 'enumTitles is given, but the value is string, not an enum');
  });

  it('keeps the defaults to check after the scan, in order', () => {
    const r = new TypeResolver();
    const value = r.valueFrom({ default: 1 }, Number, site, '@Param(');
    r.addPendingDefault({ value, site });
    expect(r.pendingDefaults()).to.deep.equal([{ value, site }]);
  });
});

