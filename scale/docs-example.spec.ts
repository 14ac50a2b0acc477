import { expect } from 'chai';
import { serveReplica } from '../docs/examples/scale-out.js';
import { deployment } from './support/root-hooks.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'docs', version: '1' } } };

// The scale-out guide's example (docs/examples/scale-out.ts) on the suite's real Redis, bound to 127.0.0.1 on a free
// port instead of 0.0.0.0:3000: a session id carries the replica's prefix, and a call is answered.
describe('scale: the scale-out guide\'s replica (docs/examples/scale-out.ts)', () => {
  it('serves a session whose id starts with REPLICA., and answers tools/call', async () => {
    const { redisUrl } = await deployment();
    const handle = await serveReplica({ REDIS_URL: redisUrl, MCP_STATE_SECRET: 'docs-example-shared-secret-0123456789', REPLICA: 'd1' }, { host: '127.0.0.1', port: 0 });
    try {
      const init = await fetch(handle.url, { method: 'POST', headers: HEADERS, body: JSON.stringify(INITIALIZE) });
      expect(init.status).to.equal(200);
      await init.text();
      const session = init.headers.get('mcp-session-id')!;
      expect(session).to.match(/^d1\./);
      const headers = { ...HEADERS, 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' };
      expect((await fetch(handle.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).status).to.equal(202);
      const call = await fetch(handle.url, { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'forecast', arguments: { city: 'Oslo', days: 1 } } }) });
      expect(await call.text()).to.include('Oslo, day 1: sunny');
    } finally {
      await handle.close();
    }
  });
});
