import type { ClientDescription, RequestHeaders } from '../../model/handler-context.js';
import { principalKey, type Principal } from '../../model/principal.js';

/** What a request tells about who sent it, for binding what it creates (tasks) to its owner. */
export interface OwnerSource {
  readonly era: 'session' | 'stateless';
  /** The connection's id on the session era (one per initialize). */
  readonly sessionId?: string;
  readonly client: ClientDescription;
  readonly headers?: RequestHeaders;
  /** The verified caller (the bearer token's principal on HTTP with `auth`, or `auth.local`), when there is one. */
  readonly principal?: Principal;
}

/** Names the owner of a request: tasks it creates are bound to this key and refused to any other. */
export type OwnerKey = (source: OwnerSource) => string;

/**
 * The default owner: the verified principal (issuer, subject and client) whenever the request has one, as the
 * authorization context tasks are bound to; otherwise the session on the session era, and on 2026-07-28, which has
 * no sessions, the client as its `clientInfo` names it.
 * @example defaultOwner({ era: 'session', sessionId: 'a1', client: { capabilities: {} } }) // 'session:a1'
 */
export const defaultOwner: OwnerKey = (source) => {
  if (source.principal) return `principal:${principalKey(source.principal)}`;
  if (source.sessionId !== undefined) return `session:${source.sessionId}`;
  const info = source.client.info;
  return info ? `client:${info.name}@${info.version}` : 'client:anonymous';
};
