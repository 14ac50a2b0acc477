import { expect } from 'chai';
import { applyDecorators } from '../../lib/decorators/apply-decorators.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { Field } from '../../lib/decorators/field.decorator.js';
import type { ToolOptions, ToolRecordOptions } from '../../lib/metadata/member-options.js';
import { getMetadataStore } from '../../lib/metadata/metadata-store.js';

describe('decorators/apply-decorators', () => {
  it('applies the decorators last first, as stacked decorators would be', () => {
    const calls: string[] = [];
    const named = (name: string): MethodDecorator => () => void calls.push(name);
    class Stacked { @applyDecorators(named('a'), named('b'), named('c')) run(): void {} }
    expect(Stacked).to.be.a('function');
    expect(calls).to.deep.equal(['c', 'b', 'a']);
  });

  it('passes every decorator the same target, key and descriptor', () => {
    const seen: [object, string | symbol, PropertyDescriptor | undefined][] = [];
    const spy: MethodDecorator = (target, key, descriptor) => void seen.push([target, key, descriptor]);
    class Spied { @applyDecorators(spy, spy) run(): string { return 'x'; } }
    expect(seen).to.have.length(2);
    expect(seen[0]![0]).to.equal(Spied.prototype);
    expect(seen[0]![1]).to.equal('run');
    expect(seen[0]![2]!.value).to.equal(Spied.prototype.run);
    expect(seen[1]).to.deep.equal(seen[0]);
  });

  it('makes a named combination of framework decorators', () => {
    const ReadOnlyTool = (o: ToolOptions = {}) => applyDecorators(Tool({ ...o, annotations: { readOnlyHint: true, ...o.annotations } }));
    class Lookups { @ReadOnlyTool({ description: 'Find' }) findCustomer(): string { return ''; } }
    const [member] = getMetadataStore().recordsFor(Lookups)!.members;
    expect(member!.options as ToolRecordOptions).to.deep.equal({ description: 'Find', annotations: { readOnlyHint: true }, name: 'find_customer' });
  });

  it('works on properties, with no descriptor', () => {
    const seen: unknown[][] = [];
    const spy = ((...args: unknown[]) => void seen.push(args)) as PropertyDecorator;
    class Dto { @applyDecorators(Field({ description: 'Name' }), spy) name!: string; }
    expect(seen).to.deep.equal([[Dto.prototype, 'name', undefined]]);
    expect(getMetadataStore().recordsFor(Dto)!.fields).to.deep.equal([{ key: 'name', options: { description: 'Name' } }]);
  });

  it('does nothing with no decorators', () => {
    class Empty { @applyDecorators() run(): void {} }
    expect(getMetadataStore().recordsFor(Empty)).to.equal(undefined);
  });
});
