import { expect } from 'chai';
import { ArrayUnique, IsString } from 'class-validator';
import { Args, Field, McpDecoratorsError, Param, SetOf, Tool } from '../../lib/index.js';
import { CollectionRuleError, ImportOrderError, NotAMethodError, ScanWarningError } from '../../lib/errors/index.js';
import { scan } from '../../lib/model/index.js';
import { thrown } from '../support/thrown.js';

describe('errors/scan-messages', () => {
  it('NotAMethodError, for an accessor and for a property', () => {
    class Report { @Tool() get summary(): string { return ''; } }
    const accessor = thrown(() => scan([Report]));
    expect(accessor).to.be.instanceOf(NotAMethodError);
    expect(String(accessor)).to.equal('NotAMethodError [MCPD_NOT_A_METHOD]: @Tool at Report.summary is an accessor (get/set), not a method; scan does not call it. Declare it as a method: summary(@Param(\'name\') name: string) { … }.');
    class Handlers { run = (city: string): string => city; }
    Tool()(Handlers.prototype, 'run', undefined as never);
    expect(String(thrown(() => scan([Handlers])))).to.equal('NotAMethodError [MCPD_NOT_A_METHOD]: @Tool at Handlers.run is a property (e.g. a field holding an arrow function), not a method, so it has no parameter types to read. Declare it as a method: run(@Param(\'name\') name: string) { … }.');
  });

  it('CollectionRuleError', () => {
    class Tagging { @ArrayUnique() @Field({ type: () => SetOf(String) }) tags!: Set<string>; }
    class Tools { @Tool() tag(@Args() input: Tagging): number { return input.tags.size; } }
    const e = thrown(() => scan([Tools]));
    expect(e).to.be.instanceOf(CollectionRuleError);
    expect(String(e)).to.equal('CollectionRuleError [MCPD_COLLECTION_RULE]: @ArrayUnique() at Tagging.tags can never pass: class-validator checks the Set the handler receives, which that rule refuses, so every call would be refused. A Set\'s items are unique already (its schema says uniqueItems: true): remove @ArrayUnique(), or declare the property as an array (@Field({ type: () => [String] }) tags!: string[]).');
  });

  it('ImportOrderError', () => {
    const e = new ImportOrderError(class Order {}, 'address', 'Shop.order');
    expect(String(e)).to.equal('ImportOrderError [MCPD_IMPORT_ORDER]: Order.address has no design type, though the build emits design metadata (Shop.order has it): the module declaring Order most likely ran before reflect-metadata was loaded (it was imported before mcp-decorators and imports neither). Put import \'reflect-metadata\'; first in your entry file, or import mcp-decorators before that module.');
    expect(e.member).to.equal('Order.address');
  });

  it('ScanWarningError carries the warning\'s code', () => {
    class Search { @IsString() query!: string; limit = 10; }
    class Shop { @Tool() search(@Args() input: Search): string { return input.query; } }
    const e = thrown(() => scan([Shop], { strict: true }));
    expect(e).to.be.instanceOf(ScanWarningError);
    expect(String(e)).to.equal('ScanWarningError [MCPD_UNDECORATED_PROPERTY]: Search.limit has a field initialiser but no decorator, so it is not part of the input schema: a client that sends it is refused. Declare it (e.g. @Field() or @IsOptional() @IsInt() limit = …), or move it out of the DTO.');
    class Lister { @Tool() list(@Param('limit') limit: number): number { return limit ?? 20; } }
    expect(String(thrown(() => scan([Lister], { strict: true })))).to.equal('ScanWarningError [MCPD_OPTIONAL_LOOKING_PARAM]: Lister.list(#0 "limit") is required in the schema, but the handler falls back when it is undefined (TypeScript emits nothing for "limit?:"). Add optional: true (or a default: @Param(\'limit\', { default: … })), or drop the fallback.');
  });
});
