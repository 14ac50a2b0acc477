import { expect } from 'chai';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { NotAMethodError } from '../../lib/errors/not-a-method.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/not-a-method.error.ts, as its callers raise it.
describe('errors/not-a-method.error', () => {
  it('NotAMethodError, for an accessor and for a property', () => {
    class Report { @Tool() get summary(): string { return ''; } }
    const accessor = thrown(() => scan([Report]));
    expect(accessor).to.be.instanceOf(NotAMethodError);
    expect(String(accessor)).to.equal('NotAMethodError [MCPD_NOT_A_METHOD]: @Tool at Report.summary is an accessor (get/set), not a method; scan does not call it. Declare it as a method: summary(@Param(\'name\') name: string) { … }.');
    class Handlers { run = (city: string): string => city; }
    Tool()(Handlers.prototype, 'run', undefined as never);
    expect(String(thrown(() => scan([Handlers])))).to.equal('NotAMethodError [MCPD_NOT_A_METHOD]: @Tool at Handlers.run is a property (e.g. a field holding an arrow function), not a method, so it has no parameter types to read. Declare it as a method: run(@Param(\'name\') name: string) { … }.');
  });
});
