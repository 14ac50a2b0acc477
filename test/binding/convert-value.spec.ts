import { expect } from 'chai';
import { MinLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { convertValue, needsConversion, runtimeIssues, type PendingValidation } from '../../lib/binding/convert-value.js';
import type { ObjectType, PropertyDescriptor, TypeDescriptor } from '../../lib/model/type-descriptor.js';

function prop(name: string, type: TypeDescriptor): PropertyDescriptor {
  return { name, type, constraints: {}, optional: true, nullable: false };
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
}

class Password {
  @MinLength(8) secret!: string;
}

@ValidatorConstraint({ name: 'neverToday', async: true })
class NeverToday implements ValidatorConstraintInterface {
  async validate(): Promise<boolean> { return false; }
  defaultMessage(): string { return 'is not available today'; }
}

class Booking {
  @Validate(NeverToday) day!: string;
}

const WAYPOINT: ObjectType = { kind: 'object', name: 'Waypoint', target: Waypoint, properties: [prop('label', { kind: 'string' }), prop('lat', { kind: 'number' }), prop('when', { kind: 'date' })], runtimeRules: false, asyncRules: false };
const ROUTE: ObjectType = { kind: 'object', name: 'Route', target: Route, properties: [prop('name', { kind: 'string' }), prop('stops', { kind: 'array', items: WAYPOINT }), prop('start', WAYPOINT)], runtimeRules: false, asyncRules: false };
const PASSWORD: ObjectType = { kind: 'object', name: 'Password', target: Password, properties: [prop('secret', { kind: 'string' })], runtimeRules: true, asyncRules: false };
const BOOKING: ObjectType = { kind: 'object', name: 'Booking', target: Booking, properties: [prop('day', { kind: 'string' })], runtimeRules: true, asyncRules: true };

describe('binding/convert-value', () => {
  it('needsConversion is true for DTOs, dates and arrays of them', () => {
    expect(needsConversion(WAYPOINT)).to.equal(true);
    expect(needsConversion({ kind: 'date' })).to.equal(true);
    expect(needsConversion({ kind: 'array', items: { kind: 'array', items: { kind: 'date' } } })).to.equal(true);
    for (const type of [{ kind: 'string' }, { kind: 'json' }, { kind: 'enum', values: ['a'] }, { kind: 'array', items: { kind: 'integer' } }] as TypeDescriptor[]) {
      expect(needsConversion(type), type.kind).to.equal(false);
    }
  });

  it('turns date strings into Dates, in arrays too', () => {
    const pending: PendingValidation[] = [];
    const date = convertValue({ kind: 'date' }, '2026-11-30T10:00:00Z', [], pending) as Date;
    expect(date).to.be.instanceOf(Date);
    expect(date.toISOString()).to.equal('2026-11-30T10:00:00.000Z');
    const dates = convertValue({ kind: 'array', items: { kind: 'date' } }, ['2026-01-01T00:00:00Z'], [], pending) as Date[];
    expect(dates[0]!.getTime()).to.equal(Date.UTC(2026, 0, 1));
    expect(pending).to.deep.equal([]);
  });

  it('returns values that need no conversion as they are, the same array included', () => {
    const list = [1, 2];
    expect(convertValue({ kind: 'array', items: { kind: 'integer' } }, list, [], [])).to.equal(list);
    const json = { any: ['thing'] };
    expect(convertValue({ kind: 'json' }, json, [], [])).to.equal(json);
    expect(convertValue(WAYPOINT, null, [], [])).to.equal(null);
    expect(convertValue({ kind: 'date' }, undefined, [], [])).to.equal(undefined);
  });

  it('builds DTO instances, nested ones and those in arrays included, without touching the input', () => {
    const raw = { name: 'Tour', stops: [{ lat: 1, when: '2026-11-30T10:00:00Z' }, { lat: 2, label: 'B' }], start: { lat: 0 } };
    const copy = structuredClone(raw);
    const route = convertValue(ROUTE, raw, [], []) as Route;
    expect(route).to.be.instanceOf(Route);
    expect(route.stops[0]).to.be.instanceOf(Waypoint);
    expect(route.stops[0]!.when).to.be.instanceOf(Date);
    expect(route.start).to.be.instanceOf(Waypoint);
    expect(route.stops.map((s) => [s.label, s.lat])).to.deep.equal([['unnamed', 1], ['B', 2]]);
    expect(raw).to.deep.equal(copy);
  });

  it('queues instances with runtime rules for class-validator, with their paths', () => {
    const pending: PendingValidation[] = [];
    const secret = { kind: 'object', name: 'Holder', target: class Holder {}, properties: [prop('passwords', { kind: 'array', items: PASSWORD })], runtimeRules: false, asyncRules: false } as ObjectType;
    convertValue(secret, { passwords: [{ secret: 'a' }, { secret: 'b' }] }, ['input'], pending);
    expect(pending.map((p) => [p.path, p.async, p.instance instanceof Password])).to.deep.equal([
      [['input', 'passwords', 0], false, true],
      [['input', 'passwords', 1], false, true],
    ]);
  });

  it('runtimeIssues runs class-validator synchronously and roots the paths, without the property name in the message', () => {
    const pending: PendingValidation[] = [];
    convertValue(PASSWORD, { secret: 'short' }, ['accounts', 2], pending);
    convertValue(PASSWORD, { secret: 'long enough' }, ['other'], pending);
    const issues = runtimeIssues(pending);
    expect(issues).to.deep.equal([{ path: 'accounts[2].secret', message: 'must be longer than or equal to 8 characters' }]);
  });

  it('runtimeIssues returns a promise when a rule is asynchronous', async () => {
    const pending: PendingValidation[] = [];
    convertValue(BOOKING, { day: 'monday' }, [], pending);
    convertValue(PASSWORD, { secret: 'x' }, ['pw'], pending);
    const issues = runtimeIssues(pending);
    expect(issues).to.be.instanceOf(Promise);
    expect(await issues).to.deep.equal([
      { path: 'day', message: 'is not available today' },
      { path: 'pw.secret', message: 'must be longer than or equal to 8 characters' },
    ]);
  });

  it('runtimeIssues of nothing is an empty list', () => {
    expect(runtimeIssues([])).to.deep.equal([]);
  });
});
