import { expect } from 'chai';
import { InvalidServerOptionError } from '../../../lib/errors/index.js';
import type { McpExtension } from '../../../lib/extensions/index.js';
import { advertisedExtensions, compileExtensions } from '../../../lib/server/engine/extension-runtime.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../../../lib/server/methods/method-table.js';

const base = { session: SESSION_METHODS, stateless: STATELESS_METHODS };

describe('server/engine/extension-runtime', () => {
  it('joins extension methods to the era tables they name, with their routing params and result kinds', () => {
    const ext: McpExtension = { id: 'a', resultKinds: ['k'], methods: [{ method: 'a/x', eras: ['stateless'], routingParam: 'xid', handle: async () => ({}) }], executeTool: async () => undefined };
    const { methods, runtime } = compileExtensions([ext], base, undefined);
    expect(methods.stateless.has('a/x')).to.equal(true);
    expect(methods.session.has('a/x')).to.equal(false);
    expect(STATELESS_METHODS.has('a/x')).to.equal(false);
    expect([...runtime.routing]).to.deep.equal([['tools/call', 'name'], ['prompts/get', 'name'], ['resources/read', 'uri'], ['a/x', 'xid']]);
    expect([...runtime.resultKinds]).to.deep.equal(['complete', 'input_required', 'k']);
    expect(runtime.executors).to.deep.equal([ext]);
  });

  it('refuses a method two parts of the server serve', () => {
    const a: McpExtension = { id: 'a', methods: [{ method: 'x/y', eras: ['session'], handle: async () => ({}) }] };
    const b: McpExtension = { id: 'b', methods: [{ method: 'x/y', eras: ['session'], handle: async () => ({}) }] };
    expect(() => compileExtensions([a, b], base, undefined)).to.throw(InvalidServerOptionError, 'has b add method x/y to the session era');
  });

  it('advertises each extension with its settings, or nothing without extensions', () => {
    expect(advertisedExtensions([])).to.equal(undefined);
    expect(advertisedExtensions([{ id: 'a' }, { id: 'b', settings: { on: true } }])).to.deep.equal({ a: {}, b: { on: true } });
  });
});
