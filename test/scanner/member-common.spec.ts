import { expect } from 'chai';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { UnsupportedTypeError } from '../../lib/errors/unsupported-type.error.js';
import type { JsonSchemaObject } from '../../lib/schema/json-schema.js';
import { commonFields, compileSchema, handlerFields, invokerFor } from '../../lib/scanner/member-common.js';
import { scanContext } from '../support/scan-context.js';

class Greeter {
  greeting = 'Hello';
  @Tool() greet(name: string): string { return `${this.greeting}, ${name}`; }
}

describe('scanner/member-common', () => {
  const site = { instance: new Greeter(), declaredBy: Greeter, key: 'greet' };

  it('copies title, description, icons and _meta, so later edits to the options do not reach the descriptor', () => {
    const options = { title: 'T', icons: [{ src: 'https://example.com/i.png', sizes: ['16x16'] }], _meta: { 'example.com/k': { deep: 1 } } };
    const fields = commonFields(options);
    expect(fields).to.deep.equal(options);
    expect(fields.icons![0]).to.not.equal(options.icons[0]);
    expect(fields.icons![0]!.sizes).to.not.equal(options.icons[0]!.sizes);
    expect(fields._meta!['example.com/k']).to.not.equal(options._meta['example.com/k']);
    expect(commonFields({})).to.deep.equal({});
  });

  it('invokes the handler on the instance it was scanned with', () => {
    expect(invokerFor(site, 'tool')(['Ada'])).to.equal('Hello, Ada');
  });

  it('gives the handler fields: member name, arity, context slot and invoker', () => {
    const fields = handlerFields(site, { arity: 2, contextIndex: 1, slots: [] } as never, 'tool');
    expect(fields).to.deep.include({ member: 'Greeter.greet', arity: 2, contextIndex: 1 });
    expect(fields.invoke(['Bo'])).to.equal('Hello, Bo');
    expect(handlerFields(site, { arity: 0, slots: [] } as never, 'tool')).to.not.have.property('contextIndex');
  });

  it('compiles a schema into a check, and names the member when it does not compile', () => {
    const check = compileSchema({ type: 'object', properties: { n: { type: 'integer' } } } as JsonSchemaObject, site, scanContext());
    expect(check({ n: 1 }).valid).to.equal(true);
    expect(check({ n: 'x' }).valid).to.equal(false);
    expect(() => compileSchema({ type: 'object', properties: { n: { type: 'integr' } } } as unknown as JsonSchemaObject, site, scanContext(), true)).to.throw(UnsupportedTypeError, /^the argument schema does not compile \(.+\) at Greeter\.greet\. Fix the option or keyword it names\.$/);
  });
});
