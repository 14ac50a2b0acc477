import { expect } from 'chai';
import Fastify, { type FastifyInstance } from 'fastify';
import { fastifyHandler } from '../../../../../lib/http/index.js';
import { SseReader, callAddThrough, closeAll, entryFor, expectHttpError, initializeMessage, openSession, post } from '../http-support.js';

// Real Fastify 5, which parses JSON bodies itself before the route runs.
describe('server/transports/http/mount/fastify-handler', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await closeAll();
  });

  async function start(options: Parameters<typeof entryFor>[0] = {}, path = '/mcp'): Promise<string> {
    app = Fastify();
    app.all(path, fastifyHandler(entryFor({ ...options, path })));
    app.get('/health', async () => ({ ok: true }));
    return `${await app.listen({ port: 0, host: '127.0.0.1' })}${path}`;
  }

  it('serves tools/call (a session and a 2026-07-28 request) with the body Fastify parsed', async () => {
    const url = await start();
    expect(await callAddThrough(url)).to.deep.equal({ session: '7', stateless: '11' });
    expect(await (await fetch(new URL('/health', url))).json()).to.deep.equal({ ok: true });
  });

  it('serves under a prefix of the app', async () => {
    expect(await callAddThrough(await start({}, '/api/v1/mcp'))).to.deep.equal({ session: '7', stateless: '11' });
  });

  it('streams the GET stream of a session and ends it on DELETE', async () => {
    const url = await start();
    const sessionId = await openSession(url);
    const stream = await fetch(url, { headers: { accept: 'text/event-stream', 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-11-25' } });
    expect(stream.status).to.equal(200);
    expect(stream.headers.get('content-type')).to.match(/^text\/event-stream/);
    const reader = new SseReader(stream);
    const deleted = await fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId } });
    expect(deleted.status).to.equal(200);
    await reader.until(() => false);
    await reader.cancel();
  });

  it('keeps the entry\'s size limit and Accept check for a body Fastify parsed', async () => {
    const url = await start({ maxBodyBytes: 300 });
    const error = await expectHttpError(await post(url, { ...initializeMessage(), padding: 'x'.repeat(400) }), 413, -32000);
    expect(error.message).to.equal('Payload Too Large: the limit is 300 bytes');
    await expectHttpError(await post(url, initializeMessage(), { accept: 'application/json' }), 406, -32000);
  });
});
