import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { InvalidDefaultError } from '../../lib/errors/invalid-default.error.js';
import { Int } from '../../lib/metadata/type-spec.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/invalid-default.error.ts, as its callers raise it.
describe('errors/invalid-default.error', () => {
  it('InvalidDefaultError names the member and what its schema says', () => {
    class T { @Tool() search(@Param('limit', { type: () => Int, maximum: 50, default: 99 }) limit: number): number { return limit; } }
    const e = thrown(() => scan([T]));
    expect(e).to.be.instanceOf(InvalidDefaultError);
    expect(String(e)).to.equal('InvalidDefaultError [MCPD_INVALID_DEFAULT]: the default 99 of T.search(#0 "limit") does not fit its own schema (must be <= 50). Change the default or the constraints so that the default is a value the tool accepts.');
  });
});
