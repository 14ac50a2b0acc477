import { expect } from 'chai';
import { silentDiagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { RedisEventStore } from '../../../lib/stores/redis/redis-event-store.js';
import { FakeRedis } from '../../support/fake-redis.js';

type Message = Parameters<RedisEventStore['storeEvent']>[1];
const note = (n: number): Message => ({ jsonrpc: '2.0', method: 'notifications/message', params: { data: n } }) as Message;

async function replay(store: { replayEventsAfter: RedisEventStore['replayEventsAfter'] }, after: string): Promise<{ stream: string; sent: [string, unknown][] }> {
  const sent: [string, unknown][] = [];
  const stream = await store.replayEventsAfter(after, { send: async (id, message) => void sent.push([id, (message as unknown as { params: { data: number } }).params.data]) });
  return { stream, sent };
}

// The logic of the store (ids, trimming, expiry, session isolation, replay) on a fake client; with real Redis in npm run test:scale.
describe('stores/redis/redis-event-store (at the ioredis seam, with a fake client)', () => {
  let client: FakeRedis;
  beforeEach(() => (client = new FakeRedis()));

  it('gives each event an id in its stream and replays, in order, only those after the one the client saw', async () => {
    const store = new RedisEventStore({ client, prefix: 'p:', ttlMs: 5000, diagnostics: silentDiagnostics }).forSession('s1');
    const ids = [await store.storeEvent('st', note(1)), await store.storeEvent('st', note(2)), await store.storeEvent('st', note(3))];
    await store.storeEvent('other', note(9));
    expect(new Set(ids).size).to.equal(3);
    expect(await store.getStreamIdForEventId!(ids[0]!)).to.equal('st');
    expect(await replay(store, ids[0]!)).to.deep.equal({ stream: 'st', sent: [[ids[1], 2], [ids[2], 3]] });
    expect(client.log.expiries.get(`p:ev:${ids[0]}`)).to.equal(5000);
    expect(client.log.expiries.get('p:evs:st')).to.equal(5000);
  });

  it("never replays or names another session's events, nor those of a forgotten session", async () => {
    const events = new RedisEventStore({ client, prefix: 'p:', diagnostics: silentDiagnostics });
    const mine = events.forSession('s1');
    const theirs = events.forSession('s2');
    const first = await mine.storeEvent('st', note(1));
    await theirs.storeEvent('st', note(2));
    await mine.storeEvent('st', note(3));
    expect(await theirs.getStreamIdForEventId!(first)).to.equal(undefined);
    expect(await replay(theirs, first)).to.deep.equal({ stream: '', sent: [] });
    expect((await replay(mine, first)).sent.map(([, n]) => n)).to.deep.equal([3]);
    await events.forgetSession('s1');
    expect(await replay(mine, first)).to.deep.equal({ stream: '', sent: [] });
    expect(await mine.getStreamIdForEventId!(first)).to.equal(undefined);
  });

  it('keeps at most maxEventsPerStream events of a stream', async () => {
    const store = new RedisEventStore({ client, prefix: 'p:', maxEventsPerStream: 2, diagnostics: silentDiagnostics });
    const ids: string[] = [];
    for (let n = 1; n <= 4; n++) ids.push(await store.storeEvent('st', note(n)));
    expect(await client.lrange('p:evs:st', 0, -1)).to.deep.equal(ids.slice(2));
    expect((await replay(store, ids[2]!)).sent.map(([, n]) => n)).to.deep.equal([4]);
  });

  it('answers an unknown event id with no stream, and leaves a client it was given open', async () => {
    const store = new RedisEventStore({ client, diagnostics: silentDiagnostics });
    expect(await replay(store, 'nope_1')).to.deep.equal({ stream: '', sent: [] });
    expect(await store.getStreamIdForEventId('nope_1')).to.equal(undefined);
    await store.close();
    expect(client.quits).to.equal(0);
  });
});
