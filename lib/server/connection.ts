import type { ClientDescription, LogLevel } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import type { RevisionAdapter } from '../revisions/revision-adapter.js';
import type { ListKind } from './catalogue.js';
import type { ConnectionState } from './connection-state.js';
import { ErrorCode, isNotification, isRequest, isResponse, type JsonRpcMessage, type RequestId } from './json-rpc.js';
import { SESSION_METHODS, STATELESS_METHODS } from './methods/method-table.js';
import { hasEnvelope, readEnvelope, statelessRevisions, UNSUPPORTED_PROTOCOL_VERSION } from './envelope.js';
import { InputBroker } from './input-broker.js';
import { stateSubject } from './request-state.js';
import { ProtocolError } from './protocol-error.js';
import type { RequestCall, RequestParams } from './request-call.js';
import type { ServerCore } from './server-core.js';
import type { TransportMessageExtra, TransportPort } from './transport-port.js';

const LIST_CHANGED: { readonly [K in ListKind]: string } = {
  tools: 'notifications/tools/list_changed',
  resources: 'notifications/resources/list_changed',
  resourceTemplates: 'notifications/resources/list_changed',
  prompts: 'notifications/prompts/list_changed',
};

interface InFlight {
  readonly controller: AbortController;
  cancelled: boolean;
  readonly closeSseStream?: () => void;
}

interface Pending {
  readonly resolve: (value: JsonValue) => void;
  readonly reject: (error: Error) => void;
}

/**
 * One client connection: negotiates its revision, dispatches requests through the method table, and
 * carries cancellation, notifications and server-to-client requests. Revision-neutral: every wire
 * decision is the adapter's, resolved per request.
 */
export class Connection implements ConnectionState {
  adapter?: RevisionAdapter;
  client: ClientDescription = { capabilities: {} };
  logLevel: LogLevel;
  readonly subscriptions = new Set<string>();
  private initialized = false;
  private closed = false;
  /** `session` once initialize arrived; `stateless` once a 2026-07-28 request (other than discover) pinned it. */
  private era: 'session' | 'stateless' | undefined;
  private readonly inFlight = new Map<RequestId, InFlight>();
  private readonly pending = new Map<RequestId, Pending>();
  private nextRequestId = 1;
  private readonly detach: () => void;

  constructor(
    private readonly core: ServerCore,
    private readonly transport: TransportPort,
    private readonly onClosed: (c: Connection) => void,
    preset?: RevisionAdapter,
    stateless = false,
  ) {
    this.logLevel = core.settings.defaultLogLevel;
    if (preset) {
      // A connection that will never see initialize (one sessionless HTTP request) starts out negotiated.
      this.adapter = preset;
      this.initialized = true;
      this.era = 'session';
    }
    if (stateless) this.era = 'stateless';
    this.detach = core.catalogue.onChange((kinds) => this.listChanged(kinds));
  }

  /** Wires the transport and starts it. */
  async start(): Promise<void> {
    this.transport.onmessage = (message, extra) => this.receive(message, extra);
    this.transport.onclose = () => this.shutdown();
    this.transport.onerror = (error) => this.core.diagnostics.warn(`transport error: ${error.message}`);
    await this.transport.start();
  }

  /** Closes the connection and its transport; in-flight calls are aborted and pending client requests fail. */
  async close(): Promise<void> {
    this.shutdown();
    await this.transport.close();
  }

  setLogLevel(level: LogLevel): void {
    this.logLevel = level;
  }

  subscribe(uri: string): void {
    this.subscriptions.add(uri);
  }

  unsubscribe(uri: string): void {
    this.subscriptions.delete(uri);
  }

  notify(method: string, params: { [key: string]: JsonValue }, relatedRequestId?: RequestId): void {
    if (this.closed) return;
    if (relatedRequestId !== undefined && this.inFlight.get(relatedRequestId)?.cancelled) return;
    this.send({ jsonrpc: '2.0', method, params }, relatedRequestId);
  }

  request(method: string, params: { [key: string]: JsonValue }, relatedRequestId?: RequestId, signal?: AbortSignal): Promise<JsonValue> {
    if (this.closed) return Promise.reject(new Error('the connection is closed'));
    const id = this.nextRequestId++;
    return new Promise<JsonValue>((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        const reason = signal?.reason instanceof Error ? signal.reason : new Error('the request was cancelled');
        // Tell the client to stop waiting on its user or model for an answer nobody will read.
        if (!this.closed) this.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: reason.message } }, relatedRequestId);
        reject(reason);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pending.set(id, {
        resolve: (value) => (signal?.removeEventListener('abort', onAbort), resolve(value)),
        reject: (error) => (signal?.removeEventListener('abort', onAbort), reject(error)),
      });
      this.send({ jsonrpc: '2.0', id, method, params }, relatedRequestId);
    });
  }

  /** Tells a subscribed client that a resource changed. */
  resourceUpdated(uri: string): void {
    if (this.initialized && this.subscriptions.has(uri)) this.notify('notifications/resources/updated', { uri });
  }

  private receive(message: JsonRpcMessage, extra?: TransportMessageExtra): void {
    if (isResponse(message)) return this.settle(message);
    if (isNotification(message)) return this.onNotification(message.method, message.params ?? {});
    if (isRequest(message)) {
      void this.onRequest(message.id, message.method, message.params ?? {}, extra);
      return;
    }
    this.core.diagnostics.warn(`ignored a message that is neither request, notification nor response: ${JSON.stringify(message).slice(0, 200)}`);
  }

  private settle(message: JsonRpcMessage & { readonly id: RequestId }): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.error) pending.reject(new Error(`The client answered with error ${message.error.code}: ${message.error.message}`));
    else pending.resolve(message.result ?? null);
  }

  private onNotification(method: string, params: RequestParams): void {
    if (method === 'notifications/initialized') {
      this.initialized = true;
      return;
    }
    if (method === 'notifications/cancelled') {
      const call = this.inFlight.get(params.requestId as RequestId);
      if (call) {
        call.cancelled = true;
        call.controller.abort(new Error(typeof params.reason === 'string' ? params.reason : 'cancelled by the client'));
      }
    }
    // Every other notification (roots/list_changed, progress…) needs no answer.
  }

  private async onRequest(id: RequestId, method: string, params: RequestParams, extra?: TransportMessageExtra): Promise<void> {
    const state: InFlight = { controller: new AbortController(), cancelled: false, closeSseStream: extra?.closeSSEStream };
    this.inFlight.set(id, state);
    let done = false;
    try {
      const result = await this.dispatch(id, method, params, state, () => done);
      done = true;
      if (!state.cancelled) this.send({ jsonrpc: '2.0', id, result });
    } catch (error) {
      done = true;
      if (state.cancelled) return;
      if (error instanceof ProtocolError) {
        this.send({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) } });
      } else {
        this.core.diagnostics.error(`${method} failed`, error);
        this.send({ jsonrpc: '2.0', id, error: { code: ErrorCode.InternalError, message: `Internal error while handling ${method}` } });
      }
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async dispatch(id: RequestId, method: string, params: RequestParams, state: InFlight, isDone: () => boolean): Promise<{ [key: string]: JsonValue }> {
    if (method === 'initialize') {
      if (this.era === 'stateless') {
        const supported = statelessRevisions(this.core.registry);
        throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, `This connection speaks ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`, { supported, requested: String(params.protocolVersion ?? '') });
      }
      this.era = 'session';
      return this.initialize(params);
    }
    const meta = params._meta as { progressToken?: unknown } | undefined;
    const progressToken = typeof meta?.progressToken === 'string' || typeof meta?.progressToken === 'number' ? meta.progressToken : undefined;
    const base = { id, method, params, core: this.core, connection: this, signal: state.controller.signal, controller: state.controller, progressToken, isDone, closeSseStream: state.closeSseStream };
    // The revision is resolved per request: a 2026-07-28 envelope (or discover) is served statelessly unless
    // this connection already initialized a session revision.
    if (this.era === 'stateless' || (this.era === undefined && (hasEnvelope(params) || method === 'server/discover'))) {
      const envelope = readEnvelope(params, this.core.registry);
      const handler = STATELESS_METHODS[method];
      if (!handler) throw new ProtocolError(ErrorCode.MethodNotFound, `Method not found: ${method} is not part of ${envelope.adapter.revision}`);
      if (method !== 'server/discover') this.era = 'stateless';
      const call: RequestCall = { ...base, adapter: envelope.adapter, client: envelope.client, logLevel: envelope.logLevel, inputs: this.inputsFor(method, params) };
      return envelope.adapter.finishResult(method, await handler(call), { identity: this.core.identity, cache: this.core.settings.cache });
    }
    const adapter = this.adapterFor(method);
    const handler = SESSION_METHODS[method];
    if (!handler) throw new ProtocolError(ErrorCode.MethodNotFound, `Method not found: ${method}`);
    const call: RequestCall = { ...base, adapter, client: this.client, logLevel: this.logLevel };
    return adapter.finishResult(method, await handler(call), { identity: this.core.identity, cache: this.core.settings.cache });
  }

  /** Client input for a stateless round: answers sealed in requestState plus the new inputResponses. */
  private inputsFor(method: string, params: RequestParams): InputBroker | undefined {
    if (method !== 'tools/call' && method !== 'prompts/get' && method !== 'resources/read') return undefined;
    const target = String((method === 'resources/read' ? params.uri : params.name) ?? '');
    const subject = stateSubject(method, target, method === 'resources/read' ? undefined : params.arguments);
    const sealer = this.core.sealer;
    const carried = typeof params.requestState === 'string' ? sealer.open(params.requestState, subject) : {};
    const responses = params.inputResponses;
    // Anything but an object (null, a number…) is no answer at all: the inputs are asked for again.
    const fresh = responses !== null && typeof responses === 'object' && !Array.isArray(responses) ? (responses as { readonly [key: string]: JsonValue }) : {};
    return new InputBroker({ ...carried, ...fresh }, (answers) => sealer.seal(subject, answers));
  }

  /** The adapter of this request: the connection's negotiated revision for the initialize era. */
  private adapterFor(method: string): RevisionAdapter {
    if (this.adapter) return this.adapter;
    // ping is allowed before initialize; everything else needs a negotiated revision.
    const fallback = this.core.registry.latestSession();
    if (method === 'ping' && fallback) return fallback;
    throw new ProtocolError(ErrorCode.InvalidRequest, `Server not initialized: send initialize before ${method}`);
  }

  private initialize(params: RequestParams): { [key: string]: JsonValue } {
    if (this.adapter) throw new ProtocolError(ErrorCode.InvalidRequest, 'initialize was already received on this connection');
    const adapter = this.core.registry.negotiate(params.protocolVersion);
    if (!adapter) {
      const supported = statelessRevisions(this.core.registry);
      throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, `This server speaks only ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`, { supported, requested: String(params.protocolVersion ?? '') });
    }
    const info = params.clientInfo as ClientDescription['info'] | undefined;
    const capabilities = params.capabilities;
    this.client = {
      ...(info && typeof info === 'object' && typeof info.name === 'string' ? { info } : {}),
      capabilities: capabilities !== null && typeof capabilities === 'object' && !Array.isArray(capabilities) ? (capabilities as { [key: string]: unknown }) : {},
    };
    this.adapter = adapter;
    return { protocolVersion: adapter.revision, ...adapter.encodeInitializeResult(this.core.identity, this.core.features(), this.core.instructions) };
  }

  private listChanged(kinds: ReadonlySet<ListKind>): void {
    // Stateless clients hear about changes only on a subscriptions/listen stream.
    if (!this.initialized || this.era !== 'session') return;
    for (const method of new Set([...kinds].map((k) => LIST_CHANGED[k]))) this.notify(method, {});
  }

  private send(message: JsonRpcMessage, relatedRequestId?: RequestId): void {
    if (this.closed) return;
    this.transport.send(message, relatedRequestId === undefined ? undefined : { relatedRequestId }).catch((error: unknown) => {
      this.core.diagnostics.warn(`could not send ${message.method ?? 'a response'}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  private shutdown(): void {
    if (this.closed) return;
    this.closed = true;
    this.detach();
    for (const call of this.inFlight.values()) call.controller.abort(new Error('the connection closed'));
    for (const pending of this.pending.values()) pending.reject(new Error('the connection closed'));
    this.pending.clear();
    this.onClosed(this);
  }
}
