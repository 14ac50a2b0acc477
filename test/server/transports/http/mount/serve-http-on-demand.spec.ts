import { expect } from 'chai';
import { serveHttp } from '../../../../../lib/index.js';
import { serveHttp as serveHttpOnDemand } from '../../../../../lib/server/transports/http/mount/serve-http-on-demand.js';
import { httpServer, initializeMessage, JSON_HEADERS } from '../http-support.js';

// Its refusals (a port taken, bad options) are pinned in serve-http.spec.ts, which calls it through the root entry.
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
});
