import { expect } from 'chai';
import { PortUnavailableError } from '../../lib/errors/port-unavailable.error.js';

// The code and exact text of the error of lib/errors/port-unavailable.error.ts, as its callers raise it.
describe('errors/port-unavailable.error', () => {
  it('PortUnavailableError names the port and how to choose another', () => {
    expect(String(new PortUnavailableError(3000, '127.0.0.1', 'in-use'))).to.equal('PortUnavailableError [MCPD_PORT_IN_USE]: port 3000 on 127.0.0.1 is already in use (another server is listening there), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port 3001 or PORT=3001 on the command line, serveHttp(server, { port: 3001 }) in code; 0 picks a free one.');
    expect(String(new PortUnavailableError(80, '0.0.0.0', 'denied'))).to.equal('PortUnavailableError [MCPD_PORT_DENIED]: port 80 on 0.0.0.0 may not be used by this process (ports below 1024 need privileges), so the MCP endpoint cannot listen. Stop what holds it, or choose another port: --port 81 or PORT=81 on the command line, serveHttp(server, { port: 81 }) in code; 0 picks a free one.');
  });
});
