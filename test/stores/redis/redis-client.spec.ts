import { expect } from 'chai';
import type { Diagnostics } from '../../../lib/server/contracts/diagnostics.js';
import { BackgroundWork, diagnosticsOf, RedisChannels, redisClientFor, reportConnectionErrors } from '../../../lib/stores/redis/redis-client.js';
import { FakeRedis } from '../../support/fake-redis.js';

function recording(): Diagnostics & { lines: string[] } {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(`warn: ${m}`), error: (m: string) => void lines.push(`error: ${m}`) };
}

/** Lets queued promise callbacks run, up to a bound, until `done` holds. */
async function settle(done: () => boolean = () => false): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
}

describe('stores/redis/redis-client (at the ioredis seam, with a fake client)', () => {
  it("uses a client it is given without owning it or listening to its events, and the options' diagnostics", () => {
    const client = new FakeRedis();
    const diagnostics = recording();
    const on = client.on.bind(client);
    let listened = 0;
    client.on = (event, listener) => (listened++, on(event as 'ready', listener as () => void));
    expect(redisClientFor({ client, diagnostics }, 'Store')).to.deep.equal({ client, owned: false });
    expect(listened).to.equal(0);
    expect(diagnosticsOf({ diagnostics })).to.equal(diagnostics);
  });

  it('reports a lost connection once until it is back, then once that it is back', () => {
    const client = new FakeRedis();
    const diagnostics = recording();
    reportConnectionErrors(client, diagnostics, 'RedisTaskStore');
    client.fire('ready');
    client.fire('error', new Error('ECONNREFUSED'));
    client.fire('error', new Error('ECONNREFUSED'));
    client.fire('ready');
    client.fire('ready');
    expect(diagnostics.lines).to.deep.equal(['error: RedisTaskStore: lost its Redis connection; reconnecting', 'warn: RedisTaskStore: connected to Redis again']);
  });

  it('runs background work without an unhandled rejection, reporting the first failure and the recovery once each', async () => {
    const diagnostics = recording();
    const work = new BackgroundWork(diagnostics, 'RedisEventStore');
    work.run(() => Promise.reject(new Error('down')), 'publishing');
    work.run(() => {
      throw new Error('thrown, not rejected');
    }, 'publishing');
    await settle();
    work.run(() => Promise.resolve(), 'publishing');
    work.run(() => Promise.resolve(), 'publishing');
    await settle();
    expect(diagnostics.lines).to.deep.equal(['error: RedisEventStore: publishing failed (is Redis reachable?); the server carries on', 'warn: RedisEventStore: Redis answers again']);
  });

  it('listens on channels through one duplicate connection, delivering each message to the listeners of its channel', async () => {
    const client = new FakeRedis();
    const channels = new RedisChannels(client, recording(), 'Bus');
    const heardA: string[] = [];
    const heardB: string[] = [];
    const stopA = channels.listen('a', (m) => heardA.push(m));
    channels.listen('a', (m) => heardA.push(`second ${m}`));
    channels.listen('b', (m) => heardB.push(m));
    expect(client.twins).to.have.length(1);
    await settle();
    expect(client.log.commands.filter((c) => c.startsWith('subscribe'))).to.deep.equal(['subscribe a', 'subscribe b']);
    await client.publish('a', 'one');
    await settle(() => heardA.length === 2);
    expect(heardA).to.deep.equal(['one', 'second one']);
    stopA();
    await client.publish('a', 'two');
    await client.publish('b', 'three');
    await settle(() => heardB.length === 1);
    expect(heardA).to.deep.equal(['one', 'second one', 'second two']);
    expect(heardB).to.deep.equal(['three']);
  });

  it('subscribes every channel again when the subscriber reconnects, and quits it on close', async () => {
    const client = new FakeRedis();
    const channels = new RedisChannels(client, recording(), 'Bus');
    channels.listen('a', () => undefined);
    channels.listen('b', () => undefined);
    await settle();
    const subscriber = client.twins[0]!;
    subscriber.fire('ready');
    await settle();
    expect(client.log.commands.filter((c) => c.startsWith('subscribe'))).to.deep.equal(['subscribe a', 'subscribe b', 'subscribe a b']);
    await channels.close();
    expect(subscriber.quits).to.equal(1);
    expect(client.quits).to.equal(0);
  });
});
