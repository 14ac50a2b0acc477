// Server-only tools/call for the peers that can be driven in memory: tmcp (its `receive(message)` answers a
// JSON-RPC message with the response) and the SDK v1 (over its InMemoryTransport pair). Each caller takes request
// text and resolves with response text, like the bench's own in-memory client, so both ends pay JSON once.
import { sdkV1Server } from './servers/sdk-v1.mjs';
import { tmcpServer } from './servers/tmcp.mjs';

const INITIALIZE = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };

async function tmcpCaller(era) {
  const server = tmcpServer();
  const ctx = era === '2026-07-28' ? undefined : { sessionId: 'bench' };
  if (ctx) {
    await server.receive(INITIALIZE, ctx);
    await server.receive({ jsonrpc: '2.0', method: 'notifications/initialized' }, ctx);
  }
  return async (text) => JSON.stringify(await server.receive(JSON.parse(text), ctx));
}

async function sdkV1Caller(era) {
  if (era === '2026-07-28') return undefined;
  const { InMemoryTransport } = await import('@modelcontextprotocol/sdk/inMemory.js');
  const [client, serverEnd] = InMemoryTransport.createLinkedPair();
  await sdkV1Server().connect(serverEnd);
  let pending;
  client.onmessage = (message) => {
    if (pending && message.id === pending.id && !('method' in message)) {
      const { resolve } = pending;
      pending = undefined;
      resolve(JSON.stringify(message));
    }
  };
  await client.start();
  const call = (text) => new Promise((resolve) => {
    const message = JSON.parse(text);
    pending = { id: message.id, resolve };
    void client.send(message);
  });
  await call(JSON.stringify(INITIALIZE));
  await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return call;
}

/** A text-in, text-out caller of `key` ('tmcp' or 'sdk1') at an era, or undefined where the peer does not serve it. */
export async function memoryCaller(key, era) {
  if (key === 'tmcp') return tmcpCaller(era);
  if (key === 'sdk1') return sdkV1Caller(era);
  throw new Error(`no in-memory caller for ${key}`);
}
