import { expect } from 'chai';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';
import { MissingSwcError } from '../../lib/errors/missing-swc.error.js';

// The code and exact text of the error of lib/errors/missing-swc.error.ts (raised by mcp-decorators/register,
// test/register/index.spec.ts shows it from a process without @swc/core).
describe('errors/missing-swc.error', () => {
  it('names @swc/core, the command that installs it and the alternative', () => {
    const cause = new Error("Cannot find package '@swc/core'");
    const e = new MissingSwcError(cause);
    expect(e).to.be.instanceOf(McpDecoratorsError);
    expect(e.cause).to.equal(cause);
    expect([e.target, e.member]).to.deep.equal(['mcp-decorators/register', '@swc/core']);
    expect(String(e)).to.equal('MissingSwcError [MCPD_NO_SWC]: running TypeScript sources with mcp-decorators/register needs @swc/core, which is not installed. Install it as a dev dependency (npm i -D @swc/core), or compile with tsc and run the JavaScript instead.');
  });
});
