import { expect } from 'chai';
import { serveHttp } from '../../../../../lib/index.js';
import { serveHttp as serveHttpOnDemand } from '../../../../../lib/server/transports/http/mount/serve-http-on-demand.js';
import { PortUnavailableError } from '../../../../../lib/errors/index.js';
import { httpServer, initializeMessage, JSON_HEADERS } from '../http-support.js';

describe('server/transports/http/mount/serve-http-on-demand', () => {
  it('is the serveHttp the package root exports (the HTTP transport loads on its first call)', () => {
    expect(serveHttp).to.equal(serveHttpOnDemand);
  });

  it('serves as serveHttp does: listens on 127.0.0.1 with the options given, answers initialize, and closes', async () => {
    const http = await serveHttpOnDemand(httpServer(), { port: 0, path: '/rpc' });
    try {
      expect(http.url).to.equal(`http://127.0.0.1:${http.port}/rpc`);
      const response = await fetch(http.url, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(initializeMessage()) });
      expect(response.status).to.equal(200);
      expect(await response.text()).to.include('"protocolVersion"');
    } finally {
      await http.close();
    }
  });

  it('rejects as serveHttp does: a port taken is a PortUnavailableError', async () => {
    const holder = await serveHttpOnDemand(httpServer(), { port: 0 });
    try {
      let failure: unknown;
      try {
        await serveHttpOnDemand(httpServer(), { port: holder.port });
      } catch (error) {
        failure = error;
      }
      expect(failure).to.be.instanceOf(PortUnavailableError);
    } finally {
      await holder.close();
    }
  });
});
