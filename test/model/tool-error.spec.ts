import { expect } from 'chai';
import { McpDecoratorsError } from '../../lib/errors/mcp-decorators-error.js';
import { ToolError } from '../../lib/model/tool-error.js';

describe('model/tool-error', () => {
  it('is a framework error with code MCPD_TOOL_ERROR and the message the handler chose', () => {
    const error = new ToolError('City "Atlantis" is unknown');
    expect(error).to.be.instanceOf(McpDecoratorsError);
    expect(error.code).to.equal('MCPD_TOOL_ERROR');
    expect(error.message).to.equal('City "Atlantis" is unknown');
    expect(String(error)).to.equal('ToolError [MCPD_TOOL_ERROR]: City "Atlantis" is unknown');
  });

  it('keeps the cause it was given', () => {
    const cause = new Error('upstream 503');
    expect(new ToolError('Weather service down', { cause }).cause).to.equal(cause);
    expect(new ToolError('x').cause).to.equal(undefined);
  });
});
