import { expect } from 'chai';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { memoryRateLimiterStore } from '../../lib/limits/index.js';
import { consumePoint, type CallLimiter } from '../../lib/limits/rate-limiter-store.js';

describe('limits/rate-limiter-store', () => {
  it('builds an in-memory rate-limiter-flexible limiter per spec, keyed apart by prefix', async () => {
    const limiter = memoryRateLimiterStore({ points: 1, duration: 10, keyPrefix: 'a' });
    expect(limiter).to.be.instanceOf(RateLimiterMemory);
    expect(await consumePoint(limiter, 'k')).to.deep.equal({ allowed: true });
    const refused = await consumePoint(limiter, 'k');
    expect(refused.allowed).to.equal(false);
    expect((refused as { retryAfterMs: number }).retryAfterMs).to.be.within(9_000, 10_000);
    expect(await consumePoint(memoryRateLimiterStore({ points: 1, duration: 10, keyPrefix: 'b' }), 'k')).to.deep.equal({ allowed: true });
  });

  it('throws a store failure instead of letting the call through', async () => {
    const broken: CallLimiter = { consume: () => Promise.reject(new Error('redis is down')) };
    await consumePoint(broken, 'k').then(() => expect.fail('a failing store allowed the call'), (e: Error) => expect(e.message).to.equal('redis is down'));
  });
});
