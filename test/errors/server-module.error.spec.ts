import { expect } from 'chai';
import { ServerModuleError } from '../../lib/errors/server-module.error.js';

// The code and exact text of the error of lib/errors/server-module.error.ts, as its callers raise it.
describe('errors/server-module.error', () => {
  it('ServerModuleError names the path and what to export', () => {
    const missing = new ServerModuleError('dist/nowhere.js', 'missing', 'does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
    expect(String(missing)).to.equal('ServerModuleError [MCPD_MODULE_NOT_FOUND]: dist/nowhere.js does not exist (pass the compiled .js file, e.g. dist/my-server.js)');
    expect(new ServerModuleError('dist', 'empty-folder', 'is a folder without server.js or index.js').code).to.equal('MCPD_MODULE_NOT_FOUND');
    expect(new ServerModuleError('x.js', 'nothing-exported', 'exports no server').code).to.equal('MCPD_NO_SERVER_EXPORT');
    expect(new ServerModuleError('x.js', 'no-such-export', 'has no export "y"').code).to.equal('MCPD_NO_SERVER_EXPORT');
    expect(new ServerModuleError('x.js', 'other-copy', 'exports a server made by a copy of mcp-decorators whose version this CLI cannot serve').code).to.equal('MCPD_NO_SERVER_EXPORT');
  });
});
