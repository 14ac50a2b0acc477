import { expect } from 'chai';
import { Resource } from '../../../lib/decorators/resource.decorator.js';
import { Tool } from '../../../lib/decorators/tool.decorator.js';
import { UseGuards } from '../../../lib/decorators/use-guards.decorator.js';
import type { McpExtension } from '../../../lib/server/contracts/extension.js';
import { openRawSession } from '../../support/raw-session.js';
import { closeServers, serve } from '../serve.js';

const V = '2026-07-28';
const SUBSCRIPTION = 'io.modelcontextprotocol/subscriptionId';
const meta = { 'io.modelcontextprotocol/protocolVersion': V, 'io.modelcontextprotocol/clientCapabilities': {} };

class Docs {
  @Resource('docs://open') open(): string { return 'open'; }
  @UseGuards(() => 'Closed for maintenance.') @Resource('docs://closed') closed(): string { return 'closed'; }
}
class Later {
  @Tool() later(): string { return ''; }
}

describe('server/methods/listen', () => {
  afterEach(closeServers);

  it('acknowledges only the filters it honours and the resources the caller may read, tagged with the request id', async () => {
    const server = serve([Docs]);
    const raw = await openRawSession(server);
    await raw.send({ jsonrpc: '2.0', id: 'l1', method: 'subscriptions/listen', params: { _meta: meta, notifications: { toolsListChanged: true, promptsListChanged: false, bogus: true, resourceSubscriptions: ['docs://open', 'docs://closed', 'docs://none', 7, 'docs://open'] } } });
    const ack = await raw.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged');
    expect(ack.params).to.deep.equal({ notifications: { toolsListChanged: true, resourceSubscriptions: ['docs://open'] }, _meta: { [SUBSCRIPTION]: 'l1' } });
    await raw.close();
  });

  it('streams list changes and resource updates it was asked for, and nothing else', async () => {
    const server = serve([Docs]);
    const raw = await openRawSession(server);
    await raw.send({ jsonrpc: '2.0', id: 2, method: 'subscriptions/listen', params: { _meta: meta, notifications: { toolsListChanged: true, resourceSubscriptions: ['docs://open'] } } });
    await raw.waitFor((m) => m.method === 'notifications/subscriptions/acknowledged');
    server.resourceUpdated('docs://closed');
    server.resourceUpdated('docs://open');
    const updated = await raw.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(updated.params).to.deep.equal({ uri: 'docs://open', _meta: { [SUBSCRIPTION]: 2 } });
    server.add(Later);
    const changed = await raw.waitFor((m) => m.method === 'notifications/tools/list_changed');
    expect(changed.params).to.deep.equal({ _meta: { [SUBSCRIPTION]: 2 } });
    expect(raw.received.filter((m) => m.method === 'notifications/resources/updated')).to.have.length(1);
    await raw.close();
  });

  it("lets an extension topic send only after the acknowledgement, and stops it when the client cancels the listen", async () => {
    let stopped = 0;
    const ticks: McpExtension = {
      id: 'example.com/ticks',
      listenTopics: [{ key: 'ticks', subscribe: (_request, requested, send) => (send('notifications/tick', { n: 1 }), { honoured: requested, stop: () => void stopped++ }) }],
    };
    const server = serve([Docs], { extensions: [ticks] });
    const raw = await openRawSession(server);
    await raw.send({ jsonrpc: '2.0', id: 3, method: 'subscriptions/listen', params: { _meta: meta, notifications: { ticks: { every: 1 } } } });
    const tick = await raw.waitFor((m) => m.method === 'notifications/tick');
    const methods = raw.received.filter((m) => m.method !== undefined).map((m) => m.method);
    expect(methods.slice(0, 2)).to.deep.equal(['notifications/subscriptions/acknowledged', 'notifications/tick']);
    expect(raw.received[0]!.params.notifications).to.deep.equal({ ticks: { every: 1 } });
    expect(tick.params).to.deep.equal({ n: 1, _meta: { [SUBSCRIPTION]: 3 } });
    await raw.notify('notifications/cancelled', { requestId: 3, _meta: meta });
    const end = Date.now() + 2000;
    while (stopped === 0 && Date.now() < end) await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).to.equal(1);
    await raw.close();
  });
});
