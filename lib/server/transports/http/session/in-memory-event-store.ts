import type { EventStore, JSONRPCMessage } from '@modelcontextprotocol/server';

/**
 * Keeps the SSE events of every stream so a client whose stream dropped can resume with `Last-Event-ID`.
 * In-memory and bounded (oldest events go first); plug in your own `EventStore` to share across processes.
 */
export class InMemoryEventStore implements EventStore {
  private readonly events = new Map<string, { readonly streamId: string; readonly message: JSONRPCMessage }>();
  private counter = 0;

  constructor(private readonly maxEvents = 10_000) {}

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const eventId = `${streamId}_${(++this.counter).toString(36)}`;
    this.events.set(eventId, { streamId, message });
    if (this.events.size > this.maxEvents) this.events.delete(this.events.keys().next().value!);
    return eventId;
  }

  async getStreamIdForEventId(eventId: string): Promise<string | undefined> {
    return this.events.get(eventId)?.streamId;
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    const last = this.events.get(lastEventId);
    if (!last) return '';
    let after = false;
    for (const [eventId, event] of this.events) {
      if (eventId === lastEventId) {
        after = true;
        continue;
      }
      if (after && event.streamId === last.streamId) await send(eventId, event.message);
    }
    return last.streamId;
  }
}

/**
 * Wraps a store shared by many sessions so that each session replays only the events it stored: a
 * `Last-Event-ID` from another session replays nothing, and every replayed event is checked, not only the first.
 */
export class SessionScopedEventStore implements EventStore {
  private readonly own = new Set<string>();
  /** Offered only when the base store offers it: the SDK reads an absent one as "use the replay's stream id". */
  readonly getStreamIdForEventId?: (eventId: string) => Promise<string | undefined>;

  constructor(private readonly base: EventStore, private readonly maxTracked = 10_000) {
    const find = base.getStreamIdForEventId?.bind(base);
    if (find) this.getStreamIdForEventId = async (eventId) => (this.own.has(eventId) ? find(eventId) : undefined);
  }

  async storeEvent(streamId: string, message: JSONRPCMessage): Promise<string> {
    const eventId = await this.base.storeEvent(streamId, message);
    this.own.add(eventId);
    if (this.own.size > this.maxTracked) this.own.delete(this.own.values().next().value!);
    return eventId;
  }

  async replayEventsAfter(lastEventId: string, options: { send: (eventId: string, message: JSONRPCMessage) => Promise<void> }): Promise<string> {
    if (!this.own.has(lastEventId)) return '';
    return this.base.replayEventsAfter(lastEventId, { send: async (eventId, message) => (this.own.has(eventId) ? options.send(eventId, message) : undefined) });
  }
}
