import { expect } from 'chai';
import worker from '../../../docs/examples/edge/worker.js';
import { handler } from '../../../docs/examples/edge/lambda.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'docs', version: '0' } } };
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

// The deployment recipes of docs/guide/edge-runtimes.md (docs/examples/edge/, the runtime suite's own lambda.ts and
// worker.ts): each answers initialize with the demo server, on 127.0.0.1 (the host an entry allows by default).
describe('docs/examples/edge', () => {
  it('lambda: a payload-2.0 event gets the demo server\'s initialize result as JSON', async () => {
    const result = await handler({ rawPath: '/mcp', headers: { ...HEADERS, host: '127.0.0.1' }, body: JSON.stringify(INITIALIZE), requestContext: { http: { method: 'POST' } } });
    expect(result.statusCode).to.equal(200);
    expect(JSON.parse(result.body).result.serverInfo.name).to.equal('runtimes-demo');
  });

  it('worker: fetch answers initialize without sessions', async () => {
    const response = await worker.fetch(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: HEADERS, body: JSON.stringify(INITIALIZE) }), {});
    expect(response.status).to.equal(200);
    expect(response.headers.get('mcp-session-id')).to.equal(null);
    const text = await response.text();
    expect(JSON.parse(/^data: (\{.*)$/m.exec(text)?.[1] ?? text).result.serverInfo.name).to.equal('runtimes-demo');
  });
});
