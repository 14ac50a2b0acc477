import { expect } from 'chai';
import { InMemoryEventStore, type EventStore } from '../../../../lib/index.js';
import { sessionEventStore } from '../../../../lib/server/transports/http/session-event-store.js';
import { SessionScopedEventStore } from '../../../../lib/server/transports/http/in-memory-event-store.js';

type Message = Parameters<EventStore['storeEvent']>[1];
const note = (n: number): Message => ({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: n } });

async function replay(store: EventStore, lastEventId: string): Promise<{ stream: string; sent: [string, Message][] }> {
  const sent: [string, Message][] = [];
  const stream = await store.replayEventsAfter(lastEventId, { send: async (id, m) => void sent.push([id, m]) });
  return { stream, sent };
}

describe('server/transports/http/session-event-store', () => {
  it("gives each session's _GET_stream a stream of its own in a shared store, and hands back the transport's stream id", async () => {
    const shared = new InMemoryEventStore();
    const a = sessionEventStore(shared, 'A');
    const b = sessionEventStore(shared, 'B');
    const a1 = await a.storeEvent('_GET_stream', note(1));
    await b.storeEvent('_GET_stream', note(2));
    const a3 = await a.storeEvent('_GET_stream', note(3));
    expect(await a.getStreamIdForEventId!(a1)).to.equal('_GET_stream');
    expect(await replay(a, a1)).to.deep.equal({ stream: '_GET_stream', sent: [[a3, note(3)]] });
    // B presenting A's event id: not its stream.
    expect(await b.getStreamIdForEventId!(a1)).to.equal(undefined);
    expect(await replay(b, a1)).to.deep.equal({ stream: '', sent: [] });
  });

  it('sends nothing when a store replays a stream that is not the session\'s (a store that ignores stream ids)', async () => {
    const careless: EventStore & { forSession(id: string): EventStore } = {
      forSession: () => careless,
      storeEvent: async () => 'e1',
      replayEventsAfter: async (_id, { send }) => (await send('e2', note(2)), 'B/_GET_stream'),
    };
    expect(await replay(sessionEventStore(careless, 'A'), 'e1')).to.deep.equal({ stream: '', sent: [] });
  });

  it('SessionScopedEventStore checks every replayed event, not only the Last-Event-ID', async () => {
    // A store whose replay mixes in an event nobody stored through this wrapper.
    const base = new InMemoryEventStore();
    const scoped = new SessionScopedEventStore(base);
    const first = await scoped.storeEvent('s', note(1));
    const foreign = await base.storeEvent('s', note(2));
    const own = await scoped.storeEvent('s', note(3));
    expect(foreign).to.be.a('string');
    expect(await replay(scoped, first)).to.deep.equal({ stream: 's', sent: [[own, note(3)]] });
  });
});
