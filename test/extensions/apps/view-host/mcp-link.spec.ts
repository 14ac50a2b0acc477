import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { connectLink } from '../../../../lib/extensions/apps/view-host/mcp-link.js';

describe('testing/view-host/mcp-link', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('declares the MCP Apps extension with the view MIME type in initialize, as a host that renders views does', async () => {
    let initialize: { params?: { capabilities?: unknown } } | undefined;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        initialize ??= JSON.parse(body) as typeof initialize;
        response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    await connectLink(`http://127.0.0.1:${address.port}/mcp`, () => import('@modelcontextprotocol/client')).then(
      () => expect.fail('a 500 answer to initialize must not connect'),
      () => undefined,
    );
    expect(initialize?.params?.capabilities).to.deep.equal({ extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } });
  });
});
