import { expect } from 'chai';
import { InitTargetError } from '../../lib/errors/init-target.error.js';

// The code and exact text of the error of lib/errors/init-target.error.ts, as its callers raise it.
describe('errors/init-target.error', () => {
  it('InitTargetError names the files in the way', () => {
    expect(String(new InitTargetError('notes', ['package.json', 'src/server.ts']))).to.equal('InitTargetError [MCPD_INIT_TARGET]: notes already has package.json, src/server.ts; init writes only into a new or empty folder and never overwrites. Pick another folder: mcp-decorators init my-server');
  });
});
