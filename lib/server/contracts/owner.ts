import type { ClientDescription, RequestHeaders } from '../../model/handler-context.js';

/** What a request tells about who sent it, for binding what it creates (tasks) to its owner. */
export interface OwnerSource {
  readonly era: 'session' | 'stateless';
  /** The connection's id on the session era (one per initialize). */
  readonly sessionId?: string;
  readonly client: ClientDescription;
  readonly headers?: RequestHeaders;
}

/** Names the owner of a request: tasks it creates are bound to this key and refused to any other. */
export type OwnerKey = (source: OwnerSource) => string;

/**
 * The default owner: the session on the session era; on 2026-07-28, which has no sessions, the client as its
 * `clientInfo` names it. An authenticating server passes its own (the verified principal) to `createServer({ owner })`.
 * @example defaultOwner({ era: 'session', sessionId: 'a1', client: { capabilities: {} } }) // 'session:a1'
 */
export const defaultOwner: OwnerKey = (source) => {
  if (source.sessionId !== undefined) return `session:${source.sessionId}`;
  const info = source.client.info;
  return info ? `client:${info.name}@${info.version}` : 'client:anonymous';
};
