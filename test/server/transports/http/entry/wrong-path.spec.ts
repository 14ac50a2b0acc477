import { serve as serveHono, type ServerType } from '@hono/node-server';
import { expect } from 'chai';
import express from 'express';
import Fastify, { type FastifyInstance } from 'fastify';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressHandler, fastifyHandler, honoHandler, type HttpEntry } from '../../../../../lib/http/index.js';
import { type Diagnostics } from '../../../../../lib/observability/index.js';
import { serve } from '../../../serve.js';
import { HttpTools, closeAll, entryFor, expectHttpError, initializeMessage, listen, post } from '../http-support.js';

const MOUNTED = 'Not found: the MCP endpoint is /mcp, not /api/mcp. Mounted under a prefix, it needs the whole path: createHttpEntry(server, { path: "/api/mcp" }) or serveHttp(server, { path: "/api/mcp" })';
const WARNING = 'HTTP request for "/api/mcp" answered 404: the MCP endpoint\'s path is /mcp. Mounted under a prefix? The entry sees the whole path, so give it: createHttpEntry(server, { path: "/api/mcp" }) or serveHttp(server, { path: "/api/mcp" }).';

/** An entry left at the default path, whose server's warnings are kept. */
function recordedEntry(): { entry: HttpEntry; warnings: string[] } {
  const warnings: string[] = [];
  const diagnostics: Diagnostics = { warn: (m) => void warnings.push(m), error: (m) => void warnings.push(`error ${m}`) };
  return { entry: entryFor({}, serve([HttpTools], { diagnostics })), warnings };
}

/** Posts initialize twice to the mounted URL: both 404 with the advice, the warning logged once. */
async function expectAdvice(url: string, warnings: readonly string[]): Promise<void> {
  for (let i = 0; i < 2; i++) expect((await expectHttpError(await post(url, initializeMessage()), 404, -32000)).message).to.equal(MOUNTED);
  expect(warnings).to.deep.equal([WARNING]);
}

describe('server/transports/http/entry/wrong-path', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await closeAll();
  });

  it('names the path option in every 404 for another path', async () => {
    const http = await listen();
    for (const path of ['/', '/other', '/mcp/extra', '/MCP', '//mcp']) {
      const error = await expectHttpError(await post(`${new URL(http.url).origin}${path}`, initializeMessage()), 404, -32000);
      expect(error.message).to.equal('Not found: the MCP endpoint is /mcp (set by the path option of createHttpEntry or serveHttp)');
    }
  });

  it('gives the exact option for a request that looks mounted under a prefix, and echoes no long path', async () => {
    const { entry, warnings } = recordedEntry();
    const answer = await entry.fetch(new Request('http://127.0.0.1/api/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(initializeMessage()) }));
    expect(answer.status).to.equal(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).to.equal(MOUNTED);
    const long = `/${'a'.repeat(300)}/mcp`;
    const refused = await entry.fetch(new Request(`http://127.0.0.1${long}`, { method: 'POST', body: '{}' }));
    expect(((await refused.json()) as { error: { message: string } }).error.message).to.equal('Not found: the MCP endpoint is /mcp (set by the path option of createHttpEntry or serveHttp)');
    expect(warnings).to.deep.equal([WARNING]);
  });

  it('advises the same when Express routes /api/mcp to an entry left at /mcp', async () => {
    const { entry, warnings } = recordedEntry();
    const app = express();
    app.all('/api/mcp', expressHandler(entry));
    const server: Server = app.listen(0, '127.0.0.1');
    stops.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    await expectAdvice(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`, warnings);
  });

  it('advises the same when Fastify routes /api/mcp to an entry left at /mcp', async () => {
    const { entry, warnings } = recordedEntry();
    const app: FastifyInstance = Fastify();
    app.all('/api/mcp', fastifyHandler(entry));
    stops.push(() => app.close());
    await expectAdvice(`${await app.listen({ port: 0, host: '127.0.0.1' })}/api/mcp`, warnings);
  });

  it('advises the same when Hono routes /api/mcp to an entry left at /mcp', async () => {
    const { entry, warnings } = recordedEntry();
    const app = new Hono();
    app.all('/api/mcp', honoHandler(entry));
    let listening: ServerType | undefined;
    const port = await new Promise<number>((resolve) => {
      listening = serveHono({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    stops.push(() => new Promise<void>((resolve) => listening!.close(() => resolve())));
    await expectAdvice(`http://127.0.0.1:${port}/api/mcp`, warnings);
  });
});
