import { expect } from 'chai';
import type { EventStore, SessionBoundEventStore } from '../../../../../lib/http/index.js';
import { isSessionBound } from '../../../../../lib/server/transports/http/session/event-store.js';
import { orphanReplay } from '../../../../../lib/server/transports/http/session/orphan-replay.js';
import { InMemoryEventStore } from '../../../../../lib/http/index.js';
import { sessionEventStore } from '../../../../../lib/server/transports/http/session/session-event-store.js';

/** A session-bound store over one in-memory store per session (what RedisEventStore does in Redis). */
class PerSession implements SessionBoundEventStore {
  private readonly stores = new Map<string, InMemoryEventStore>();
  forSession(sessionId: string): EventStore {
    let store = this.stores.get(sessionId);
    if (!store) this.stores.set(sessionId, (store = new InMemoryEventStore()));
    return store;
  }
  storeEvent = (streamId: string, message: Parameters<EventStore['storeEvent']>[1]) => this.forSession('').storeEvent(streamId, message);
  replayEventsAfter = (id: string, o: Parameters<EventStore['replayEventsAfter']>[1]) => this.forSession('').replayEventsAfter(id, o);
}

describe('server/transports/http/session/orphan-replay', () => {
  it('replays, as one SSE answer, the events of that session\'s stream after the last one seen', async () => {
    const store = new PerSession();
    expect(isSessionBound(store)).to.equal(true);
    expect(isSessionBound(new InMemoryEventStore())).to.equal(false);
    // Stored as the session's transport stores them: through the session's scoped view.
    const scoped = sessionEventStore(store, 's1', undefined);
    const first = await scoped.storeEvent('st', { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 1, progress: 1 } });
    const second = await scoped.storeEvent('st', { jsonrpc: '2.0', id: 3, result: { content: [] } });
    const response = (await orphanReplay(store, 's1', undefined, first))!;
    expect(response.headers.get('content-type')).to.equal('text/event-stream');
    expect(await response.text()).to.equal(`event: message\nid: ${second}\ndata: {"jsonrpc":"2.0","id":3,"result":{"content":[]}}\n\n`);
    expect(await orphanReplay(store, 's2', undefined, first)).to.equal(undefined);
  });

  it('replays only to the principal that opened the session: another principal, or none, gets nothing (404)', async () => {
    const store = new PerSession();
    const scoped = sessionEventStore(store, 's1', 'principal:A');
    const first = await scoped.storeEvent('_GET_stream', { jsonrpc: '2.0', method: 'notifications/resources/list_changed' });
    await scoped.storeEvent('_GET_stream', { jsonrpc: '2.0', method: 'notifications/tools/list_changed' });
    expect(await orphanReplay(store, 's1', 'principal:B', first)).to.equal(undefined);
    expect(await orphanReplay(store, 's1', undefined, first)).to.equal(undefined);
    expect(await (await orphanReplay(store, 's1', 'principal:A', first))!.text()).to.contain('tools/list_changed');
  });
});
