import { expect } from 'chai';
import worker from '../../../docs/examples/fetch/workers.js';
import { main as denoMain } from '../../../docs/examples/fetch/deno.js';
import { DELETE, GET, POST } from '../../../docs/examples/fetch/vercel-route.js';
import { handler } from '../../../docs/examples/fetch/lambda.js';

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'docs', version: '0' } } };
const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialize = (url: string, host: string) => new Request(url, { method: 'POST', headers: { ...HEADERS, host }, body: JSON.stringify(INITIALIZE) });
const serverName = async (response: Response) => {
  const text = await response.text();
  return JSON.parse(/^data: (\{.*)$/m.exec(text)?.[1] ?? text).result.serverInfo.name as string;
};

// The fetch-runtime recipes of docs/guide/fetch-runtimes.md (docs/examples/fetch/*.ts), each driven the way its
// platform calls it: initialize answered from the host name the recipe allows, another host refused.
describe('docs/examples/fetch', () => {
  it('workers: the default export answers fetch(request, env) with the secret from env', async () => {
    const response = await worker.fetch(initialize('https://weather.example.workers.dev/mcp', 'weather.example.workers.dev'), { MCP_STATE_SECRET: 'a-secret-of-at-least-32-characters!!' });
    expect(response.status).to.equal(200);
    expect(await serverName(response)).to.equal('weather');
    expect((await worker.fetch(initialize('https://evil.example/mcp', 'evil.example'), { MCP_STATE_SECRET: 'x' })).status).to.equal(403);
  });

  it('deno: main hands Deno.serve the entry\'s fetch, on 127.0.0.1:3000', async () => {
    const served: { options: unknown; handler: (request: Request) => Promise<Response> }[] = [];
    const global = globalThis as { Deno?: unknown };
    global.Deno = { serve: (options: unknown, handler: (request: Request) => Promise<Response>) => served.push({ options, handler }) };
    try {
      denoMain();
    } finally {
      delete global.Deno;
    }
    expect(served.map((s) => s.options)).to.deep.equal([{ hostname: '127.0.0.1', port: 3000 }]);
    expect(await serverName(await served[0]!.handler(initialize('http://127.0.0.1:3000/mcp', '127.0.0.1:3000')))).to.equal('weather');
  });

  it('vercel: POST answers on /api/mcp; GET and DELETE are 405 without sessions', async () => {
    expect(await serverName(await POST(initialize('https://my-app.vercel.app/api/mcp', 'my-app.vercel.app')))).to.equal('weather');
    for (const method of [GET, DELETE]) {
      const verb = method === GET ? 'GET' : 'DELETE';
      expect((await method(new Request('https://my-app.vercel.app/api/mcp', { method: verb, headers: { host: 'my-app.vercel.app', accept: 'text/event-stream' } }))).status).to.equal(405);
    }
  });

  it('lambda: a payload-2.0 event gets a JSON answer', async () => {
    const result = await handler({
      rawPath: '/mcp', headers: { ...HEADERS, host: 'abc123.lambda-url.eu-west-1.on.aws' }, body: JSON.stringify(INITIALIZE),
      requestContext: { domainName: 'abc123.lambda-url.eu-west-1.on.aws', http: { method: 'POST' } },
    });
    expect(result.statusCode).to.equal(200);
    expect(result.headers['content-type']).to.match(/^application\/json/);
    expect(JSON.parse(result.body).result.serverInfo.name).to.equal('weather');
  });
});
