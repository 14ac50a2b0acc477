import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { InMemoryEventStore, type EventStore } from '../../../../../lib/http/index.js';
import { sessionEventStore } from '../../../../../lib/server/transports/http/session/session-event-store.js';
import { SessionScopedEventStore } from '../../../../../lib/server/transports/http/session/in-memory-event-store.js';

type Message = Parameters<EventStore['storeEvent']>[1];
const note = (n: number): Message => ({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: n } });

async function replay(store: EventStore, lastEventId: string): Promise<{ stream: string; sent: [string, Message][] }> {
  const sent: [string, Message][] = [];
  const stream = await store.replayEventsAfter(lastEventId, { send: async (id, m) => void sent.push([id, m]) });
  return { stream, sent };
}

describe('server/transports/http/session/session-event-store', () => {
  it("gives each session's _GET_stream a stream of its own in a shared store, and hands back the transport's stream id", async () => {
    const shared = new InMemoryEventStore();
    const a = sessionEventStore(shared, 'A', undefined);
    const b = sessionEventStore(shared, 'B', undefined);
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
    expect(await replay(sessionEventStore(careless, 'A', undefined), 'e1')).to.deep.equal({ stream: '', sent: [] });
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

  it('offers getStreamIdForEventId only over a store that has it (the SDK then takes the replay\'s stream id)', async () => {
    const base = new InMemoryEventStore();
    const minimal: EventStore = { storeEvent: (t, m) => base.storeEvent(t, m), replayEventsAfter: (id, o) => base.replayEventsAfter(id, o) };
    expect(new SessionScopedEventStore(minimal).getStreamIdForEventId).to.equal(undefined);
    const a = sessionEventStore(minimal, 'A', undefined);
    expect(a.getStreamIdForEventId).to.equal(undefined);
    const a1 = await a.storeEvent('_GET_stream', note(1));
    await sessionEventStore(minimal, 'B', undefined).storeEvent('_GET_stream', note(2));
    const a3 = await a.storeEvent('_GET_stream', note(3));
    expect(await replay(a, a1)).to.deep.equal({ stream: '_GET_stream', sent: [[a3, note(3)]] });
    expect(await replay(sessionEventStore(minimal, 'B', undefined), a1)).to.deep.equal({ stream: '', sent: [] });
  });

  it("marks the owner with the same digest as the previous version (Web Crypto now), so stored events still replay", async () => {
    const streams: string[] = [];
    const recording: EventStore = { storeEvent: async (streamId) => (streams.push(streamId), `e${streams.length}`), replayEventsAfter: async () => '' };
    await sessionEventStore(recording, 'A', 'alice').storeEvent('_GET_stream', note(1));
    await sessionEventStore(recording, 'B', undefined).storeEvent('_GET_stream', note(2));
    expect(streams).to.deep.equal([`A/${createHash('sha256').update('alice').digest('base64url').slice(0, 22)}/_GET_stream`, 'B/-/_GET_stream']);
  });

  it("scopes streams to the session's owner: the same session id asked by another principal finds nothing", async () => {
    // A session-bound store (what replicas share), so only the owner's mark in the stream id tells the principals apart.
    const inner = new InMemoryEventStore();
    const shared: EventStore & { forSession(id: string): EventStore } = { forSession: () => inner, storeEvent: (t, m) => inner.storeEvent(t, m), replayEventsAfter: (id, o) => inner.replayEventsAfter(id, o) };
    const mine = sessionEventStore(shared, 'S', 'principal:A');
    const e1 = await mine.storeEvent('_GET_stream', note(1));
    const e2 = await mine.storeEvent('_GET_stream', note(2));
    expect(await replay(mine, e1)).to.deep.equal({ stream: '_GET_stream', sent: [[e2, note(2)]] });
    for (const owner of ['principal:B', undefined]) {
      const other = sessionEventStore(shared, 'S', owner);
      expect(await other.getStreamIdForEventId!(e1), String(owner)).to.equal(undefined);
      expect(await replay(other, e1), String(owner)).to.deep.equal({ stream: '', sent: [] });
    }
    expect(e1).to.not.contain('principal:A');
  });

  it("checks each event a session-bound store replays, not only the stream it names", async () => {
    // A store that names this session's stream but slips in an event of another stream.
    let mine = '';
    const careless: EventStore & { forSession(id: string): EventStore } = {
      forSession: () => careless,
      storeEvent: async (streamId) => ((mine = streamId), 'e1'),
      getStreamIdForEventId: async (eventId) => (eventId === 'e3' ? mine : 'B/-/_GET_stream'),
      replayEventsAfter: async (_id, { send }) => (await send('e2', note(2)), await send('e3', note(3)), mine),
    };
    const a = sessionEventStore(careless, 'A', undefined);
    await a.storeEvent('_GET_stream', note(1));
    expect(await replay(a, 'e1')).to.deep.equal({ stream: '_GET_stream', sent: [['e3', note(3)]] });
  });
});
