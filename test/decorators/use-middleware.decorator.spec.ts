import { expect } from 'chai';
import { InvalidDecoratorOptionError } from '../../lib/errors/index.js';
import { Param, Tool, UseGuards, UseMiddleware, type Invocation, type McpMiddleware, type MiddlewareFn, type Next } from '../../lib/index.js';
import { scan } from '../../lib/model/index.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

const a: MiddlewareFn = (_i, next) => next();
const b: MiddlewareFn = (_i, next) => next();
const c: MiddlewareFn = (_i, next) => next();
const guard = (): boolean => true;

describe('decorators/use-middleware and use-guards', () => {
  it('records class-level and method-level links in the order they are written', () => {
    @UseMiddleware(a)
    @UseMiddleware(b)
    class Tools {
      @Tool() @UseMiddleware(c) @UseGuards(guard) one(): string { return '1'; }
    }
    const chains = getMetadataStore().recordsFor(Tools)!.chains;
    expect(chains.map((r) => [r.key ?? '(class)', r.kind, r.entries])).to.deep.equal([
      ['(class)', 'middleware', [a]],
      ['(class)', 'middleware', [b]],
      ['one', 'middleware', [c]],
      ['one', 'guard', [guard]],
    ]);
  });

  it('gives each member its chain: class links (bases first) before method links, guards before middleware at each level', () => {
    @UseMiddleware(a)
    class Base {
      @Tool() inherited(): string { return ''; }
    }
    @UseGuards(guard)
    @UseMiddleware(b)
    class Child extends Base {
      @Tool() @UseMiddleware(c) own(@Param('x') x: string): string { return x; }
      @Tool() plain(): string { return ''; }
    }
    const model = scan([Child]);
    const chainOf = (name: string) => model.tools.find((t) => t.name === name)!.chain?.map((l) => `${l.kind}:${l.entry === a ? 'a' : l.entry === b ? 'b' : l.entry === c ? 'c' : 'guard'}`);
    expect(chainOf('inherited')).to.deep.equal(['guard:guard', 'middleware:a', 'middleware:b']);
    expect(chainOf('own')).to.deep.equal(['guard:guard', 'middleware:a', 'middleware:b', 'middleware:c']);
    expect(chainOf('plain')).to.deep.equal(['guard:guard', 'middleware:a', 'middleware:b']);
    class Bare { @Tool() x(): string { return ''; } }
    expect(scan([Bare]).tools[0]!.chain).to.equal(undefined);
  });

  it('leaves middleware objects unfrozen: they belong to the application', () => {
    const counting: McpMiddleware & { calls: number } = { calls: 0, use(_i: Invocation, next: Next) { this.calls++; return next(); } };
    class Tools { @Tool() @UseMiddleware(counting) t(): string { return ''; } }
    const model = scan([Tools]);
    expect(Object.isFrozen(model.tools[0]!.chain)).to.equal(true);
    expect(Object.isFrozen(counting)).to.equal(false);
  });

  it('refuses an entry that is neither a function nor an object, naming the member', () => {
    expect(() => {
      class Tools { @Tool() @UseMiddleware(42 as never) t(): string { return ''; } }
      return Tools;
    }).to.throw(InvalidDecoratorOptionError, '@UseMiddleware entry #0 is number at Tools.t. Pass functions, objects with use(), or classes the scan factory can build.');
    expect(() => {
      @UseGuards(null as never)
      class Guarded { @Tool() t(): string { return ''; } }
      return Guarded;
    }).to.throw(InvalidDecoratorOptionError, '@UseGuards entry #0 is null at Guarded. Pass functions, objects with canActivate(), or classes the scan factory can build.');
  });

  it('is a scan error on a method that is not an MCP member', () => {
    class Tools {
      @Tool() t(): string { return ''; }
      @UseGuards(guard) helper(): string { return ''; }
    }
    expect(() => scan([Tools])).to.throw(InvalidDecoratorOptionError, '@UseGuards is on a method that is not an MCP member at Tools.helper. Add @Tool, @Resource, @ResourceTemplate or @Prompt to the method, or put the decorator on the class.');
  });
});
