import { expect } from 'chai';
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Constructor } from '../../../lib/index.js';
import { OpenHours, UserService, UserTools, mountMcp, type Container } from '../../../docs/examples/migrate-mcp-nest.js';

const HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const post = async (url: string, body: object, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: 'POST', headers: { ...HEADERS, ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  return { response, body: JSON.parse(/^data: (\{.*)$/m.exec(text)?.[1] ?? text) as { result?: any; error?: any } };
};

// The MCP-Nest migration guide's example (docs/examples/migrate-mcp-nest.ts): a stand-in container builds the tool
// class and its guard class with their injected service; the entry answers on an Express app bound to 127.0.0.1.
describe('docs/examples/migrate-mcp-nest', () => {
  it('builds UserTools and OpenHours through the container, and serves create_user on Express', async () => {
    const users = new UserService();
    const built: string[] = [];
    const app: Container = {
      get<T>(type: Constructor<T>): T {
        built.push(type.name);
        return (type === (UserTools as Constructor) ? new UserTools(users) : type === (OpenHours as Constructor) ? new OpenHours(users) : undefined) as T;
      },
    };
    const http = express();
    const { entry } = mountMcp(app, http);
    const listener = http.listen(0, '127.0.0.1');
    await new Promise<void>((done) => listener.once('listening', () => done()));
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/mcp`;
      const init = await post(url, { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'nest', version: '1' } } });
      const session = { 'mcp-session-id': init.response.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-11-25' };
      await post(url, { jsonrpc: '2.0', method: 'notifications/initialized' }, session).catch(() => undefined);
      const call = await post(url, { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'create_user', arguments: { name: 'Ada', email: 'ada@example.com' } } }, session);
      expect(call.body.result.content).to.deep.equal([{ type: 'text', text: 'user 1' }]);
      const refused = await post(url, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'create_user', arguments: { name: 'Ada', email: 'not-an-email' } } }, session);
      expect(refused.body.result.isError).to.equal(true);
      expect(users.created).to.deep.equal(['Ada']);
      expect(built).to.include.members(['UserTools', 'OpenHours']);
    } finally {
      await new Promise<void>((done) => listener.close(() => done()));
      await entry.close();
    }
  });
});
