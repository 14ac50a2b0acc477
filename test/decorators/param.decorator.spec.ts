import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { Int, type TypeThunk } from '../../lib/metadata/type-spec.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { SymbolMemberKeyError } from '../../lib/errors/symbol-member-key.error.js';

describe('decorators/param.decorator', () => {
  it('records one param binding per decorated parameter, with its key, index, name and options', () => {
    const limitType: TypeThunk = () => Int;
    class Search {
      @Tool() find(@Param('query', { description: 'Text' }) query: string, @Param('limit', { type: limitType, minimum: 1 }) limit: number): string { return query + limit; }
    }
    const params = getMetadataStore().recordsFor(Search)!.params;
    // Parameter decorators run last parameter first.
    expect(params.map((p) => [p.binding, p.key, p.index, p.name])).to.deep.equal([['param', 'find', 1, 'limit'], ['param', 'find', 0, 'query']]);
    expect(params[0]!.options).to.deep.equal({ type: limitType, minimum: 1 });
    expect(params[1]!.options).to.deep.equal({ description: 'Text' });
  });

  it('refuses an empty or reserved name, naming the parameter position', () => {
    expect(() => { class A { @Tool() run(@Param('') x: string): string { return x; } } return A; })
      .to.throw(InvalidDecoratorOptionError, '@Param needs a non-empty name, got "" at A.run(#0).');
    expect(() => { class B { @Tool() run(@Param('a') a: string, @Param('constructor') x: string): string { return a + x; } } return B; })
      .to.throw(InvalidDecoratorOptionError, '@Param name "constructor" is reserved at B.run(#1).');
  });

  it('checks the value options and names the argument in the message', () => {
    expect(() => { class C { @Tool() run(@Param('word', { minLength: 4, maxLength: 2 }) w: string): string { return w; } } return C; })
      .to.throw(InvalidDecoratorOptionError, '@Param has minLength 4 above maxLength 2 at C.run(#0 "word").');
  });

  it('accepts header names of letters, digits and "-"', () => {
    class D { @Tool() run(@Param('region', { header: 'Region-2' }) r: string): string { return r; } }
    expect(getMetadataStore().recordsFor(D)!.params[0]!.options.header).to.equal('Region-2');
  });

  for (const header of ['', 'has space', 'under_score', 'colon:', 'Ünicode']) {
    it(`refuses the header name ${JSON.stringify(header)}`, () => {
      expect(() => { class E { @Tool() run(@Param('region', { header }) r: string): string { return r; } } return E; })
        .to.throw(InvalidDecoratorOptionError, `@Param header ${JSON.stringify(header)} is not a valid header name part at E.run(#0 "region"). Use letters, digits and "-" only`);
    });
  }

  it('refuses a parameter of a static method', () => {
    expect(() => { class F { static run(@Param('x') x: string): string { return x; } } return F; })
      .to.throw(InvalidDecoratorOptionError, '@Param is on a static member at F.run.');
  });

  it('refuses a symbol-keyed method', () => {
    const key = Symbol('sym');
    class G { [key](x: string): string { return x; } }
    expect(() => Param('x')(G.prototype, key, 0)).to.throw(SymbolMemberKeyError, '@Param cannot be applied to G.Symbol(sym)');
  });

  // BUG (lib/decorators/member-key.ts:6-11): on a constructor parameter TypeScript passes the class itself as the
  // target and no key, so ownerOf's static-member check (line 6) fires first and the constructor-parameter
  // branch (line 9) can never run: the user is told "@Param is on a static member at H" instead of
  // "@Param is on a constructor parameter at H.constructor. Apply it to a parameter of a decorated method instead."
  it('refuses a constructor parameter, saying it is a constructor parameter', () => {
    expect(() => { class H { constructor(@Param('x') readonly x: string) {} } return H; })
      .to.throw(InvalidDecoratorOptionError, '@Param is on a constructor parameter at H.constructor. Apply it to a parameter of a decorated method instead.');
  });
});
