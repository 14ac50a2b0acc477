import { expect } from 'chai';
import { silentDiagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { redisRateLimiterStore } from '../../../lib/stores/redis/redis-rate-limiter-store.js';
import { FakeRedis } from '../../support/fake-redis.js';

// Which limiter each declared limit gets; counting itself is rate-limiter-flexible's, with real Redis in npm run test:scale.
describe('stores/redis/redis-rate-limiter-store (at the ioredis seam, with a fake client)', () => {
  it("builds rate-limiter-flexible's Redis limiter per limit, keyed under the prefix and the limit's own key", () => {
    const client = new FakeRedis();
    const { store } = redisRateLimiterStore({ client, prefix: 'app:', diagnostics: silentDiagnostics });
    const limiter = store({ points: 5, duration: 60, keyPrefix: 'Notes.add' }) as unknown as { constructor: { name: string }; points: number; duration: number; keyPrefix: string; client: unknown };
    expect(limiter.constructor.name).to.equal('RateLimiterRedis');
    expect([limiter.points, limiter.duration, limiter.keyPrefix]).to.deep.equal([5, 60, 'app:limit:Notes.add']);
    expect(limiter.client).to.equal(client);
    const other = store({ points: 1, duration: 1, keyPrefix: 'Notes.remove' }) as unknown as { keyPrefix: string };
    expect(other.keyPrefix).to.equal('app:limit:Notes.remove');
  });

  it('defaults the prefix to mcpd: and leaves a client it was given open on close', async () => {
    const client = new FakeRedis();
    const limits = redisRateLimiterStore({ client });
    expect((limits.store({ points: 1, duration: 1, keyPrefix: 'k' }) as unknown as { keyPrefix: string }).keyPrefix).to.equal('mcpd:limit:k');
    await limits.close();
    expect(client.quits).to.equal(0);
  });
});
