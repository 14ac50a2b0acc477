import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { redisRateLimiterStore } from 'mcp-decorators/redis';
import { consumePoint } from '../../../lib/limits/rate-limiter-store.js';
import { deployment } from '../../support/root-hooks.js';

describe('stores/redis/redis-rate-limiter-store (real Redis)', function () {
  this.timeout(30_000);

  it('counts one budget across two stores of one limit, and keeps limits with other key prefixes apart', async () => {
    const { redisUrl } = await deployment();
    const prefix = `r-${randomUUID()}:`;
    const [a, b] = [redisRateLimiterStore({ url: redisUrl, prefix }), redisRateLimiterStore({ url: redisUrl, prefix })];
    try {
      const spec = { points: 2, duration: 60, keyPrefix: 'notes:add' };
      const [first, second] = [a.store(spec), b.store(spec)];
      expect(await consumePoint(first, 'ada')).to.deep.equal({ allowed: true });
      expect(await consumePoint(second, 'ada')).to.deep.equal({ allowed: true });
      const third = await consumePoint(first, 'ada');
      expect(third.allowed).to.equal(false);
      expect(third.allowed === false && third.retryAfterMs).to.be.within(1, 60_000);
      expect(await consumePoint(second, 'bob')).to.deep.equal({ allowed: true });
      expect(await consumePoint(b.store({ ...spec, keyPrefix: 'notes:read' }), 'ada')).to.deep.equal({ allowed: true });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
