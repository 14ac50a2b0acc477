import { expect } from 'chai';
import { IsDate, IsInt, IsOptional, IsString, IsStrongPassword, Length, ValidateNested, registerDecorator } from 'class-validator';
import { Type } from 'class-transformer';
import { Args, Field, Int, Param, Tool } from '../../lib/index.js';
import { bindArguments } from '../../lib/binding/bind-arguments.js';
import { scan, type BindOutcome } from '../../lib/model/index.js';
import { recordModel } from '../support/emitted-schemas.js';

class Address {
  @IsString() city!: string;
}

class Account {
  @IsString() @Length(2, 20) name!: string;
  @IsStrongPassword() password!: string;
  @IsOptional() @IsString() nick?: string;
  @ValidateNested() @Type(() => Address) address!: Address;
  @Field({ type: () => Date }) @IsDate() since!: Date;
  greet(): string {
    return `hi ${this.name}`;
  }
}

function isEven(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({ name: 'isEvenAsync', target: target.constructor, propertyName: String(key), async: true, validator: { validate: async (v: unknown) => typeof v === 'number' && v % 2 === 0, defaultMessage: () => 'must be even' } });
}
class Counter {
  @IsInt() @isEven() value!: number;
}

function argsOf(outcome: BindOutcome): readonly unknown[] {
  if (!outcome.ok) throw new Error(`expected a bound call, got ${JSON.stringify(outcome.issues)}`);
  return outcome.args;
}

describe('binding/compile-binder', () => {
  let tools: ReturnType<typeof scan>['tools'];
  before(() => {
    class Bindings {
      @Tool() search(@Param('query') query: string, @Param('limit', { type: () => Int, minimum: 1, maximum: 50, default: 10 }) limit: number): string {
        return `${query}:${limit}`;
      }
      @Tool() open(@Args() account: Account): string {
        return account.greet();
      }
      @Tool() tags(@Param('tags', { type: () => [String], maxItems: 2 }) tags: string[], @Param('at', { optional: true }) at?: Date): string {
        return `${tags.join()}${at?.toISOString() ?? ''}`;
      }
      @Tool() count(@Args() counter: Counter): number {
        return counter.value;
      }
    }
    tools = recordModel(scan([Bindings])).tools;
  });
  const tool = (name: string) => tools.find((t) => t.name === name)!;
  const bind = async (name: string, raw: unknown): Promise<BindOutcome> => bindArguments(tool(name), raw);

  it('binds named arguments by position and fills defaults', async () => {
    expect(await bind('search', { query: 'globex' })).to.deep.equal({ ok: true, args: ['globex', 10] });
    expect(await bind('search', { query: 'x', limit: 3 })).to.deep.equal({ ok: true, args: ['x', 3] });
  });

  it('treats missing arguments as {} and lists every failing field', async () => {
    expect(await bind('search', undefined)).to.deep.equal({ ok: false, issues: [{ path: 'query', message: 'is required' }] });
    expect(await bind('search', { limit: 99, extra: true })).to.deep.equal({
      ok: false,
      issues: [
        { path: 'query', message: 'is required' },
        { path: 'extra', message: 'is not an accepted field' },
        { path: 'limit', message: 'must be <= 50' },
      ],
    });
  });

  it('refuses non-object roots', async () => {
    expect(await bind('search', [])).to.deep.equal({ ok: false, issues: [{ path: '(arguments)', message: 'must be a JSON object, got an array' }] });
    expect(await bind('search', 'text')).to.deep.equal({ ok: false, issues: [{ path: '(arguments)', message: 'must be a JSON object, got string' }] });
  });

  it('refuses __proto__, constructor and prototype keys without polluting anything', async () => {
    const hostile = JSON.parse('{"query":"x","__proto__":{"polluted":1},"nested":{"constructor":{"prototype":{"polluted":1}}}}') as unknown;
    const outcome = await bind('search', hostile);
    expect(outcome).to.deep.equal({ ok: false, issues: [{ path: '__proto__', message: 'is a forbidden key' }, { path: 'nested.constructor', message: 'is a forbidden key' }] });
    const dto = await bind('open', JSON.parse('{"address":{"city":"x","__proto__":{"polluted":1}}}'));
    expect(dto.ok).to.equal(false);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect((Object.prototype as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('refuses nesting deeper than the limit, even 10,000 levels, without overflowing', async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`) as unknown;
    const outcome = await bind('open', deep);
    expect(outcome.ok).to.equal(false);
    expect(!outcome.ok && outcome.issues[0]!.message).to.equal('is nested deeper than 32 levels');
  });

  it('builds DTO instances (nested ones too) and Dates', async () => {
    const outcome = await bind('open', { name: 'Dana', password: 'Str0ng!Passw0rd', address: { city: 'Springfield' }, since: '2026-01-02T03:04:05Z' });
    expect(outcome.ok).to.equal(true);
    const account = argsOf(outcome)[0] as Account;
    expect(account).to.be.instanceOf(Account);
    expect(account.address).to.be.instanceOf(Address);
    expect(account.since).to.be.instanceOf(Date);
    expect(account.since.toISOString()).to.equal('2026-01-02T03:04:05.000Z');
    expect(account.greet()).to.equal('hi Dana');
  });

  it('runs class-validator for rules the schema cannot express', async () => {
    const outcome = await bind('open', { name: 'Dana', password: 'weak', address: { city: 'x' }, since: '2026-01-02T03:04:05Z' });
    expect(outcome).to.deep.equal({ ok: false, issues: [{ path: 'password', message: 'is not strong enough' }] });
  });

  it('reports schema failures at their nested path', async () => {
    const outcome = await bind('open', { name: 'D', password: 'Str0ng!Passw0rd', address: { city: 5 }, since: 'yesterday', nick: null });
    expect(outcome).to.deep.equal({
      ok: false,
      issues: [
        { path: 'name', message: 'must have 2 to 20 characters' },
        { path: 'nick', message: 'must be string' },
        { path: 'address.city', message: 'must be string' },
        { path: 'since', message: 'must match format "date-time"' },
      ],
    });
  });

  it('awaits asynchronous class-validator rules', async () => {
    expect(await bind('count', { value: 4 })).to.have.property('ok', true);
    expect(await bind('count', { value: 3 })).to.deep.equal({ ok: false, issues: [{ path: 'value', message: 'must be even' }] });
  });

  it('still runs the runtime-only rules when the schema fails, so one answer names every bad field', async () => {
    const outcome = await bind('open', { name: 'D', password: 'weak', address: { city: 'x' }, since: '2026-01-02T03:04:05Z' });
    expect(outcome).to.deep.equal({
      ok: false,
      issues: [{ path: 'name', message: 'must have 2 to 20 characters' }, { path: 'password', message: 'is not strong enough' }],
    });
  });

  it('merges asynchronous custom constraints into a failed schema check too', async () => {
    class Booking { @IsInt() @isEven() seats!: number; @IsString() @Length(2, 8) code!: string; }
    class Tools { @Tool() book(@Args() booking: Booking): number { return booking.seats; } }
    const tool = scan([Tools]).tools[0]!;
    expect(await bindArguments(tool, { seats: 3, code: 'x' })).to.deep.equal({
      ok: false,
      issues: [{ path: 'code', message: 'must have 2 to 8 characters' }, { path: 'seats', message: 'must be even' }],
    });
  });

  it('refuses a leap second instead of handing the handler an Invalid Date', async () => {
    expect(await bind('tags', { tags: ['a'], at: '2016-12-31T23:59:60Z' })).to.deep.equal({
      ok: false,
      issues: [{ path: 'at', message: 'is a leap second, which a JavaScript Date cannot represent; send hh:mm:59 or the next second instead' }],
    });
  });

  it('builds an all-exact DTO by its compiled binder: same prototype, nested instances, Dates, nothing left for class-validator', async () => {
    class Stop { @IsString() name!: string; @Field({ type: () => Date }) @IsDate() at!: Date; }
    class Trip { @IsString() @Length(1, 20) title!: string; @ValidateNested({ each: true }) @Type(() => Stop) stops!: Stop[]; @IsOptional() @IsInt() seats?: number; }
    class Tools { @Tool() plan(@Args() trip: Trip): string { return trip.title; } }
    const tool = scan([Tools]).tools[0]!;
    expect(tool.input.kind === 'dto' && [tool.input.type.runtimeRules, tool.input.type.transformer]).to.deep.equal([false, undefined]);
    const [trip] = argsOf(await bindArguments(tool, { title: 'Alps', stops: [{ name: 'Chur', at: '2026-07-01T08:00:00Z' }] })) as [Trip];
    expect(Object.getPrototypeOf(trip)).to.equal(Trip.prototype);
    expect(trip.stops[0]).to.be.instanceOf(Stop);
    expect(trip.stops[0]!.at.toISOString()).to.equal('2026-07-01T08:00:00.000Z');
    expect(Object.keys(trip)).to.deep.equal(['title', 'stops']);
  });

  it('converts arrays and optional Dates, and never writes to the raw input', async () => {
    const raw = Object.freeze({ tags: Object.freeze(['a', 'b']), at: '2026-11-30T00:00:00Z' });
    const outcome = await bind('tags', raw);
    expect(outcome.ok).to.equal(true);
    const [tags, at] = argsOf(outcome);
    expect(tags).to.deep.equal(['a', 'b']);
    expect(at).to.be.instanceOf(Date);
    expect(await bind('tags', { tags: ['a', 'b', 'c'] })).to.deep.equal({ ok: false, issues: [{ path: 'tags', message: 'must NOT have more than 2 items' }] });
  });
});
