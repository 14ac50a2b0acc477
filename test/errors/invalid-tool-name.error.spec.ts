import { expect } from 'chai';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { InvalidToolNameError } from '../../lib/errors/invalid-tool-name.error.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/invalid-tool-name.error.ts, as its callers raise it.
describe('errors/invalid-tool-name.error', () => {
  it('InvalidToolNameError at decoration time', () => {
    const e = thrown(() => { class Bad { @Tool({ name: 'has space' }) run(): string { return ''; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidToolNameError);
    expect(String(e)).to.equal('InvalidToolNameError [MCPD_TOOL_NAME]: tool name "has space" at Bad.run is not valid: a tool name has 1 to 128 characters of A-Z, a-z, 0-9, "_", "-" and ".". Pass a valid one with @Tool({ name: \'my_tool\' }).');
    expect(thrown(() => { class Long { @Tool({ name: 'x'.repeat(129) }) run(): string { return ''; } } return Long; }).code).to.equal('MCPD_TOOL_NAME');
  });
});
