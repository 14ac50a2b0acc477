import { expect } from 'chai';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';

class ExampleError extends McpDecoratorsError {
  readonly code = 'MCPD_EXAMPLE';
  constructor(where?: { target?: string; member?: string }, cause?: unknown) {
    super('something is off. Fix it.', where, cause === undefined ? undefined : { cause });
  }
}

describe('errors/mcp-decorators-error', () => {
  it('is an Error named after its class, with a stable code', () => {
    const error = new ExampleError({ target: 'WeatherTools', member: 'WeatherTools.forecast' });
    expect(error).to.be.instanceOf(Error);
    expect(error).to.be.instanceOf(McpDecoratorsError);
    expect(error.name).to.equal('ExampleError');
    expect(error.code).to.equal('MCPD_EXAMPLE');
    expect(error.message).to.equal('something is off. Fix it.');
    expect(error.target).to.equal('WeatherTools');
    expect(error.member).to.equal('WeatherTools.forecast');
  });

  it('prints name, code and message', () => {
    expect(String(new ExampleError())).to.equal('ExampleError [MCPD_EXAMPLE]: something is off. Fix it.');
    expect(new ExampleError().stack).to.match(/^ExampleError: something is off/);
  });

  it('leaves target and member undefined when not given, and keeps a cause', () => {
    const cause = new Error('root');
    const error = new ExampleError(undefined, cause);
    expect(error.target).to.equal(undefined);
    expect(error.member).to.equal(undefined);
    expect(error.cause).to.equal(cause);
  });
});
