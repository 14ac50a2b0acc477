import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Resource } from '../../lib/decorators/resource.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { InvalidDecoratorOptionError } from '../../lib/errors/invalid-decorator-option.error.js';
import { createServer } from '../../lib/index.js';
import { thrown } from '../support/thrown.js';
import { pinError } from '../support/pin-error.js';

// The code and exact text of the error of lib/errors/invalid-decorator-option.error.ts, as its callers raise it.
describe('errors/invalid-decorator-option.error', () => {
  it('InvalidDecoratorOptionError for local mistakes', () => {
    const e = thrown(() => { class Bad { @Tool() run(@Param('n', { minimum: 5, maximum: 1 }) n: number): number { return n; } } return Bad; });
    expect(e).to.be.instanceOf(InvalidDecoratorOptionError);
    expect(String(e)).to.equal('InvalidDecoratorOptionError [MCPD_INVALID_OPTION]: @Param has minimum 5 above maximum 1 at Bad.run(#0 "n"). Swap or fix the bounds so that minimum <= maximum.');
    expect(thrown(() => { class P { @Tool() run(@Param('__proto__') x: string): string { return x; } } return P; }).message).to.equal('@Param name "__proto__" is reserved at P.run(#0). Pick another name; __proto__, constructor and prototype are never accepted as argument names.');
    expect(thrown(() => { class R { @Resource('no scheme') r(): string { return ''; } } return R; }).message).to.equal('@Resource URI "no scheme" is not an absolute URI at R.r. Give a URI with a scheme, e.g. @Resource(\'docs://readme\').');
  });

  it('InvalidDecoratorOptionError [MCPD_INVALID_OPTION]: a task option the scanner cannot use', () => {
    class Jobs {
      @Tool({ task: 'sometimes' as 'optional' }) run(): string {
        return 'ok';
      }
    }
    const error = thrown(() => createServer({ name: 's', version: '1', classes: [Jobs] }));
    expect(error).to.be.instanceOf(InvalidDecoratorOptionError);
    pinError(error, 'MCPD_INVALID_OPTION', `@Tool({ task }) has support "sometimes" at Jobs.run. Use task: 'optional' (a task when the request can get one) or 'required' (only as a task).`);
  });
});
