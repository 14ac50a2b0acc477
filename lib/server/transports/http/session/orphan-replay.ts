import type { SessionBoundEventStore } from './event-store.js';
import { sessionEventStore } from './session-event-store.js';

const SSE_HEADERS = { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' } as const;

/**
 * Resumes a stream of a session this process never held (its replica died): a GET with `Mcp-Session-Id` and
 * `Last-Event-ID` replays, from a shared store, the events of that session's stream after the last one seen, then
 * ends. The session itself is gone: the client initializes again for anything new. Only the principal that opened
 * the session (`owner`, its principal key; undefined when anonymous) gets anything: undefined (404) for anyone else,
 * and when the store has nothing of that session's stream.
 */
export async function orphanReplay(store: SessionBoundEventStore, sessionId: string, owner: string | undefined, lastEventId: string): Promise<Response | undefined> {
  const scoped = sessionEventStore(store, sessionId, owner);
  const frames: string[] = [];
  const streamId = await scoped.replayEventsAfter(lastEventId, {
    send: async (eventId, message) => void frames.push(`event: message\nid: ${eventId}\ndata: ${JSON.stringify(message)}\n\n`),
  });
  if (!streamId) return undefined;
  return new Response(frames.join(''), { status: 200, headers: SSE_HEADERS });
}
