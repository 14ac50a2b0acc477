import { expect } from 'chai';
import { ArgumentLimits, Public, RateLimit, Roles, Scopes, Tool } from '../../lib/index.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/index.js';
import { scan } from '../../lib/model/index.js';

describe('decorators/scopes, roles, public, rate-limit, argument-limits', () => {
  it('records policies in the chain, class first, without running them as middleware', () => {
    @Scopes('a', 'b', { match: 'any' })
    @RateLimit({ points: 3, duration: 1 })
    class Tools {
      @Public()
      @Roles('admin')
      @ArgumentLimits({ maxElements: 10 })
      @Tool()
      go(): string {
        return 'ok';
      }
    }
    const chain = scan([Tools]).tools[0]!.chain!;
    expect(chain.map((l) => [l.kind, (l.entry as { policy: string }).policy])).to.deep.equal([
      ['policy', 'scopes'],
      ['policy', 'rate-limit'],
      ['policy', 'public'],
      ['policy', 'roles'],
      ['policy', 'argument-limits'],
    ]);
    expect(chain[0]!.entry).to.deep.equal({ policy: 'scopes', scopes: ['a', 'b'], match: 'any' });
    expect(chain[1]!.entry).to.deep.equal({ policy: 'rate-limit', limit: { points: 3, duration: 1 }, site: 'Tools' });
    expect(chain[3]!.entry).to.deep.equal({ policy: 'roles', roles: ['admin'], match: 'any' });
    expect(Object.isFrozen(chain[0]!.entry)).to.equal(true);
  });

  const refusals: readonly [() => void, string][] = [
    [() => Scopes()(class C {}), "@Scopes names no scope at C. Name one or more OAuth scopes without spaces or quotes, e.g. @Scopes('notes:read'); use @Public() for members anyone may call."],
    [() => Scopes('two words')(class C {}), `@Scopes scope "two words" is not a scope token at C. Name one or more OAuth scopes without spaces or quotes, e.g. @Scopes('notes:read'); use @Public() for members anyone may call.`],
    [() => Scopes('a', { match: 'some' as 'any' })(class C {}), `@Scopes match "some" is neither 'all' nor 'any' at C. Pass { match: 'all' } (every scope) or { match: 'any' } (one of them).`],
    [() => Roles()(class C {}), "@Roles names no role at C. Name one or more roles, e.g. @Roles('editor')."],
    [() => RateLimit({ points: 1.5, duration: 1 })(class C {}), '@RateLimit points must be a positive integer, got 1.5 at C. Pass e.g. @RateLimit({ points: 10, duration: 60 }) for ten calls a minute.'],
    [() => RateLimit({ points: 1, duration: 1, key: 'user' as 'ip' })(class C {}), `@RateLimit key must be 'principal', 'client', 'ip' or a function, got "user" at C. Pass e.g. @RateLimit({ points: 10, duration: 60 }) for ten calls a minute.`],
    [() => ArgumentLimits({ maxBytes: 0 })(class C {}), '@ArgumentLimits maxBytes must be a positive integer, got 0 at C. Pass e.g. @ArgumentLimits({ maxBytes: 65536, maxElements: 1000 }).'],
  ];
  for (const [apply, message] of refusals) {
    it(`refuses at decoration time: ${message.slice(0, 50)}…`, () => {
      expect(apply).to.throw(InvalidDecoratorOptionError, message);
    });
  }

  it('names the decorator of a policy on a method that is not an MCP member', () => {
    class Stray {
      @Scopes('a')
      helper(): void {}

      @Tool()
      go(): string {
        return 'ok';
      }
    }
    expect(() => scan([Stray])).to.throw(InvalidDecoratorOptionError, '@Scopes is on a method that is not an MCP member at Stray.helper.');
  });
});
