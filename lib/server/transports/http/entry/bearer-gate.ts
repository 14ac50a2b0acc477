import type { Principal } from '../../../../model/principal.js';
import { bearerChallenge, type BearerChallenge } from '../../../../auth/bearer-challenge.js';
import { metadataPathsOf, protectedResourceMetadata } from '../../../../auth/protected-resource-metadata.js';
import { InvalidTokenError } from '../../../../errors/invalid-token.error.js';
import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { accessError, type AccessVerdict } from '../../../access/access-check.js';
import type { RequestTarget } from '../../../access/request-target.js';
import type { ServerAccess } from '../../../access/server-access.js';
import type { ResolvedAuth } from '../../../../auth/auth-options.js';
import type { EngineCore } from '../../../contracts/method-call.js';
import type { GateVerdict } from '../../../protocol/message-gate.js';
import { httpError } from '../wire/http-errors.js';
import { jsonAnswer, type PlainAnswer } from '../wire/http-answer.js';
import type { RequestView } from '../wire/request-view.js';

/** What the gate decided about a request: its principal, or the answer that refuses it. */
export type GateOutcome = { readonly principal: Principal } | { readonly response: PlainAnswer };

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * The resource server in front of the MCP endpoint (OAuth 2.1 §5, RFC 6750, RFC 9728): serves the protected-resource
 * metadata, checks the bearer token of every request before anything else reads it (401 with the challenge when it
 * is missing, invalid or expired; a token in the query string is refused), and refuses, with 403 and
 * `insufficient_scope`, a request whose token lacks what the members it calls declare.
 */
export class BearerGate {
  private readonly metadataPaths: ReadonlySet<string>;

  constructor(private readonly auth: ResolvedAuth, private readonly access: ServerAccess, private readonly core: EngineCore) {
    this.metadataPaths = new Set(metadataPathsOf(auth.resource));
  }

  /** The metadata document, for a GET of one of its paths; undefined for every other request. */
  metadata(request: RequestView): PlainAnswer | undefined {
    if (!this.metadataPaths.has(request.pathname)) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return httpError(405, RpcErrorCode.HttpError, `Method ${request.method} not allowed`, { allow: 'GET' });
    const document = protectedResourceMetadata({
      resource: this.auth.options.audience,
      authorizationServers: this.auth.authorizationServers,
      scopesSupported: this.access.scopesSupported(this.core.catalogue.snapshot()),
      ...(this.auth.options.resourceName !== undefined ? { resourceName: this.auth.options.resourceName } : {}),
      ...(this.auth.options.resourceDocumentation !== undefined ? { resourceDocumentation: this.auth.options.resourceDocumentation } : {}),
    });
    return jsonAnswer(200, document, { 'cache-control': 'max-age=3600', 'access-control-allow-origin': '*' });
  }

  /** Checks the token of a request to the MCP endpoint. */
  async authenticate(request: RequestView): Promise<GateOutcome> {
    if (request.searchParams.has('access_token')) {
      return this.refuse(request.method, 400, 'Bad Request: an access token in the URL is refused; send it in the Authorization header', { error: 'invalid_request', errorDescription: 'access tokens are accepted only in the Authorization header' });
    }
    const header = request.header('authorization');
    if (header === null || !/^bearer(\s|$)/i.test(header.trim())) {
      return this.refuse(request.method, 401, 'Unauthorized: this endpoint needs an access token (Authorization: Bearer …); see the resource metadata for where to get one', {});
    }
    const match = BEARER.exec(header.trim());
    if (!match) return this.refuse(request.method, 401, 'Unauthorized: the Authorization header is not a well-formed bearer token', { error: 'invalid_token', errorDescription: 'malformed bearer token' });
    try {
      const principal = await this.auth.verify(match[1]!);
      request.principal = principal;
      return { principal };
    } catch (error) {
      if (error instanceof InvalidTokenError) return this.refuse(request.method, 401, `Unauthorized: ${error.message}`, { error: 'invalid_token', errorDescription: error.reason });
      this.core.diagnostics.error('an access token could not be checked', error);
      return { response: httpError(503, RpcErrorCode.HttpError, 'Service Unavailable: the access token could not be checked now; retry later', { 'retry-after': '5' }) };
    }
  }

  /**
   * Checks every request of a parsed body (the gate's verdicts on its messages, with the member each one runs, as
   * `targets` found them) against the access its target declares: 403 with `insufficient_scope` and every required
   * scope (or the role) for the first one refused; undefined when all may go on.
   */
  authorize(messages: readonly GateVerdict[], targets: readonly (RequestTarget | undefined)[], principal: Principal): PlainAnswer | undefined {
    for (let i = 0; i < messages.length; i++) {
      const verdict = messages[i]!;
      const target = targets[i];
      if (verdict.kind !== 'request' || !target) continue;
      const decision: AccessVerdict = this.access.verdictFor(target.member, principal);
      if (decision.ok) continue;
      const error = accessError(decision, target.label);
      const required = decision.reason === 'scope' ? decision.required : undefined;
      const scope = required?.names;
      const description = required ? `${target.label} needs ${required.match === 'any' && required.names.length > 1 ? 'one of the scopes' : required.names.length > 1 ? 'the scopes' : 'the scope'} ${required.names.join(' ')}` : error.message;
      this.core.observer?.refused(verdict.message.method, 403, principal, target.label.slice(target.label.indexOf(' ') + 1));
      return httpError(403, RpcErrorCode.HttpError, `Forbidden: ${error.message}`, {
        'www-authenticate': bearerChallenge({ resourceMetadata: this.auth.metadataUrl, error: 'insufficient_scope', errorDescription: description, ...(scope ? { scope } : {}) }),
      }, verdict.message.id);
    }
    return undefined;
  }

  private refuse(method: string, status: number, message: string, challenge: Omit<BearerChallenge, 'resourceMetadata'>): GateOutcome {
    const scope = this.auth.options.scopes;
    this.core.observer?.refused(method, status, undefined);
    const header = bearerChallenge({ resourceMetadata: this.auth.metadataUrl, ...challenge, ...(scope && scope.length > 0 && !challenge.scope ? { scope } : {}) });
    return { response: httpError(status, RpcErrorCode.HttpError, message, { 'www-authenticate': header }) };
  }
}
