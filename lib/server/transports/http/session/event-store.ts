import type { EventStore } from '@modelcontextprotocol/server';

/** Where SSE events are kept for `Last-Event-ID` resumption (the official SDK's interface). */
export type { EventStore };

/**
 * An event store shared by the replicas of a server (e.g. on Redis): it keeps each session's events under that
 * session, so a replica that never saw the session can still replay a stream whose replica died.
 * @example createHttpEntry(server, { eventStore: new RedisEventStore({ url }) })
 */
export interface SessionBoundEventStore extends EventStore {
  /** The store as one session sees it: it replays only the events that session stored. */
  forSession(sessionId: string): EventStore;
  /** Called once a session is deleted (`DELETE`) or expires idle: its events are never replayed again, on any replica. */
  forgetSession?(sessionId: string): Promise<void>;
}

/** True for a store that binds events to sessions itself (so it can serve replicas that never saw the session). */
export function isSessionBound(store: EventStore): store is SessionBoundEventStore {
  return typeof (store as Partial<SessionBoundEventStore>).forSession === 'function';
}
