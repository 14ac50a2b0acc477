import { expect } from 'chai';
import { Ctx, Param, Tool, connectInMemory, type McpContext, createServer } from '../../../lib/index.js';
import { silentDiagnostics } from '../../../lib/observability/index.js';

class Echo {
  @Tool() echo(@Param('text') text: string): string {
    return text;
  }
}

describe('server/transports/in-memory', () => {
  it('returns the client end of a connected pair', async () => {
    const server = createServer({ name: 'test', version: '1.0.0', classes: [Echo], diagnostics: silentDiagnostics });
    const client = await connectInMemory(server);
    const received: any[] = [];
    client.onmessage = (message) => void received.push(message);
    await client.start();
    try {
      await client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } });
      await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'echo', arguments: { text: 'in memory' } } });
      await new Promise<void>((resolve) => {
        const check = () => (received.some((m) => m.id === 2) ? resolve() : setImmediate(check));
        check();
      });
      expect(received.map((m) => m.id)).to.deep.equal([1, 2]);
      expect(received[0].result.protocolVersion).to.equal('2025-06-18');
      expect(received[1].result).to.deep.equal({ content: [{ type: 'text', text: 'in memory' }] });
    } finally {
      await server.close();
    }
  });

  it('aborts in-flight calls when the client end closes, and the pair stays closed', async () => {
    let reason: unknown;
    class Waits {
      @Tool() wait(@Ctx() ctx: McpContext): Promise<string> {
        return new Promise((resolve) => {
          ctx.signal.addEventListener('abort', () => {
            reason = ctx.signal.reason;
            resolve('aborted');
          });
          ctx.log.info('waiting');
        });
      }
    }
    const server = createServer({ name: 'test', version: '1.0.0', classes: [Waits], diagnostics: silentDiagnostics });
    const client = await connectInMemory(server);
    const received: any[] = [];
    client.onmessage = (message) => void received.push(message);
    await client.start();
    await client.send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {} } });
    await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await client.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'wait', arguments: {} } });
    await new Promise<void>((resolve) => {
      const check = () => (received.some((m) => m.method === 'notifications/message') ? resolve() : setImmediate(check));
      check();
    });
    await client.close();
    expect(reason).to.be.instanceOf(Error);
    expect((reason as Error).message).to.equal('the connection closed');
    let sendFailed = false;
    await client.send({ jsonrpc: '2.0', id: 3, method: 'ping' }).catch(() => (sendFailed = true));
    expect(sendFailed).to.equal(true);
    expect(received.filter((m) => m.id !== undefined).map((m) => m.id)).to.deep.equal([1]);
    await server.close();
  });
});
