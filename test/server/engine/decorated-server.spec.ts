import { expect } from 'chai';
import { Resource, Tool } from '../../../lib/index.js';
import type { McpExtension } from '../../../lib/server/contracts/extension.js';
import type { NotificationBus } from '../../../lib/server/contracts/notification-bus.js';
import type { JsonObject } from '../../../lib/vocabulary/json-value.js';
import { closeServers, serve, session } from '../serve.js';

class Memo {
  @Resource('memo://today') today(): string {
    return 'today';
  }
}

class Later {
  @Tool() later(): string {
    return 'later';
  }
}

function recordingBus(): NotificationBus & { readonly published: [string, JsonObject][]; subscribed: number } {
  const bus = {
    published: [] as [string, JsonObject][],
    subscribed: 0,
    publish: (topic: string, payload: JsonObject) => void bus.published.push([topic, payload]),
    subscribe: () => {
      bus.subscribed++;
      return () => void bus.subscribed--;
    },
  };
  return bus;
}

describe('server/engine/decorated-server', () => {
  afterEach(closeServers);

  it('starts each extension with the identity, cache policy and bus, and closes it with the server, after the bus', async () => {
    const events: string[] = [];
    const bus = recordingBus();
    const extension: McpExtension = {
      id: 'example.com/recorder',
      start: (host) => void events.push(`start ${host.identity.name} ${host.cache.reads.cacheScope} ${host.bus === bus}`),
      close: async () => void events.push(`close, bus listeners ${bus.subscribed}`),
    };
    const server = serve([Memo], { extensions: [extension], bus });
    expect(events).to.deep.equal(['start test private true']);
    expect(bus.subscribed).to.equal(2);
    await server.close();
    expect(events).to.deep.equal(['start test private true', 'close, bus listeners 0']);
  });

  it('sends resourceUpdated to subscribed connections and publishes it on the bus', async () => {
    const bus = recordingBus();
    const server = serve([Memo], { bus });
    const client = await session(server, '2025-06-18');
    await client.request('resources/subscribe', { uri: 'memo://today' });
    server.resourceUpdated('memo://today');
    const note = await client.waitFor((m) => m.method === 'notifications/resources/updated');
    expect(note.params).to.deep.equal({ uri: 'memo://today' });
    expect(bus.published.map(([topic, payload]) => [topic, payload.uri])).to.deep.equal([['mcp-decorators/resource-updated', 'memo://today']]);
  });

  it('adds classes at run time and tells connected clients their list changed', async () => {
    const server = serve([Memo]);
    const client = await session(server, '2025-06-18');
    server.add(Later);
    await client.waitFor((m) => m.method === 'notifications/tools/list_changed');
    expect(server.model.tools.map((t) => t.name)).to.deep.equal(['later']);
    expect(server.removeTool('later')).to.equal(true);
    expect(server.model.tools).to.deep.equal([]);
  });
});
