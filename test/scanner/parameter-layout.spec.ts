import { expect } from 'chai';
import { parameterLayout } from '../../lib/scanner/parameter-layout.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import type { ParamRecord } from '../../lib/metadata/records.js';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Ctx } from '../../lib/decorators/ctx.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { MissingDesignMetadataError } from '../../lib/errors/missing-design-metadata.error.js';
import { UnboundParameterError } from '../../lib/errors/unbound-parameter.error.js';
import type { McpContext } from '../../lib/model/handler-context.js';

class Query { text = ''; }

const mark: MethodDecorator = () => undefined;

/** The layout of `target.prototype[key]` from the records its decorators wrote. */
function layoutOf(target: Function, key: string) {
  const records = getMetadataStore().recordsFor(target)?.params.filter((p) => p.key === key) ?? [];
  return parameterLayout(target.prototype as object, key, records);
}

describe('scanner/parameter-layout', () => {
  it('puts each binding at its position with its design type, and finds the context', () => {
    class Tools { @mark find(@Param('q') q: string, @Ctx() ctx: McpContext, @Param('limit') limit: number): string { return q + limit + ctx.revision; } }
    const layout = layoutOf(Tools, 'find');
    expect(layout.arity).to.equal(3);
    expect(layout.contextIndex).to.equal(1);
    expect(layout.slots.map((s) => [s.record.binding, s.record.index, s.record.name, s.design])).to.deep.equal([['param', 0, 'q', String], ['ctx', 1, '', Object], ['param', 2, 'limit', Number]]);
  });

  it('marks the parameters from the first JavaScript default on as defaulted (the function length stops there)', () => {
    class Tools { @mark find(@Param('q') q: string, @Param('limit') limit = 10, @Param('page') page?: number): string { return q + limit + (page ?? 0); } }
    const layout = layoutOf(Tools, 'find');
    expect(Tools.prototype.find.length).to.equal(1);
    expect(layout.slots.map((s) => [s.record.name, s.defaulted])).to.deep.equal([['q', false], ['limit', true], ['page', true]]);
  });

  it('has no context index without @Ctx, and arity 0 for no parameters', () => {
    class Tools {
      @mark add(@Args() q: Query): string { return q.text; }
      @mark none(): string { return ''; }
    }
    const add = layoutOf(Tools, 'add');
    expect(add.contextIndex).to.equal(undefined);
    expect(add.slots.map((s) => [s.record.binding, s.design])).to.deep.equal([['args', Query]]);
    expect(layoutOf(Tools, 'none')).to.deep.equal({ arity: 0, slots: [], contextIndex: undefined });
  });

  it('without design metadata, refuses every parameter that declares no type, in one error', () => {
    class Bare { run(x: string, y: string, z: unknown): string { return x + y + String(z); } }
    const records: ParamRecord[] = [
      { binding: 'param', key: 'run', index: 1, name: 'y', options: {} },
      { binding: 'args', key: 'run', index: 0, name: '', options: {} },
      { binding: 'ctx', key: 'run', index: 2, name: '', options: {} },
    ];
    const error = (() => { try { parameterLayout(Bare.prototype, 'run', records); } catch (e) { return e; } return undefined; })() as MissingDesignMetadataError;
    expect(error).to.be.instanceOf(MissingDesignMetadataError);
    expect(error.members).to.deep.equal(['Bare.run(#0)', 'Bare.run(#1 "y")']);
  });

  it('without design metadata, lays out typed parameters and @Ctx from the records and the method length', () => {
    class Bare { run(x: string, _ctx: unknown, limit = 10): string { return x + limit; } }
    const records: ParamRecord[] = [
      { binding: 'param', key: 'run', index: 0, name: 'x', options: { type: () => String } },
      { binding: 'ctx', key: 'run', index: 1, name: '', options: {} },
      { binding: 'param', key: 'run', index: 2, name: 'limit', options: { type: () => Number } },
    ];
    const layout = parameterLayout(Bare.prototype, 'run', records);
    expect(layout.arity).to.equal(3);
    expect(layout.contextIndex).to.equal(1);
    expect(layout.slots.map((s) => [s.record.name, s.design, s.defaulted])).to.deep.equal([['x', undefined, false], ['', undefined, false], ['limit', undefined, true]]);
    class None { ping(): string { return 'pong'; } }
    expect(parameterLayout(None.prototype, 'ping', [])).to.deep.equal({ arity: 0, slots: [], contextIndex: undefined });
    class Unbound { run(x: string): string { return x; } }
    expect(() => parameterLayout(Unbound.prototype, 'run', [])).to.throw(UnboundParameterError, 'parameter Unbound.run(#0)');
  });

  it('refuses a parameter with no binding decorator', () => {
    class Tools { @mark run(@Param('a') a: string, b: string): string { return a + b; } }
    expect(() => layoutOf(Tools, 'run')).to.throw(UnboundParameterError, 'parameter Tools.run(#1) has no decorator');
  });

  it('counts parameters the design types leave out but the method declares', () => {
    class Tools { run(a: string, b: string): string { return a + b; } }
    Reflect.defineMetadata('design:paramtypes', [String], Tools.prototype, 'run');
    const only: ParamRecord = { binding: 'param', key: 'run', index: 0, name: 'a', options: {} };
    expect(() => parameterLayout(Tools.prototype, 'run', [only])).to.throw(UnboundParameterError, 'parameter Tools.run(#1)');
    const layout = parameterLayout(Tools.prototype, 'run', [only, { ...only, index: 1, name: 'b' }]);
    expect(layout.arity).to.equal(2);
    expect(layout.slots.map((s) => s.design)).to.deep.equal([String, undefined]);
  });

  it('refuses two binding decorators on one parameter', () => {
    class Tools { @mark run(@Param('a') @Ctx() a: string): string { return a; } }
    expect(() => layoutOf(Tools, 'run')).to.throw(InvalidDecoratorOptionError, 'parameter #0 carries 2 binding decorators at Tools.run(#0). Keep exactly one of @Param, @Args or @Ctx on each parameter.');
  });

  it('refuses more than one @Ctx', () => {
    class Tools { @mark run(@Ctx() a: McpContext, @Ctx() b: McpContext): string { return a.revision + b.revision; } }
    expect(() => layoutOf(Tools, 'run')).to.throw(InvalidDecoratorOptionError, 'more than one parameter asks for @Ctx() at Tools.run(#1). Keep one @Ctx() parameter.');
  });

  it('refuses an argument name bound twice', () => {
    class Tools { @mark run(@Param('city') a: string, @Param('city') b: string): string { return a + b; } }
    expect(() => layoutOf(Tools, 'run')).to.throw(InvalidDecoratorOptionError, 'argument name "city" is bound twice at Tools.run(#1 "city"). Give each @Param a distinct name.');
  });
});
