import type { EventStore } from './event-store.js';
import { isSessionBound } from './event-store.js';
import { SessionScopedEventStore } from './in-memory-event-store.js';
import { sha256Base64url } from '../../../protocol/web-digest.js';

type Message = Parameters<EventStore['storeEvent']>[1];

/**
 * The owner's mark in a stream id: a digest of the principal key (the key itself never reaches the store or an event
 * id), or `-` for an anonymous session. A digest is never `-`, so the two cannot meet.
 */
async function ownerTag(owner: string | undefined): Promise<string> {
  return owner === undefined ? '-' : (await sha256Base64url(owner)).slice(0, 22);
}

/**
 * One session's view of an event store, scoped by stream id: every stream id the transport uses (the standalone
 * GET stream's fixed `_GET_stream` included, which is the same in every session) reaches the store prefixed with
 * the session id and its owner's mark, so two sessions never share a stream in any store and each event carries
 * who may replay it. What the store hands back is checked against that prefix: a `Last-Event-ID` of another
 * session's stream, or of this session id presented by another principal, finds nothing, and a replay whose stream
 * is not this session's and this owner's sends nothing.
 */
export class SessionStreams implements EventStore {
  /** `<session id>/<owner's mark>/`; a promise, since the mark is a Web Crypto digest (every use is asynchronous). */
  private readonly prefix: Promise<string>;
  private failing = false;
  /** How many events the store failed to keep (the entry answers 503 for a request whose stream could not start). */
  failures = 0;
  readonly getStreamIdForEventId?: (eventId: string) => Promise<string | undefined>;

  private readonly find?: (eventId: string) => Promise<string | undefined>;

  constructor(private readonly base: EventStore, sessionId: string, owner: string | undefined, private readonly onFailure: (error: unknown) => void = () => undefined) {
    this.prefix = ownerTag(owner).then((tag) => `${sessionId}/${tag}/`);
    const find = base.getStreamIdForEventId?.bind(base);
    this.find = find;
    // Optional in the SDK's interface: offered only when the store offers it (the SDK then relies on the replay).
    if (find) this.getStreamIdForEventId = async (eventId) => this.own(await find(eventId), await this.prefix);
  }

  /**
   * Keeps an event. When the store fails (e.g. Redis unreachable), a stream's first (priming) event fails the
   * request, which the entry answers with 503 before anything ran; any other event is still sent live, without an
   * event id (so it cannot be replayed), rather than lost. The failure is reported once until the store works again.
   */
  async storeEvent(streamId: string, message: Message): Promise<string> {
    try {
      const eventId = await this.base.storeEvent(`${await this.prefix}${streamId}`, message);
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
    const stored = await this.base.replayEventsAfter(lastEventId, { send: async (eventId, message) => void held.push([eventId, message]) });
    const stream = this.own(stored, await this.prefix);
    if (stream === undefined) return '';
    // A store that can name each event's stream is asked for every one: an event of another stream is never sent.
    const find = this.find;
    const streams = find ? await Promise.all(held.map(([eventId]) => find(eventId))) : undefined;
    for (let i = 0; i < held.length; i++) if (!streams || streams[i] === stored) await send(...held[i]!);
    return stream;
  }

  /** The stream id as the transport knows it, when the stored one is this session's; otherwise undefined. */
  private own(stored: string | undefined, prefix: string): string | undefined {
    return stored !== undefined && stored.startsWith(prefix) ? stored.slice(prefix.length) : undefined;
  }
}

/**
 * The event store a session's transport gets: stream ids scoped to the session and its owner (the principal key of
 * whoever opened it; undefined when anonymous) over a store that checks sessions itself (a session-bound store's
 * `forSession`), or over a shared store wrapped to replay only the events this session stored. The orphan replay of
 * another replica goes through the same seam, with the owner of the request asking.
 */
export function sessionEventStore(store: EventStore, sessionId: string, owner: string | undefined, onFailure?: (error: unknown) => void): SessionStreams {
  return new SessionStreams(isSessionBound(store) ? store.forSession(sessionId) : new SessionScopedEventStore(store), sessionId, owner, onFailure);
}
