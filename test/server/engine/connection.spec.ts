import { expect } from 'chai';
import { Ctx, Param, Tool, type McpContext } from '../../../lib/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, errorOf, expectNone, resultOf, serve, session } from '../serve.js';

class Waiter {
  static sawAbort = false;
  static abortReason: unknown;
  static started = 0;

  @Tool() async wait(@Ctx() ctx: McpContext): Promise<string> {
    Waiter.started++;
    ctx.log.info('waiting');
    await new Promise<void>((resolve) => {
      if (ctx.signal.aborted) return resolve();
      ctx.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    Waiter.sawAbort = ctx.signal.aborted;
    Waiter.abortReason = ctx.signal.reason;
    ctx.log.info('after abort');
    await ctx.progress(1, 1);
    return 'finished after abort';
  }

  @Tool() echo(@Param('text') text: string): string {
    return text;
  }
}

describe('server/engine/connection', () => {
  afterEach(closeServers);
  beforeEach(() => {
    Waiter.sawAbort = false;
    Waiter.abortReason = undefined;
    Waiter.started = 0;
  });

  describe('lifecycle', () => {
    it('makes its id on first use, not before its first answer (the first Web Crypto call loads Node\'s crypto), and keeps it', async () => {
      const webCrypto = globalThis.crypto as { randomUUID: () => string };
      const original = webCrypto.randomUUID.bind(webCrypto);
      let made = 0;
      Object.defineProperty(webCrypto, 'randomUUID', { configurable: true, writable: true, value: () => (made++, original()) });
      try {
        const [client, end] = InMemoryTransport.createLinkedPair();
        const answers: unknown[] = [];
        client.onmessage = (message) => void answers.push(message);
        await client.start();
        const handle = (await serve([Waiter]).connect(end as never)) as unknown as { id: string };
        await client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
        await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } } });
        for (let i = 0; i < 100 && answers.length < 2; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(answers).to.have.length(2);
        expect(made).to.equal(0);
        const id = handle.id;
        expect(id).to.match(/^[0-9a-f-]{36}$/);
        expect(handle.id).to.equal(id);
        expect(made).to.equal(1);
      } finally {
        delete (webCrypto as { randomUUID?: unknown }).randomUUID;
      }
    });

    it('refuses a request before initialize with -32600', async () => {
      const raw = await openRawSession(serve([Waiter]));
      const error = errorOf(await raw.request('tools/list'));
      expect(error.code).to.equal(-32600);
      expect(error.message).to.equal('Server not initialized: send initialize before tools/list');
    });

    it('refuses tools/call before initialize with -32600 and does not run the tool', async () => {
      const raw = await openRawSession(serve([Waiter]));
      expect(errorOf(await raw.request('tools/call', { name: 'wait', arguments: {} })).code).to.equal(-32600);
      expect(Waiter.started).to.equal(0);
    });

    it('answers ping before initialize with an empty result', async () => {
      const raw = await openRawSession(serve([Waiter]));
      const response = await raw.request('ping');
      expect(response).to.deep.equal({ jsonrpc: '2.0', id: 1, result: {} });
    });

    it('answers an unknown method after initialize with -32601', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      const error = errorOf(await raw.request('tools/frobnicate'));
      expect(error).to.deep.equal({ code: -32601, message: 'Method not found: tools/frobnicate' });
    });

    it('refuses a second initialize with -32600 and keeps the first revision', async () => {
      const raw = await session(serve([Waiter]), '2024-11-05');
      const error = errorOf(await raw.request('initialize', { protocolVersion: '2025-11-25', capabilities: {} }));
      expect(error.code).to.equal(-32600);
      const tool = resultOf(await raw.request('tools/list')).tools.find((t: { name: string }) => t.name === 'echo');
      expect(Object.keys(tool).sort()).to.deep.equal(['inputSchema', 'name']);
    });

    it('answers every request with the id it came with, string ids included', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      await raw.send({ jsonrpc: '2.0', id: 'abc', method: 'ping' });
      const response = await raw.waitFor((m) => m.id === 'abc');
      expect(response).to.deep.equal({ jsonrpc: '2.0', id: 'abc', result: {} });
    });

    it('ignores notifications it does not know', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      await raw.notify('notifications/roots/list_changed');
      await raw.notify('notifications/made_up', { x: 1 });
      expect(resultOf(await raw.request('ping'))).to.deep.equal({});
      expect(raw.received.filter((m) => m.method !== undefined)).to.deep.equal([]);
    });

    it('closes: the server stops answering after close()', async () => {
      const server = serve([Waiter]);
      const raw = await session(server, '2025-06-18');
      await server.close();
      let failed: unknown;
      try {
        await raw.request('ping');
      } catch (error) {
        failed = error;
      }
      expect(failed).to.be.instanceOf(Error);
    });
  });

  describe('cancellation', () => {
    it('sends no response to a cancelled tools/call, and the handler sees the abort', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      const id = raw.nextId;
      const pending = raw.request('tools/call', { name: 'wait', arguments: {}, _meta: { progressToken: 'c1' } }, 600).catch((error: Error) => error);
      await raw.waitFor((m) => m.method === 'notifications/message' && m.params.data === 'waiting');
      expect(Waiter.started).to.equal(1);
      expect(Waiter.sawAbort).to.equal(false);
      await raw.notify('notifications/cancelled', { requestId: id, reason: 'user gave up' });
      expect(Waiter.sawAbort).to.equal(true);
      expect(Waiter.abortReason).to.be.instanceOf(Error);
      expect((Waiter.abortReason as Error).message).to.equal('user gave up');
      await expectNone(raw, (m) => m.id === id && m.method === undefined, 300);
      expect(raw.received.some((m) => m.method === 'notifications/message' && m.params.data === 'after abort')).to.equal(false);
      const outcome = await pending;
      expect(outcome).to.be.instanceOf(Error);
      expect((outcome as Error).message).to.contain(`(id ${id})`);
      expect(raw.received.filter((m) => m.method === 'notifications/progress')).to.deep.equal([]);
    });

    it('keeps serving other requests after a cancellation', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      const id = raw.nextId;
      void raw.request('tools/call', { name: 'wait', arguments: {} }, 400).catch(() => undefined);
      await raw.waitFor((m) => m.method === 'notifications/message' && m.params.data === 'waiting');
      await raw.notify('notifications/cancelled', { requestId: id });
      expect(Waiter.sawAbort).to.equal(true);
      expect(Waiter.abortReason).to.be.instanceOf(Error);
      expect((Waiter.abortReason as Error).message).to.equal('cancelled by the client');
      const echoed = resultOf(await raw.request('tools/call', { name: 'echo', arguments: { text: 'still here' } }));
      expect(echoed).to.deep.equal({ content: [{ type: 'text', text: 'still here' }] });
      await expectNone(raw, (m) => m.id === id && m.method === undefined, 300);
    });

    it('ignores a cancellation of an unknown or finished request', async () => {
      const raw = await session(serve([Waiter]), '2025-06-18');
      const response = await raw.request('tools/call', { name: 'echo', arguments: { text: 'done' } });
      await raw.notify('notifications/cancelled', { requestId: response.id });
      await raw.notify('notifications/cancelled', { requestId: 999 });
      expect(resultOf(await raw.request('ping'))).to.deep.equal({});
    });

    it('aborts in-flight calls when the server closes', async () => {
      const server = serve([Waiter]);
      const raw = await session(server, '2025-06-18');
      void raw.request('tools/call', { name: 'wait', arguments: {} }, 400).catch(() => undefined);
      await raw.waitFor((m) => m.method === 'notifications/message' && m.params.data === 'waiting');
      expect(Waiter.started).to.equal(1);
      await server.close();
      expect(Waiter.sawAbort).to.equal(true);
      expect((Waiter.abortReason as Error).message).to.equal('the connection closed');
    });
  });
});
