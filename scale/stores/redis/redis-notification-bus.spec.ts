import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { RedisNotificationBus } from 'mcp-decorators/redis';
import { deployment } from '../../support/root-hooks.js';

describe('stores/redis/redis-notification-bus (real Redis)', function () {
  this.timeout(30_000);

  it('delivers a payload published by one bus to the subscribers of another, per topic', async () => {
    const { redisUrl } = await deployment();
    const prefix = `b-${randomUUID()}:`;
    const a = new RedisNotificationBus({ url: redisUrl, prefix });
    const b = new RedisNotificationBus({ url: redisUrl, prefix });
    try {
      const other: unknown[] = [];
      b.subscribe('other', (p) => other.push(p));
      const heard = new Promise((resolve) => b.subscribe('lists', resolve));
      const timer = setInterval(() => a.publish('lists', { kinds: ['tools'] }), 50);
      expect(await heard).to.deep.equal({ kinds: ['tools'] });
      clearInterval(timer);
      expect(other).to.deep.equal([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
