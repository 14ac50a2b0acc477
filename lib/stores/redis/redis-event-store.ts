import type { JsonRpcMessage } from '../../server/protocol/json-rpc.js';
import type { EventStore, SessionBoundEventStore } from '../../server/transports/http/session/event-store.js';
import { redisClientFor, type RedisClient, type RedisConnectionOptions } from './redis-client.js';

/** Options of `RedisEventStore`. */
export interface RedisEventStoreOptions extends RedisConnectionOptions {
  /** How long events are kept for resumption; default 1 hour. */
  readonly ttlMs?: number;
  /** Most events kept per stream (the oldest go first); default 10,000. */
  readonly maxEventsPerStream?: number;
}

type Message = Parameters<EventStore['storeEvent']>[1];

interface StoredEvent {
  /** Session, stream and message. */
  readonly s: string;
  readonly t: string;
  readonly m: JsonRpcMessage;
}

/**
 * The SSE event store on Redis: the events of every session's streams, kept under their session, so that a client
 * whose replica died resumes its stream (`Last-Event-ID`) on any other replica. Pass it to `serveHttp` or
 * `createHttpEntry` as `eventStore`.
 * @example serveHttp(server, { port, eventStore: new RedisEventStore({ url: process.env.REDIS_URL }) })
 */
export class RedisEventStore implements SessionBoundEventStore {
  private readonly client: RedisClient;
  private readonly owned: boolean;
  private readonly prefix: string;
  private readonly ttlMs: number;
  private readonly max: number;

  constructor(options: RedisEventStoreOptions = {}) {
    ({ client: this.client, owned: this.owned } = redisClientFor(options, 'RedisEventStore'));
    this.prefix = options.prefix ?? 'mcpd:';
    this.ttlMs = options.ttlMs ?? 3_600_000;
    this.max = options.maxEventsPerStream ?? 10_000;
  }

  forSession(sessionId: string): EventStore {
    return {
      storeEvent: (streamId, message) => this.store(sessionId, streamId, message),
      getStreamIdForEventId: async (eventId) => (await this.read(eventId, sessionId))?.t,
      replayEventsAfter: (lastEventId, { send }) => this.replay(sessionId, lastEventId, send),
    };
  }

  // A deleted session leaves a marker that outlives its events: none of them is read or replayed again.
  async forgetSession(sessionId: string): Promise<void> {
    await this.client.set(this.goneKey(sessionId), '1', 'PX', this.ttlMs);
  }

  private goneKey(sessionId: string): string {
    return `${this.prefix}evgone:${sessionId}`;
  }

  // Used without a session (stateless entries do not resume): events are kept under the empty session.
  storeEvent(streamId: string, message: Message): Promise<string> {
    return this.store('', streamId, message);
  }

  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    return (await this.read(eventId, ''))?.t;
  }

  replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: Message) => Promise<void> }): Promise<string> {
    return this.replay('', lastEventId, send);
  }

  private async store(sessionId: string, streamId: string, message: Message): Promise<string> {
    const seq = await this.client.incr(`${this.prefix}evseq:${streamId}`);
    const eventId = `${streamId}_${seq.toString(36)}`;
    const list = `${this.prefix}evs:${streamId}`;
    await this.client.set(`${this.prefix}ev:${eventId}`, JSON.stringify({ s: sessionId, t: streamId, m: message }), 'PX', this.ttlMs);
    await this.client.rpush(list, eventId);
    await this.client.ltrim(list, -this.max, -1);
    await this.client.pexpire(list, this.ttlMs);
    await this.client.pexpire(`${this.prefix}evseq:${streamId}`, this.ttlMs);
    return eventId;
  }

  private async read(eventId: string, sessionId: string): Promise<StoredEvent | undefined> {
    const [raw, gone] = await this.client.mget(`${this.prefix}ev:${eventId}`, this.goneKey(sessionId));
    const event = raw === null || raw === undefined || gone ? undefined : (JSON.parse(raw) as StoredEvent);
    return event && event.s === sessionId ? event : undefined;
  }

  private async replay(sessionId: string, lastEventId: string, send: (eventId: string, message: Message) => Promise<void>): Promise<string> {
    const last = await this.read(lastEventId, sessionId);
    if (!last) return '';
    const ids = await this.client.lrange(`${this.prefix}evs:${last.t}`, 0, -1);
    const after = ids.slice(ids.indexOf(lastEventId) + 1);
    if (after.length > 0) {
      const raws = await this.client.mget(...after.map((id) => `${this.prefix}ev:${id}`));
      for (let i = 0; i < after.length; i++) {
        const raw = raws[i];
        const event = raw ? (JSON.parse(raw) as StoredEvent) : undefined;
        // Every event is checked, not only the last one seen: a stream never hands out another session's events.
        if (event && event.s === sessionId && event.t === last.t) await send(after[i]!, event.m as Message);
      }
    }
    return last.t;
  }

  async close(): Promise<void> {
    if (this.owned) await this.client.quit();
  }
}
