import { expect } from 'chai';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from '../../../../../lib/index.js';
import { expressHandler } from '../../../../../lib/http/index.js';
import { type Diagnostics } from '../../../../../lib/observability/index.js';
import { HttpTools, callAddThrough, closeAll, entryFor, expectHttpError, initializeMessage, post } from '../http-support.js';

// Real Express 5: the MCP endpoint as one route of an app, with and without express.json() in front of it.
describe('server/transports/http/mount/express-handler', () => {
  let listening: Server | undefined;
  afterEach(async () => {
    const server = listening;
    listening = undefined;
    if (server) await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await closeAll();
  });

  async function start(app: express.Express): Promise<string> {
    const server = app.listen(0, '127.0.0.1');
    listening = server;
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('serves tools/call (a session and a 2026-07-28 request) from an app without a body parser', async () => {
    const app = express();
    app.all('/mcp', expressHandler(entryFor()));
    expect(await callAddThrough(`${await start(app)}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
  });

  it('serves tools/call behind express.json(), using the body it parsed', async () => {
    const app = express();
    app.use(express.json());
    const seen: unknown[] = [];
    app.use((req, _res, next) => {
      seen.push(req.body);
      next();
    });
    app.all('/mcp', expressHandler(entryFor()));
    expect(await callAddThrough(`${await start(app)}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
    expect(seen.some((body) => (body as { method?: string }).method === 'tools/call')).to.equal(true);
  });

  it('serves behind express.text() for JSON too, parsing the text itself', async () => {
    const app = express();
    app.use(express.text({ type: 'application/json' }));
    app.all('/mcp', expressHandler(entryFor()));
    const base = await start(app);
    expect(await callAddThrough(`${base}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
    await expectHttpError(await post(`${base}/mcp`, '{"jsonrpc":'), 400, -32700);
  });

  it('sees the whole path when mounted with app.use under a prefix', async () => {
    const app = express();
    app.use('/mcp', expressHandler(entryFor()));
    const base = await start(app);
    expect(await callAddThrough(`${base}/mcp`)).to.deep.equal({ session: '7', stateless: '11' });
    await expectHttpError(await post(`${base}/mcp/other`, initializeMessage()), 404, -32000);
  });

  it('keeps every HTTP check for a parsed body: the entry\'s size limit, Content-Type and Accept', async () => {
    const app = express();
    app.use(express.json({ limit: '1mb' }));
    app.all('/mcp', expressHandler(entryFor({ maxBodyBytes: 300 })));
    const base = await start(app);
    const big = { ...initializeMessage(), padding: 'x'.repeat(400) };
    const error = await expectHttpError(await post(`${base}/mcp`, big), 413, -32000);
    expect(error.message).to.equal('Payload Too Large: the limit is 300 bytes');
    await expectHttpError(await post(`${base}/mcp`, initializeMessage(), { accept: 'application/json' }), 406, -32000);
    const wrongType = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' }, body: JSON.stringify(initializeMessage()) });
    await expectHttpError(wrongType, 415, -32000);
  });

  it('says why when another middleware consumed the body and left nothing in req.body', async () => {
    const errors: string[] = [];
    const diagnostics: Diagnostics = { warn: () => undefined, error: (message, error) => void errors.push(`${message}: ${(error as Error).message}`) };
    const app = express();
    app.use((req, _res, next) => {
      req.on('data', () => undefined).on('end', () => next());
    });
    app.all('/mcp', expressHandler(entryFor({}, createServer({ name: 'test', version: '1.0.0', classes: [HttpTools], diagnostics }))));
    const base = await start(app);
    await expectHttpError(await post(`${base}/mcp`, initializeMessage()), 500, -32603);
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include('the request body was already read by another handler (a body parser?) and req.body is not set');
  });
});
