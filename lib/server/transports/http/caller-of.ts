import type { Principal } from '../../../model/principal.js';
import type { RequestView } from './request-view.js';

/** Who sent a request, as the HTTP entry and the node bridge recorded it: the verified principal and the peer address. */
export function callerOf(request: RequestView): { readonly principal?: Principal; readonly remoteAddress?: string } {
  const { principal, remoteAddress } = request;
  return { ...(principal ? { principal } : {}), ...(remoteAddress !== undefined ? { remoteAddress } : {}) };
}
