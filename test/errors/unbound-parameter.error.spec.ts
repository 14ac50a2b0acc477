import { expect } from 'chai';
import { Param } from '../../lib/decorators/param.decorator.js';
import { Tool } from '../../lib/decorators/tool.decorator.js';
import { UnboundParameterError } from '../../lib/errors/unbound-parameter.error.js';
import { scan } from '../../lib/scanner/scan.js';
import { thrown } from '../support/thrown.js';

// The code and exact text of the error of lib/errors/unbound-parameter.error.ts, as its callers raise it.
describe('errors/unbound-parameter.error', () => {
  it('UnboundParameterError', () => {
    class WeatherTools { @Tool() forecast(@Param('city') city: string, days: number): string { return city + days; } }
    const e = thrown(() => scan([WeatherTools]));
    expect(e).to.be.instanceOf(UnboundParameterError);
    expect(String(e)).to.equal('UnboundParameterError [MCPD_UNBOUND_PARAM]: parameter WeatherTools.forecast(#1) has no decorator, so the framework cannot tell what to pass. Add @Param(\'name\') to bind an argument, @Args() for the whole arguments object, or @Ctx() for the handler context.');
  });
});
