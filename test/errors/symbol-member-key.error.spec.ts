import { expect } from 'chai';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { SymbolMemberKeyError } from '../../lib/errors/symbol-member-key.error.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/symbol-member-key.error.ts, as its callers raise it.
describe('errors/symbol-member-key.error', () => {
  it('SymbolMemberKeyError at decoration time', () => {
    const key = Symbol('run');
    const e = thrown(() => { class Bad { [key](): string { return ''; } } Tool()(Bad.prototype, key, Object.getOwnPropertyDescriptor(Bad.prototype, key)!); });
    expect(e).to.be.instanceOf(SymbolMemberKeyError);
    expect(e.message).to.equal('@Tool cannot be applied to Bad.Symbol(run): its key is a symbol. Use a method with a string name, or give the name explicitly in the decorator options.');
  });
});
