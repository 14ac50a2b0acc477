import type { Principal } from '../../model/principal.js';

interface Facts {
  principal?: Principal;
  remoteAddress?: string;
}

// What the HTTP layers learned about a web Request (its verified principal, its peer), for the engine to read back
// when the SDK's session transport hands the same Request over with each message.
const facts = new WeakMap<Request, Facts>();

function factsOf(request: Request): Facts {
  let known = facts.get(request);
  if (!known) facts.set(request, (known = {}));
  return known;
}

/** Records the principal the HTTP entry verified for a request. */
export function notePrincipal(request: Request, principal: Principal): void {
  factsOf(request).principal = principal;
}

/** Records the peer address of a request (the node bridge knows it; a web Request does not carry it). */
export function noteRemoteAddress(request: Request, address: string | undefined): void {
  if (address !== undefined) factsOf(request).remoteAddress = address;
}

/** The verified principal of a request, when the HTTP entry recorded one. */
export function principalOfRequest(request: Request | undefined): Principal | undefined {
  return request ? facts.get(request)?.principal : undefined;
}

/** The peer address of a request, when known. */
export function remoteAddressOf(request: Request | undefined): string | undefined {
  return request ? facts.get(request)?.remoteAddress : undefined;
}
