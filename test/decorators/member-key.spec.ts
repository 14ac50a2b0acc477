import { expect } from 'chai';
import { checkName, isForbiddenName, ownerOf, snakeCase } from '../../lib/decorators/member-key.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { SymbolMemberKeyError } from '../../lib/errors/symbol-member-key.error.js';

class Weather { forecast(): void {} }

describe('decorators/member-key', () => {
  it('snakeCase splits camelCase, acronyms and digits', () => {
    const cases: [string, string][] = [
      ['searchCustomers', 'search_customers'],
      ['getHTTPStatus', 'get_http_status'],
      ['HTTPServer', 'http_server'],
      ['parseJSON', 'parse_json'],
      ['v2Lookup', 'v2_lookup'],
      ['already_snake', 'already_snake'],
      ['Capitalized', 'capitalized'],
      ['x', 'x'],
    ];
    expect(cases.map(([input]) => snakeCase(input))).to.deep.equal(cases.map(([, output]) => output));
  });

  it('isForbiddenName is true only for __proto__, constructor and prototype', () => {
    expect(['__proto__', 'constructor', 'prototype'].map(isForbiddenName)).to.deep.equal([true, true, true]);
    expect(['proto', 'Constructor', '__proto', 'toString', ''].map(isForbiddenName)).to.deep.equal([false, false, false, false, false]);
  });

  it('ownerOf returns the class of an instance member and its key', () => {
    const { owner, key } = ownerOf(Weather.prototype, 'forecast', 'Tool');
    expect(owner).to.equal(Weather);
    expect(key).to.equal('forecast');
  });

  it('ownerOf refuses a static member (the target is the class itself)', () => {
    expect(() => ownerOf(Weather, 'forecast', 'Resource')).to.throw(InvalidDecoratorOptionError, '@Resource is on a static member at Weather.forecast.');
  });

  it('ownerOf refuses a symbol key', () => {
    expect(() => ownerOf(Weather.prototype, Symbol('s'), 'Prompt')).to.throw(SymbolMemberKeyError, '@Prompt cannot be applied to Weather.Symbol(s)');
  });

  it('checkName returns a valid name', () => {
    expect(checkName(Weather.prototype, 'forecast', 'Param', 'name', 'city', 0)).to.equal('city');
  });

  it('checkName refuses empty, blank and non-string names, saying what it got', () => {
    const attempt = (value: unknown) => () => checkName(Weather.prototype, 'forecast', 'Param', 'name', value, 1);
    expect(attempt('')).to.throw(InvalidDecoratorOptionError, '@Param needs a non-empty name, got "" at Weather.forecast(#1). Pass a non-empty string, e.g. @Param(\'city\').');
    expect(attempt('   ')).to.throw(InvalidDecoratorOptionError, 'got "   "');
    expect(attempt(7)).to.throw(InvalidDecoratorOptionError, 'got 7');
    expect(attempt(undefined)).to.throw(InvalidDecoratorOptionError, 'got undefined');
  });

  it('checkName refuses reserved names', () => {
    for (const name of ['__proto__', 'constructor', 'prototype']) {
      expect(() => checkName(Weather.prototype, 'forecast', 'Prompt', 'name', name)).to.throw(InvalidDecoratorOptionError, `@Prompt name ${JSON.stringify(name)} is reserved at Weather.forecast.`);
    }
  });
});
