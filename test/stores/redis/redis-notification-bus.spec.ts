import { expect } from 'chai';
import { RedisNotificationBus, RedisTaskStore, type RedisClient } from '../../../lib/stores/redis/index.js';

/** A client whose every command fails, as ioredis does while Redis is unreachable; listeners kept for the test to fire. */
function unreachableClient(): RedisClient & { readonly fire: (event: string) => void } {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  const fail = async (): Promise<never> => {
    throw new Error('Reached the max retries per request limit (which is 3)');
  };
  const client = new Proxy({} as RedisClient & { fire: (event: string) => void }, {
    get(_target, name) {
      if (name === 'on') return (event: string, listener: (...args: unknown[]) => void) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      if (name === 'duplicate') return () => client;
      if (name === 'fire') return (event: string) => listeners.get(event)?.forEach((l) => l());
      if (name === 'then') return undefined;
      return fail;
    },
  });
  return client;
}

/** Runs `work`, then lets pending rejections surface; resolves with the unhandled ones. */
async function unhandledDuring(work: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown): void => void seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    work();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return seen;
  } finally {
    process.off('unhandledRejection', listener);
  }
}

describe('stores/redis/redis-notification-bus (Redis unreachable; with real Redis in npm run test:scale)', () => {
  it('publishes and subscribes without an unhandled rejection, reporting the outage once per kind of work', async () => {
    const errors: string[] = [];
    const warnings: string[] = [];
    const client = unreachableClient();
    const bus = new RedisNotificationBus({ client, diagnostics: { warn: (m) => void warnings.push(m), error: (m) => void errors.push(m) } });
    const unhandled = await unhandledDuring(() => {
      bus.subscribe('lists', () => undefined);
      for (let i = 0; i < 5; i++) bus.publish('lists', { kinds: ['tools'] });
      client.fire('ready');
    });
    expect(unhandled).to.deep.equal([]);
    expect(errors.filter((m) => m.startsWith('RedisNotificationBus: publishing failed'))).to.have.length(1);
    expect(errors.some((m) => m.startsWith('RedisNotificationBus: subscribing'))).to.equal(true);
  });

  it('RedisTaskStore publishes task events without an unhandled rejection', async () => {
    const errors: string[] = [];
    const store = new RedisTaskStore({ client: unreachableClient(), diagnostics: { warn: () => undefined, error: (m) => void errors.push(m) } });
    expect(await unhandledDuring(() => store.publish({ type: 'changed', taskId: 't' }))).to.deep.equal([]);
    expect(errors).to.deep.equal(['RedisTaskStore: publishing a task event failed (is Redis reachable?); the server carries on']);
  });
});
