import { expect } from 'chai';
import { EmptyClassError } from '../../lib/errors/empty-class.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/empty-class.error.ts, as its callers raise it.
describe('errors/empty-class.error', () => {
  it('EmptyClassError', () => {
    class Helpers { help(): string { return ''; } }
    const e = thrown(() => scan([Helpers]));
    expect(e).to.be.instanceOf(EmptyClassError);
    expect(String(e)).to.equal('EmptyClassError [MCPD_EMPTY_CLASS]: Helpers was passed to scan() but declares no MCP members. Put @Tool, @Resource, @ResourceTemplate or @Prompt on at least one of its methods, or leave it out of scan().');
  });
});
