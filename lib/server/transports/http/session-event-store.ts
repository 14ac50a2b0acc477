import type { EventStore } from './event-store.js';
import { isSessionBound } from './event-store.js';
import { SessionScopedEventStore } from './in-memory-event-store.js';

type Message = Parameters<EventStore['storeEvent']>[1];

/**
 * One session's view of an event store, scoped by stream id: every stream id the transport uses (the standalone
 * GET stream's fixed `_GET_stream` included, which is the same in every session) reaches the store prefixed with
 * the session id, so two sessions never share a stream in any store. What the store hands back is checked against
 * that prefix: a `Last-Event-ID` of another session's stream finds nothing, and a replay whose stream is not this
 * session's sends nothing.
 */
export class SessionStreams implements EventStore {
  private readonly prefix: string;
  private failing = false;
  /** How many events the store failed to keep (the entry answers 503 for a request whose stream could not start). */
  failures = 0;
  readonly getStreamIdForEventId?: (eventId: string) => Promise<string | undefined>;

  constructor(private readonly base: EventStore, sessionId: string, private readonly onFailure: (error: unknown) => void = () => undefined) {
    this.prefix = `${sessionId}/`;
    const find = base.getStreamIdForEventId?.bind(base);
    // Optional in the SDK's interface: offered only when the store offers it (the SDK then relies on the replay).
    if (find) this.getStreamIdForEventId = async (eventId) => this.own(await find(eventId));
  }

  /**
   * Keeps an event. When the store fails (e.g. Redis unreachable), a stream's first (priming) event fails the
   * request, which the entry answers with 503 before anything ran; any other event is still sent live, without an
   * event id (so it cannot be replayed), rather than lost. The failure is reported once until the store works again.
   */
  async storeEvent(streamId: string, message: Message): Promise<string> {
    try {
      const eventId = await this.base.storeEvent(`${this.prefix}${streamId}`, message);
      this.failing = false;
      return eventId;
    } catch (error) {
      this.failures++;
      if (!this.failing) this.onFailure(error);
      this.failing = true;
      if (Object.keys(message).length === 0) throw new Error('the event store is unavailable');
      return '';
    }
  }

  async replayEventsAfter(lastEventId: string, { send }: { send: (eventId: string, message: Message) => Promise<void> }): Promise<string> {
    // Held until the store names the stream they came from: nothing is sent unless it is this session's.
    const held: [string, Message][] = [];
    const stream = this.own(await this.base.replayEventsAfter(lastEventId, { send: async (eventId, message) => void held.push([eventId, message]) }));
    if (stream === undefined) return '';
    for (const [eventId, message] of held) await send(eventId, message);
    return stream;
  }

  /** The stream id as the transport knows it, when the stored one is this session's; otherwise undefined. */
  private own(stored: string | undefined): string | undefined {
    return stored !== undefined && stored.startsWith(this.prefix) ? stored.slice(this.prefix.length) : undefined;
  }
}

/**
 * The event store a session's transport gets: stream ids scoped to the session over a store that checks ownership
 * itself (a session-bound store's `forSession`), or over a shared store wrapped to replay only the events this
 * session stored. The orphan replay of another replica goes through the same seam.
 */
export function sessionEventStore(store: EventStore, sessionId: string, onFailure?: (error: unknown) => void): SessionStreams {
  return new SessionStreams(isSessionBound(store) ? store.forSession(sessionId) : new SessionScopedEventStore(store), sessionId, onFailure);
}
