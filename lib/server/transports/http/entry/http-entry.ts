import { RpcErrorCode } from '../../../../vocabulary/rpc-error-codes.js';
import { principalKey } from '../../../../model/principal.js';
import { InvalidServerOptionError } from '../../../../errors/invalid-server-option.error.js';
import type { DecoratedMcpServer } from '../../../engine/create-server.js';
import { internalsOf, type ServerInternals } from '../../../engine/server-internals.js';
import { requestTarget, type RequestTarget } from '../../../access/request-target.js';
import type { EngineCore, ResolvedTarget } from '../../../contracts/method-call.js';
import { classifyHttp, type HttpEndpoint, type HttpInbound, type HttpRoute } from '../../../era/classify-http.js';
import type { GateVerdict } from '../../../protocol/message-gate.js';
import { emptyAnswer, toResponse, type HttpAnswer } from '../wire/http-answer.js';
import { httpError } from '../wire/http-errors.js';
import { webView, type RequestView } from '../wire/request-view.js';
import { SessionHost } from '../session/session-host.js';
import { statelessExchange } from '../one-shot/stateless-exchange.js';
import { sessionlessPost } from '../one-shot/sessionless-post.js';
import { EntryAdmission } from './admission.js';
import { BearerGate } from './bearer-gate.js';
import { sessionlessOf, type HttpEntryOptions } from './http-entry-options.js';
import { OriginPolicy } from './origin-policy.js';
import { readPostedBody } from './posted-body.js';
import { entryLimitOf } from './request-limit.js';
import { clientAddressResolver } from './trust-proxy.js';

export type { HttpEntryOptions } from './http-entry-options.js';

/** A fetch-shaped MCP endpoint: `(Request) => Response`, plus teardown. */
export interface HttpEntry {
  fetch(request: Request): Promise<Response>;
  /** Open sessions. */
  readonly sessionCount: number;
  close(): Promise<void>;
}

// What is made per request and reaches the request's view is a class, not an object literal (see PostedCall).

/** What a route is executed with: the request, its parsed body and the gate's verdicts on it, and who sent it. */
class Routed {
  constructor(
    readonly request: RequestView,
    readonly body: unknown,
    readonly messages: readonly GateVerdict[],
    /** The principal that may use a session (`principalKey`), when the server checks tokens. */
    readonly owner: string | undefined,
    /** The member a 2026-07-28 request runs, found once (for its access and its `Mcp-Param-*` headers). */
    readonly target: ResolvedTarget | undefined,
  ) {}
}

/** What the route decision reads of a request: its method, its headers and its parsed body. */
class Inbound implements HttpInbound {
  readonly method: string;

  constructor(private readonly request: RequestView, readonly body: unknown) {
    this.method = request.method;
  }

  header(name: string): string | null {
    return this.request.header(name);
  }
}

type Executors = { readonly [K in HttpRoute['kind']]: (route: Extract<HttpRoute, { readonly kind: K }>, routed: Routed) => Promise<HttpAnswer> | HttpAnswer };

/**
 * The entry createHttpEntry makes: `fetch` for web runtimes, and `route`, which the node mounts call with a view of
 * a node request (no web Request is built unless a session needs one).
 */
export class RoutedEntry implements HttpEntry {
  private readonly admission: EntryAdmission;
  private readonly gate: BearerGate | undefined;
  private readonly sessions: SessionHost;
  private readonly endpoint: HttpEndpoint;
  private readonly limit: number;
  private readonly core: EngineCore;
  private readonly peerNeeded: () => boolean;

  /** Where each route goes: the entry executes the route decision (era/classify-http.ts) and decides nothing itself. */
  private readonly executors: Executors = {
    refuse: (r) => httpError(r.status, r.code, r.message, { ...r.headers }, r.id ?? null, r.data),
    accepted: () => emptyAnswer(202),
    exchange: (r, { request, target }) => statelessExchange(this.core, request, r.request, target),
    sessionless: (r, { request, body, messages }) => sessionlessPost(this.core, request, body, r.adapter, messages),
    'open-session': (_r, { request, body, messages, owner }) => this.sessions.open(request, body, messages, owner),
    'session-post': (r, { request, body, messages, owner }) => this.sessions.serve(request, { sessionId: r.sessionId, body, messages }, owner),
    stream: (r, { request, owner }) => this.sessions.serve(request, { sessionId: r.sessionId, messages: [], lastEventId: r.lastEventId }, owner),
    delete: (r, { request, owner }) => this.sessions.serve(request, { sessionId: r.sessionId, messages: [] }, owner),
  };

  constructor(internals: ServerInternals, supported: readonly string[], options: HttpEntryOptions) {
    const { core, access } = internals;
    this.core = core;
    this.limit = options.maxBodyBytes ?? 1024 * 1024;
    this.gate = access.auth ? new BearerGate(access.auth, access, core) : undefined;
    const requestLimit = entryLimitOf(options.rateLimit);
    const clientAddress = clientAddressResolver(options.trustProxy);
    this.admission = new EntryAdmission({
      path: options.path ?? '/mcp',
      policy: new OriginPolicy(options.host ?? '127.0.0.1', options),
      access,
      core,
      ...(this.gate ? { gate: this.gate } : {}),
      ...(requestLimit ? { requestLimit } : {}),
      ...(clientAddress ? { clientAddress } : {}),
    });
    this.sessions = new SessionHost({ ...options, supported, diagnostics: core.diagnostics, connect: (transport) => internals.connect(transport) });
    this.endpoint = { registry: core.registry, sessionless: sessionlessOf(options, core.diagnostics), nameParams: core.extensions.routing };
    // Rate limits by IP need each request's peer address; nothing else does.
    this.peerNeeded = () => requestLimit !== undefined || clientAddress !== undefined || access.countsCalls(() => core.catalogue.snapshot());
  }

  fetch = async (request: Request): Promise<Response> => toResponse(await this.route(webView(request)));

  get sessionCount(): number {
    return this.sessions.sessions.size;
  }

  async close(): Promise<void> {
    await this.sessions.close();
  }

  /** True when the node mounts should note the peer address of requests (a rate limit may count by it). */
  wantsPeer(): boolean {
    return this.peerNeeded();
  }

  /** Answers one request; a failure is logged and answered 500, never thrown. */
  async route(request: RequestView): Promise<HttpAnswer> {
    try {
      return await this.decideAndRun(request);
    } catch (error) {
      this.core.diagnostics.error(`HTTP ${request.method} ${request.url} failed`, error);
      return httpError(500, RpcErrorCode.InternalError, 'Internal error');
    }
  }

  // admit → read the body → classify once → decide declared access → execute the route.
  private async decideAndRun(request: RequestView): Promise<HttpAnswer> {
    const admitted = this.admission.admit(request);
    const refused = admitted instanceof Promise ? await admitted : admitted;
    if (refused) return refused;
    let body: unknown;
    if (request.method === 'POST') {
      const posted = await readPostedBody(request, this.limit);
      if ('refused' in posted) return posted.refused;
      body = posted.body;
    }
    const { route, messages } = classifyHttp(new Inbound(request, body), this.endpoint);
    const { principal } = request;
    // Declared access is decided before the request is processed: 403 with the scopes it needs.
    const checked = this.gate !== undefined && principal !== undefined && request.method === 'POST';
    const targets = checked ? messages.map((m) => (m.kind === 'request' ? requestTarget(this.core.catalogue, m.message.method, m.message.params ?? {}) : undefined)) : [];
    if (checked) {
      const forbidden = this.gate!.authorize(messages, targets, principal!);
      if (forbidden) return forbidden;
    }
    const found = route.kind !== 'exchange' ? undefined : checked ? targets[0] : route.request.method === 'tools/call' ? requestTarget(this.core.catalogue, 'tools/call', route.request.params) : undefined;
    const routed = new Routed(request, body, messages, principal ? principalKey(principal) : undefined, resolved(found, checked));
    // The table is keyed by the route's kind; each executor takes the route of its own kind.
    const execute = this.executors[route.kind] as (route: HttpRoute, routed: Routed) => Promise<HttpAnswer> | HttpAnswer;
    return execute(route, routed);
  }
}

function resolved(target: RequestTarget | undefined, accessGranted: boolean): ResolvedTarget | undefined {
  return target ? { member: target.member, accessGranted } : undefined;
}

/**
 * The Streamable HTTP entry of a server: DNS-rebinding checks, body limit, content negotiation, and sessions
 * on the official SDK's transport (SSE, GET stream, DELETE, resumability). Safe by default.
 * @example const entry = createHttpEntry(server); const response = await entry.fetch(new Request('http://127.0.0.1:3000/mcp', { method: 'POST', … }));
 */
export function createHttpEntry(server: DecoratedMcpServer, options: HttpEntryOptions = {}): HttpEntry {
  if (options.sessionIdPrefix !== undefined && !/^[\x21-\x7E]*$/.test(options.sessionIdPrefix)) throw new InvalidServerOptionError('sessionIdPrefix', `is ${JSON.stringify(options.sessionIdPrefix)}, which has characters a session id cannot carry`, 'Use visible ASCII only, e.g. sessionIdPrefix: "replica-1.".');
  const internals = internalsOf(server);
  if (!internals) throw new InvalidServerOptionError('server', 'is not a server made by createServer()', 'Pass what createServer({ … }) returned.');
  return new RoutedEntry(internals, [...server.supportedRevisions], options);
}
