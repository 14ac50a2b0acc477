import { expect } from 'chai';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';
import { InMemoryEventStore } from '../../../../../lib/http/index.js';

const note = (n: number): JSONRPCMessage => ({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: n } });

/** Replays after `lastEventId` and returns what was sent and the stream id answered. */
async function replay(store: InMemoryEventStore, lastEventId: string): Promise<{ streamId: string; sent: [string, JSONRPCMessage][] }> {
  const sent: [string, JSONRPCMessage][] = [];
  const streamId = await store.replayEventsAfter(lastEventId, {
    send: async (eventId, message) => {
      sent.push([eventId, message]);
    },
  });
  return { streamId, sent };
}

describe('server/transports/http/session/in-memory-event-store', () => {
  it('stores events with distinct, visible-ASCII ids that grow in order', async () => {
    const store = new InMemoryEventStore();
    const ids = [await store.storeEvent('s1', note(1)), await store.storeEvent('s1', note(2)), await store.storeEvent('s2', note(3)), await store.storeEvent('s1', note(4))];
    expect(new Set(ids).size).to.equal(4);
    for (const id of ids) expect(id).to.match(/^[\x21-\x7E]+$/);
    const counters = ids.map((id) => parseInt(id.slice(id.lastIndexOf('_') + 1), 36));
    expect(counters).to.deep.equal([...counters].sort((a, b) => a - b));
    expect(counters[0]).to.be.below(counters[3]!);
  });

  it('knows the stream of each event', async () => {
    const store = new InMemoryEventStore();
    const a = await store.storeEvent('stream-a', note(1));
    const b = await store.storeEvent('stream-b', note(2));
    expect(await store.getStreamIdForEventId(a)).to.equal('stream-a');
    expect(await store.getStreamIdForEventId(b)).to.equal('stream-b');
    expect(await store.getStreamIdForEventId('nope')).to.equal(undefined);
  });

  it('replays only the later events of the same stream, in order, and returns the stream id', async () => {
    const store = new InMemoryEventStore();
    const first = await store.storeEvent('s1', note(1));
    const second = await store.storeEvent('s1', note(2));
    const other = await store.storeEvent('s2', note(3));
    const third = await store.storeEvent('s1', note(4));
    const fourth = await store.storeEvent('s1', note(5));

    const fromFirst = await replay(store, first);
    expect(fromFirst.streamId).to.equal('s1');
    expect(fromFirst.sent).to.deep.equal([
      [second, note(2)],
      [third, note(4)],
      [fourth, note(5)],
    ]);

    const fromThird = await replay(store, third);
    expect(fromThird).to.deep.equal({ streamId: 's1', sent: [[fourth, note(5)]] });

    const fromOther = await replay(store, other);
    expect(fromOther).to.deep.equal({ streamId: 's2', sent: [] });

    const fromLast = await replay(store, fourth);
    expect(fromLast).to.deep.equal({ streamId: 's1', sent: [] });
  });

  it("replays the priming event's stream: an empty message stored first, then the rest", async () => {
    const store = new InMemoryEventStore();
    const priming = await store.storeEvent('post-1', {} as JSONRPCMessage);
    const log = await store.storeEvent('post-1', note(1));
    const result = await store.storeEvent('post-1', { jsonrpc: '2.0', id: 7, result: {} });
    expect(await replay(store, priming)).to.deep.equal({
      streamId: 'post-1',
      sent: [
        [log, note(1)],
        [result, { jsonrpc: '2.0', id: 7, result: {} }],
      ],
    });
  });

  it("answers an unknown event id with '' and sends nothing", async () => {
    const store = new InMemoryEventStore();
    await store.storeEvent('s1', note(1));
    expect(await replay(store, 'no-such-event')).to.deep.equal({ streamId: '', sent: [] });
    expect(await replay(store, '')).to.deep.equal({ streamId: '', sent: [] });
  });

  it('keeps at most maxEvents, dropping the oldest first', async () => {
    const store = new InMemoryEventStore(3);
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) ids.push(await store.storeEvent('s1', note(n)));
    // The two oldest are gone: unknown to the store, and replay from them finds nothing.
    expect(await store.getStreamIdForEventId(ids[0]!)).to.equal(undefined);
    expect(await store.getStreamIdForEventId(ids[1]!)).to.equal(undefined);
    expect(await replay(store, ids[0]!)).to.deep.equal({ streamId: '', sent: [] });
    // The newest three are kept.
    expect(await replay(store, ids[2]!)).to.deep.equal({
      streamId: 's1',
      sent: [
        [ids[3], note(4)],
        [ids[4], note(5)],
      ],
    });
  });

  it('drops across streams by age, not per stream', async () => {
    const store = new InMemoryEventStore(2);
    const a1 = await store.storeEvent('a', note(1));
    const b1 = await store.storeEvent('b', note(2));
    const b2 = await store.storeEvent('b', note(3));
    expect(await store.getStreamIdForEventId(a1)).to.equal(undefined);
    expect(await replay(store, b1)).to.deep.equal({ streamId: 'b', sent: [[b2, note(3)]] });
  });

  it('waits for each send before the next (backpressure is kept in order)', async () => {
    const store = new InMemoryEventStore();
    const first = await store.storeEvent('s', note(1));
    await store.storeEvent('s', note(2));
    await store.storeEvent('s', note(3));
    const order: string[] = [];
    await store.replayEventsAfter(first, {
      send: async (_id, message) => {
        const n = (message as unknown as { params: { data: number } }).params.data;
        order.push(`start ${n}`);
        await new Promise<void>((resolve) => setImmediate(resolve));
        order.push(`end ${n}`);
      },
    });
    expect(order).to.deep.equal(['start 2', 'end 2', 'start 3', 'end 3']);
  });
});
