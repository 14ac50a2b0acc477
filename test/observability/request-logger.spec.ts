import { expect } from 'chai';
import { levelOfOutcome } from '../../lib/observability/request-logger.js';

describe('observability/request-logger', () => {
  it('logs a successful request at info, a failure at error, and a tool error or refusal at warn', () => {
    expect(levelOfOutcome('ok')).to.equal('info');
    expect(levelOfOutcome('error')).to.equal('error');
    expect(levelOfOutcome('tool_error')).to.equal('warn');
    expect(levelOfOutcome('refused')).to.equal('warn');
  });
});
