import { expect } from 'chai';
import { Tool } from '../../../lib/decorators/tool.decorator.js';
import type { ExtensionRequest, McpExtension } from '../../../lib/server/contracts/extension.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, resultOf, serve, session } from '../serve.js';

const V = '2026-07-28';
class Tools {
  @Tool() t(): string { return ''; }
}

/** An extension whose one method answers with what it was told about the request, and sends one notification. */
function echoExtension(seen: ExtensionRequest[]): McpExtension {
  return {
    id: 'example.com/echo',
    methods: [{
      method: 'echo/describe',
      eras: ['session', 'stateless'],
      handle: async (request) => {
        seen.push(request);
        request.notify('notifications/echo', { seen: true });
        return { id: request.id, method: request.method, era: request.era, revision: request.adapter.revision, declared: request.declares('example.com/echo'), other: request.declares('example.com/other'), owner: typeof request.owner, aborted: request.signal.aborted, hasChannel: request.connection !== undefined };
      },
    }],
  };
}

describe('server/methods/extension-request', () => {
  afterEach(closeServers);

  it('gives an extension method the request as its era serves it: session, with the client declared at initialize', async () => {
    const seen: ExtensionRequest[] = [];
    const raw = await session(serve([Tools], { extensions: [echoExtension(seen)] }), '2025-11-25', { extensions: { 'example.com/echo': {} } });
    const result = resultOf(await raw.request('echo/describe', { x: 1 }));
    expect(result).to.deep.equal({ id: result.id, method: 'echo/describe', era: 'session', revision: '2025-11-25', declared: true, other: false, owner: 'string', aborted: false, hasChannel: true });
    expect(seen[0]!.params).to.deep.equal({ x: 1 });
    expect(raw.received.some((m) => m.method === 'notifications/echo')).to.equal(true);
  });

  it('reads the client of a 2026-07-28 request from that request, with no connection', async () => {
    const seen: ExtensionRequest[] = [];
    const raw = await openRawSession(serve([Tools], { extensions: [echoExtension(seen)] }));
    const params = { _meta: { 'io.modelcontextprotocol/protocolVersion': V, 'io.modelcontextprotocol/clientCapabilities': { extensions: { 'example.com/echo': { v: 1 } } }, 'io.modelcontextprotocol/clientInfo': { name: 'probe', version: '9' } } };
    const result = resultOf(await raw.request('echo/describe', params));
    expect(result).to.deep.include({ id: result.id, era: 'stateless', revision: V, declared: true, other: false, hasChannel: false });
    expect(seen[0]!.client.info).to.deep.include({ name: 'probe' });
    await raw.close();
  });

  it('gives two sessions different owners, so what one creates the other cannot reach', async () => {
    const seen: ExtensionRequest[] = [];
    const server = serve([Tools], { extensions: [echoExtension(seen)] });
    resultOf(await (await session(server, '2025-11-25')).request('echo/describe'));
    resultOf(await (await session(server, '2025-11-25')).request('echo/describe'));
    expect(seen[0]!.owner).to.not.equal(seen[1]!.owner);
  });
});
