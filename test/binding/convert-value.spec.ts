import { expect } from 'chai';
import { MinLength } from 'class-validator';
import { compileConverter, needsConversion, segmentsOf, type ConversionContext } from '../../lib/binding/convert-value.js';
import type { ObjectType, FieldDescriptor, TypeDescriptor, UnionType } from '../../lib/model/type-descriptor.js';

function prop(name: string, type: TypeDescriptor, extra: Partial<FieldDescriptor> = {}): FieldDescriptor {
  return { name, type, constraints: {}, optional: true, nullable: false, ...extra };
}

class Waypoint {
  label = 'unnamed';
  lat!: number;
  when?: Date;
}

class Route {
  name!: string;
  stops!: Waypoint[];
  start?: Waypoint;
  get summary(): string { return this.name; }
}

class Password {
  @MinLength(8) secret!: string;
}

class Circle { radius!: number; }
class Square { side!: number; }

const WAYPOINT: ObjectType = { kind: 'object', name: 'Waypoint', target: Waypoint, properties: [prop('label', { kind: 'string' }), prop('lat', { kind: 'number' }), prop('when', { kind: 'date' })], runtimeRules: false, asyncRules: false };
const ROUTE: ObjectType = { kind: 'object', name: 'Route', target: Route, properties: [prop('name', { kind: 'string' }), prop('stops', { kind: 'array', items: WAYPOINT }), prop('start', WAYPOINT), prop('summary', { kind: 'string' })], runtimeRules: false, asyncRules: false };
const PASSWORD: ObjectType = { kind: 'object', name: 'Password', target: Password, properties: [prop('secret', { kind: 'string' })], runtimeRules: true, asyncRules: false };
const SHAPE: UnionType = {
  kind: 'union', discriminator: 'kind', keepDiscriminator: true,
  variants: [
    { value: 'circle', type: { kind: 'object', name: 'Circle', target: Circle, properties: [prop('radius', { kind: 'number' })], runtimeRules: false, asyncRules: false } },
    { value: 'square', type: { kind: 'object', name: 'Square', target: Square, properties: [prop('side', { kind: 'number' })], runtimeRules: false, asyncRules: false } },
  ],
};

const context = (): ConversionContext => ({ pending: [], issues: [] });
const convert = (type: TypeDescriptor, value: unknown, ctx = context()): unknown => compileConverter(type)!(value, undefined, ctx);

describe('binding/convert-value', () => {
  it('needsConversion is true for DTOs, dates, sets, maps, unions and lists of them', () => {
    for (const type of [WAYPOINT, { kind: 'date' }, { kind: 'array', items: { kind: 'array', items: { kind: 'date' } } }, { kind: 'set', items: { kind: 'string' } }, { kind: 'record', values: { kind: 'integer' }, delivery: 'map' }, SHAPE] as TypeDescriptor[]) {
      expect(needsConversion(type), type.kind).to.equal(true);
    }
    for (const type of [{ kind: 'string' }, { kind: 'json' }, { kind: 'enum', values: ['a'] }, { kind: 'array', items: { kind: 'integer' } }, { kind: 'record', values: { kind: 'integer' }, delivery: 'object' }] as TypeDescriptor[]) {
      expect(needsConversion(type), type.kind).to.equal(false);
    }
  });

  it('turns date-time strings into Dates, offsets and years below 100 included', () => {
    expect((convert({ kind: 'date' }, '2026-11-30T10:00:00+01:00') as Date).toISOString()).to.equal('2026-11-30T09:00:00.000Z');
    expect((convert({ kind: 'date' }, '0050-01-01t00:00:00.1239z') as Date).toISOString()).to.equal('0050-01-01T00:00:00.123Z');
    const dates = convert({ kind: 'array', items: { kind: 'date' } }, ['2026-01-01 00:00:00Z']) as Date[];
    expect(dates[0]!.getTime()).to.equal(Date.UTC(2026, 0, 1));
  });

  it('never makes an Invalid Date: a leap second becomes an issue at its path', () => {
    const ctx = context();
    const out = convert({ kind: 'array', items: { kind: 'date' } }, ['2016-12-31T23:59:60Z'], ctx) as unknown[];
    expect(out[0]).to.equal('2016-12-31T23:59:60Z');
    expect(ctx.issues).to.deep.equal([{ path: '[0]', message: 'is a leap second, which a JavaScript Date cannot represent; send hh:mm:59 or the next second instead' }]);
  });

  it('builds DTO instances with new C() (initialisers kept), nested ones and those in arrays, without touching the input', () => {
    const raw = { name: 'Tour', stops: [{ lat: 1, when: '2026-11-30T10:00:00Z' }, { lat: 2, label: 'B' }], start: { lat: 0 }, summary: 'ignored' };
    const copy = structuredClone(raw);
    const route = convert(ROUTE, raw) as Route;
    expect(Object.getPrototypeOf(route)).to.equal(Route.prototype);
    expect(route.stops[0]).to.be.instanceOf(Waypoint);
    expect(route.stops[0]!.when).to.be.instanceOf(Date);
    expect(route.start).to.be.instanceOf(Waypoint);
    expect(route.stops.map((s) => [s.label, s.lat])).to.deep.equal([['unnamed', 1], ['B', 2]]);
    expect(route.summary).to.equal('Tour');
    expect(raw).to.deep.equal(copy);
  });

  it('delivers sets as Set, maps as Map and records as plain objects', () => {
    const set = convert({ kind: 'set', items: { kind: 'string' } }, ['a', 'b']) as Set<string>;
    expect(set).to.be.instanceOf(Set);
    expect([...set]).to.deep.equal(['a', 'b']);
    const map = convert({ kind: 'record', values: WAYPOINT, delivery: 'map' }, { home: { lat: 1 } }) as Map<string, Waypoint>;
    expect(map).to.be.instanceOf(Map);
    expect(map.get('home')).to.be.instanceOf(Waypoint);
    const record = convert({ kind: 'record', values: { kind: 'date' }, delivery: 'object' }, { start: '2026-01-01T00:00:00Z' }) as Record<string, Date>;
    expect(Object.getPrototypeOf(record)).to.equal(Object.prototype);
    expect(record.start).to.be.instanceOf(Date);
  });

  it('builds the union member the discriminator names, keeping the discriminator', () => {
    const shapes = convert({ kind: 'array', items: SHAPE }, [{ kind: 'circle', radius: 1 }, { kind: 'square', side: 2 }]) as object[];
    expect(shapes[0]).to.be.instanceOf(Circle);
    expect(shapes[1]).to.be.instanceOf(Square);
    expect(shapes[0]).to.deep.include({ kind: 'circle', radius: 1 });
  });

  it('passes values of another shape through (only met when the schema already failed)', () => {
    expect(convert(WAYPOINT, 'text')).to.equal('text');
    expect(convert({ kind: 'array', items: WAYPOINT }, 5)).to.equal(5);
    expect(convert(SHAPE, { kind: 'triangle' })).to.deep.equal({ kind: 'triangle' });
  });

  it('queues instances with runtime rules for class-validator, with their paths', () => {
    const ctx = context();
    const holder: ObjectType = { kind: 'object', name: 'Holder', target: class Holder {}, properties: [prop('passwords', { kind: 'array', items: PASSWORD })], runtimeRules: false, asyncRules: false };
    compileConverter(holder)!({ passwords: [{ secret: 'a' }, { secret: 'b' }] }, { up: undefined, key: 'input' }, ctx);
    expect(ctx.pending.map((p) => [p.path, p.async, p.instance instanceof Password])).to.deep.equal([
      [['input', 'passwords', 0], false, true],
      [['input', 'passwords', 1], false, true],
    ]);
  });

  it('segmentsOf reads a path node back root first', () => {
    expect(segmentsOf({ up: { up: undefined, key: 'stops' }, key: 2 })).to.deep.equal(['stops', 2]);
    expect(segmentsOf(undefined)).to.deep.equal([]);
  });
});
