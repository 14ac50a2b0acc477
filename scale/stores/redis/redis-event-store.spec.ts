import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { RedisEventStore } from 'mcp-decorators/redis';
import { deployment } from '../../support/root-hooks.js';

const message = (n: number) => ({ jsonrpc: '2.0' as const, method: 'notifications/progress', params: { progressToken: 't', progress: n } });

describe('stores/redis/redis-event-store (real Redis)', function () {
  this.timeout(30_000);

  it('replays a stream after an event for its own session only, from another store instance', async () => {
    const { redisUrl } = await deployment();
    const prefix = `ev-${randomUUID()}:`;
    const writer = new RedisEventStore({ url: redisUrl, prefix });
    const reader = new RedisEventStore({ url: redisUrl, prefix });
    try {
      const mine = writer.forSession('s1');
      const ids = [];
      for (let n = 1; n <= 3; n++) ids.push(await mine.storeEvent('stream-a', message(n)));
      const replayed: [string, unknown][] = [];
      const stream = await reader.forSession('s1').replayEventsAfter(ids[0]!, { send: async (id, m) => void replayed.push([id, m]) });
      expect(stream).to.equal('stream-a');
      expect(replayed).to.deep.equal([[ids[1], message(2)], [ids[2], message(3)]]);
      expect(await reader.forSession('s2').replayEventsAfter(ids[0]!, { send: async () => expect.fail('another session must replay nothing') })).to.equal('');
      expect(await reader.forSession('s2').getStreamIdForEventId!(ids[0]!)).to.equal(undefined);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});
