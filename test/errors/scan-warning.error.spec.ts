import { expect } from 'chai';
import { IsString } from 'class-validator';
import { Args } from '../../lib/decorators/args.decorator.js';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { ScanWarningError } from '../../lib/errors/scan-warning.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/scan-warning.error.ts, as its callers raise it.
describe('errors/scan-warning.error', () => {
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
