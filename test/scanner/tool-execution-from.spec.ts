import { expect } from 'chai';
import { InvalidDecoratorOptionError } from '../../lib/errors/index.js';
import { toolExecutionFrom } from '../../lib/scanner/tool-execution-from.js';

class Host {}

describe('scanner/tool-execution-from', () => {
  it('reads the short and the long form of @Tool({ task })', () => {
    expect(toolExecutionFrom(undefined, Host.prototype, 'run')).to.equal(undefined);
    expect(toolExecutionFrom('optional', Host.prototype, 'run')).to.deep.equal({ taskSupport: 'optional', deferred: false });
    expect(toolExecutionFrom({ support: 'required', deferred: true, ttlMs: 10, pollIntervalMs: 5, timeoutMs: 0 }, Host.prototype, 'run')).to.deep.equal({ taskSupport: 'required', deferred: true, ttlMs: 10, pollIntervalMs: 5, timeoutMs: 0 });
  });

  it('refuses durations that are not whole milliseconds, naming the member', () => {
    expect(() => toolExecutionFrom({ support: 'optional', ttlMs: 1.5 }, Host.prototype, 'run')).to.throw(InvalidDecoratorOptionError, '@Tool({ task: { ttlMs } }) is 1.5 at Host.run. Give ttlMs as a whole number of milliseconds (>= 0).');
  });
});
