import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import type { ServerAccess } from '../../../access/server-access.js';
import type { DeclaredLimit } from '../../../access/member-plan.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import { httpError } from '../wire/http-errors.js';
import type { HttpAnswer } from '../wire/http-answer.js';
import type { RequestView } from '../wire/request-view.js';
import type { BearerGate } from './bearer-gate.js';
import { OriginPolicy } from './origin-policy.js';
import { ipOf } from './request-limit.js';
import { wrongPath } from './wrong-path.js';

/** What admits a request to the endpoint, before its body is read. */
export interface AdmissionParts {
  readonly path: string;
  readonly policy: OriginPolicy;
  /** The resource server, when createServer({ auth }) made one: metadata and bearer tokens. */
  readonly gate?: BearerGate;
  /** The limit on whole requests (`rateLimit`), checked after the token. */
  readonly requestLimit?: DeclaredLimit;
  /** Names the client behind trusted proxies (`trustProxy`); undefined leaves the socket peer. */
  readonly clientAddress?: (peer: string, forwardedFor: string | null) => string;
  readonly access: ServerAccess;
  readonly core: EngineCore;
}

/**
 * The steps every request passes before its body is read, in this order: the resource metadata (answered here),
 * the path (404), the client address behind trusted proxies, the origin and host (403), the bearer token (401, its
 * principal noted on the request view), the request limit (429). Undefined when the request may go on.
 */
export class EntryAdmission {
  // A mount under a prefix (`/api/mcp` for the path `/mcp`) is reported once on the diagnostics.
  private readonly prefixWarning = { done: false };

  constructor(private readonly parts: AdmissionParts) {}

  /** Synchronous when nothing has to wait (no bearer token to verify, no request limit to take a point of). */
  admit(request: RequestView): HttpAnswer | undefined | Promise<HttpAnswer | undefined> {
    const { gate, path, core } = this.parts;
    const metadata = gate?.metadata(request);
    if (metadata) return metadata;
    if (request.pathname !== path) return wrongPath(request.pathname, path, core.diagnostics, this.prefixWarning);
    // Behind trusted proxies the client is named by X-Forwarded-For; otherwise the socket peer is.
    const { clientAddress } = this.parts;
    if (clientAddress && request.remoteAddress !== undefined) request.remoteAddress = clientAddress(request.remoteAddress, request.header('x-forwarded-for'));
    const refused = this.parts.policy.check(request.host, request.header('origin'));
    if (refused) return httpError(403, RpcErrorCode.HttpError, `Forbidden: ${refused}`);
    // The bearer token comes before anything else reads the request; the gate notes its principal on the view.
    if (gate) return this.authenticated(gate, request);
    return this.parts.requestLimit ? this.limited(request) : undefined;
  }

  private async authenticated(gate: BearerGate, request: RequestView): Promise<HttpAnswer | undefined> {
    const outcome = await gate.authenticate(request);
    if ('response' in outcome) return outcome.response;
    return this.limited(request);
  }

  private async limited(request: RequestView): Promise<HttpAnswer | undefined> {
    const { requestLimit, access, core, path } = this.parts;
    if (!requestLimit) return undefined;
    const { principal } = request;
    const waitMs = await access.limitRequest(requestLimit, { kind: 'tool', name: path, client: { capabilities: {} }, ...(principal ? { auth: principal } : {}), ...ipOf(request) });
    if (waitMs === undefined) return undefined;
    core.observer?.refused(request.method, 429, principal, undefined, request.remoteAddress);
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return httpError(429, RpcErrorCode.RateLimited, `Too Many Requests: retry in ${seconds} s`, { 'retry-after': String(seconds) }, null, { retryAfterMs: Math.ceil(waitMs) });
  }
}
