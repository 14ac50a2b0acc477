import type { Principal } from '../../../model/principal.js';
import { principalOfRequest, remoteAddressOf } from '../../access/request-facts.js';

/** Who sent a request, as the HTTP entry and the node bridge recorded it: the verified principal and the peer address. */
export function callerOf(request: Request): { readonly principal?: Principal; readonly remoteAddress?: string } {
  const principal = principalOfRequest(request);
  const remoteAddress = remoteAddressOf(request);
  return { ...(principal ? { principal } : {}), ...(remoteAddress !== undefined ? { remoteAddress } : {}) };
}
