import { serve, type ServerType } from '@hono/node-server';
import { expect } from 'chai';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { honoHandler } from '../../../../../lib/http/index.js';
import { callAddThrough, closeAll, entryFor, expectHttpError, initializeMessage, post } from '../http-support.js';

// Real Hono on @hono/node-server: the entry is fetch-shaped, so the web Request goes to it as it is.
describe('server/transports/http/mount/hono-handler', () => {
  let listening: ServerType | undefined;
  afterEach(async () => {
    const server = listening;
    listening = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeAll();
  });

  async function start(app: Hono): Promise<string> {
    const port = await new Promise<number>((resolve) => {
      listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    return `http://127.0.0.1:${port}`;
  }

  it('serves tools/call (a session and a 2026-07-28 request) from a Hono route', async () => {
    const app = new Hono();
    app.get('/health', (c) => c.text('ok'));
    app.all('/mcp', honoHandler(entryFor()));
    const base = await start(app);
    expect(await callAddThrough(`${base}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
    expect(await (await fetch(`${base}/health`)).text()).to.equal('ok');
  });

  it('serves behind a middleware that already read the body as JSON', async () => {
    const app = new Hono();
    const methods: string[] = [];
    app.use('/mcp', async (c, next) => {
      if (c.req.method === 'POST') methods.push(((await c.req.json()) as { method: string }).method);
      await next();
    });
    app.all('/mcp', honoHandler(entryFor({ maxBodyBytes: 300 })));
    const base = await start(app);
    expect(await callAddThrough(`${base}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
    expect(methods).to.include('tools/call');
    await expectHttpError(await post(`${base}/mcp`, { ...initializeMessage(), padding: 'x'.repeat(400) }), 413, -32000);
  });
});
