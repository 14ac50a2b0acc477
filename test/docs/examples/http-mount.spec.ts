import { expect } from 'chai';
import { serveWeather, mountEverywhere } from '../../../docs/examples/http-mount.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'docs', version: '0' } } };

// The HTTP guide's example (docs/examples/http-mount.ts): serveHttp answers initialize on 127.0.0.1, and the mounts build.
describe('docs/examples/http-mount', () => {
  it('serveWeather serves /mcp on 127.0.0.1 (port 0: a free one)', async () => {
    const handle = await serveWeather(0);
    try {
      expect(handle.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
      const response = await fetch(handle.url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(INITIALIZE) });
      expect(response.status).to.equal(200);
    } finally {
      await handle.close();
    }
  });

  it('mountEverywhere gives one entry mounted on node:http, Express, Fastify and Hono', async () => {
    const { entry, node, fastify } = mountEverywhere();
    try {
      expect(typeof entry.fetch).to.equal('function');
      await fastify.ready();
    } finally {
      node.close();
      await fastify.close();
      await entry.close();
    }
  });
});
