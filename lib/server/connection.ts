import type { ClientDescription, LogLevel } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import type { RevisionAdapter } from '../revisions/revision-adapter.js';
import type { ListKind } from './catalogue.js';
import type { ConnectionState } from './connection-state.js';
import { ErrorCode, type JsonRpcMessage, type RequestId } from './json-rpc.js';
import { inspectMessage, isRequestId, refusalResponse } from './message-gate.js';
import { isJsonObject, ownProperty } from './own-property.js';
import { plainJsonProblem } from './plain-json.js';
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

  /** True while the request with this id is being served (a new request may not reuse its id). */
  inProgress(id: RequestId): boolean {
    return this.inFlight.has(id);
  }

  /** True while a request of this connection is being served (idle expiry leaves such a connection alone). */
  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  private receive(value: unknown, extra?: TransportMessageExtra): void {
    if (this.closed) return;
    if (Array.isArray(value)) {
      void this.receiveBatch(value, extra);
      return;
    }
    void this.handle(value, extra).then((reply) => {
      if (reply) this.send(reply);
    });
  }

  /** Passes one parsed value through the gate and serves it; resolves with its reply when it needs one. */
  private async handle(value: unknown, extra?: TransportMessageExtra): Promise<JsonRpcMessage | undefined> {
    const verdict = inspectMessage(value);
    switch (verdict.kind) {
      case 'invalid':
        if (verdict.answer) return refusalResponse(verdict);
        this.core.diagnostics.warn(`ignored a malformed response from the client (${verdict.message})`);
        return undefined;
      case 'response':
        this.settle(verdict.message);
        return undefined;
      case 'notification':
        this.onNotification(verdict.message.method, verdict.message.params ?? {});
        return undefined;
      case 'request':
        return this.onRequest(verdict.message.id, verdict.message.method, verdict.message.params ?? {}, extra);
    }
  }

  /**
   * A JSON-RPC batch: served only where the negotiated revision has batches (2025-03-26), answered with one
   * array of the responses (notifications and responses in the batch get none); elsewhere one -32600.
   */
  private async receiveBatch(values: readonly unknown[], extra?: TransportMessageExtra): Promise<void> {
    const refusal = values.length === 0 ? 'an empty batch has nothing to serve'
      : this.era === 'session' && this.adapter?.batches === true ? undefined
      : this.adapter ? `JSON-RPC batches are not part of protocol revision ${this.adapter.revision}; send one message per line`
      : 'a batch cannot open a connection; send initialize on its own first';
    if (refusal !== undefined) {
      this.send({ jsonrpc: '2.0', id: null, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: ${refusal}` } });
      return;
    }
    const replies = (await Promise.all(values.map((value) => this.handle(value, extra)))).filter((r): r is JsonRpcMessage => r !== undefined);
    if (replies.length > 0) this.send(replies);
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
      const requestId = ownProperty(params, 'requestId');
      const call = isRequestId(requestId) ? this.inFlight.get(requestId) : undefined;
      if (call) {
        const reason = ownProperty(params, 'reason');
        call.cancelled = true;
        call.controller.abort(new Error(typeof reason === 'string' ? reason : 'cancelled by the client'));
      }
    }
    // Every other notification (roots/list_changed, progress…) needs no answer.
  }

  private async onRequest(id: RequestId, method: string, params: RequestParams, extra?: TransportMessageExtra): Promise<JsonRpcMessage | undefined> {
    if (this.inFlight.has(id)) {
      return { jsonrpc: '2.0', id, error: { code: ErrorCode.InvalidRequest, message: `Invalid Request: id ${JSON.stringify(id)} belongs to a request still in progress; use a new id` } };
    }
    const state: InFlight = { controller: new AbortController(), cancelled: false, closeSseStream: extra?.closeSSEStream };
    this.inFlight.set(id, state);
    let done = false;
    try {
      const result = await this.dispatch(id, method, params, state, () => done);
      done = true;
      if (state.cancelled) return undefined;
      // The encoding boundary: only plain JSON data goes on the wire, never an object of the server's own.
      const problem = plainJsonProblem(result);
      if (problem === undefined) return { jsonrpc: '2.0', id, result };
      this.core.diagnostics.error(`${method} produced a result that is not plain JSON data (${problem}); answered -32603 instead`);
      return { jsonrpc: '2.0', id, error: { code: ErrorCode.InternalError, message: `Internal error while handling ${method}` } };
    } catch (error) {
      done = true;
      if (state.cancelled) return undefined;
      if (error instanceof ProtocolError) {
        return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) } };
      }
      this.core.diagnostics.error(`${method} failed`, error);
      return { jsonrpc: '2.0', id, error: { code: ErrorCode.InternalError, message: `Internal error while handling ${method}` } };
    } finally {
      this.inFlight.delete(id);
    }
  }

  private async dispatch(id: RequestId, method: string, params: RequestParams, state: InFlight, isDone: () => boolean): Promise<{ [key: string]: JsonValue }> {
    if (method === 'initialize') {
      if (this.era === 'stateless') {
        const supported = statelessRevisions(this.core.registry);
        throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, `This connection speaks ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`, { supported, requested: String(ownProperty(params, 'protocolVersion') ?? '') });
      }
      this.era = 'session';
      return this.initialize(params);
    }
    const token = ownProperty(ownProperty(params, '_meta'), 'progressToken');
    const progressToken = typeof token === 'string' || typeof token === 'number' ? token : undefined;
    const base = { id, method, params, core: this.core, connection: this, signal: state.controller.signal, controller: state.controller, progressToken, isDone, closeSseStream: state.closeSseStream };
    // The revision is resolved per request: a 2026-07-28 envelope (or discover) is served statelessly unless
    // this connection already initialized a session revision.
    if (this.era === 'stateless' || (this.era === undefined && (hasEnvelope(params) || method === 'server/discover'))) {
      const envelope = readEnvelope(params, this.core.registry);
      const handler = STATELESS_METHODS.get(method);
      if (!handler) throw new ProtocolError(ErrorCode.MethodNotFound, `Method not found: ${method} is not part of ${envelope.adapter.revision}`);
      if (method !== 'server/discover') this.era = 'stateless';
      // The client input of a round is opened only when the handler is about to run, after its arguments passed
      // the input guard: a digest of hostile arguments is never computed.
      let inputs: InputBroker | undefined | null = null;
      const open = (): InputBroker | undefined => (inputs ??= this.inputsFor(method, params));
      const call: RequestCall = {
        ...base, adapter: envelope.adapter, client: envelope.client, logLevel: envelope.logLevel,
        get inputs() {
          return open();
        },
      };
      return envelope.adapter.finishResult(method, await handler(call), { identity: this.core.identity, cache: this.core.settings.cache });
    }
    const adapter = this.adapterFor(method);
    const handler = SESSION_METHODS.get(method);
    if (!handler) throw new ProtocolError(ErrorCode.MethodNotFound, `Method not found: ${method}`);
    const call: RequestCall = { ...base, adapter, client: this.client, logLevel: this.logLevel };
    return adapter.finishResult(method, await handler(call), { identity: this.core.identity, cache: this.core.settings.cache });
  }

  /** Client input for a stateless round: answers sealed in requestState plus the new inputResponses. */
  private inputsFor(method: string, params: RequestParams): InputBroker | undefined {
    if (method !== 'tools/call' && method !== 'prompts/get' && method !== 'resources/read') return undefined;
    const target = String(ownProperty(params, method === 'resources/read' ? 'uri' : 'name') ?? '');
    const subject = stateSubject(method, target, method === 'resources/read' ? undefined : (ownProperty(params, 'arguments') as JsonValue | undefined));
    const sealer = this.core.sealer;
    const state = ownProperty(params, 'requestState');
    const carried = typeof state === 'string' ? sealer.open(state, subject) : {};
    const responses = ownProperty(params, 'inputResponses');
    // Anything but an object (null, a number…) is no answer at all: the inputs are asked for again.
    const fresh = isJsonObject(responses) ? (responses as { readonly [key: string]: JsonValue }) : {};
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
    const requested = ownProperty(params, 'protocolVersion');
    const adapter = this.core.registry.negotiate(requested);
    if (!adapter) {
      const supported = statelessRevisions(this.core.registry);
      throw new ProtocolError(UNSUPPORTED_PROTOCOL_VERSION, `This server speaks only ${supported.join(', ')}, which has no initialize; send requests with params._meta instead`, { supported, requested: String(requested ?? '') });
    }
    const info = ownProperty(params, 'clientInfo');
    const capabilities = ownProperty(params, 'capabilities');
    this.client = {
      ...(isJsonObject(info) && typeof ownProperty(info, 'name') === 'string' ? { info: info as ClientDescription['info'] } : {}),
      capabilities: isJsonObject(capabilities) ? capabilities : {},
    };
    this.adapter = adapter;
    return { protocolVersion: adapter.revision, ...adapter.encodeInitializeResult(this.core.identity, this.core.features(), this.core.instructions) };
  }

  private listChanged(kinds: ReadonlySet<ListKind>): void {
    // Stateless clients hear about changes only on a subscriptions/listen stream.
    if (!this.initialized || this.era !== 'session') return;
    for (const method of new Set([...kinds].map((k) => LIST_CHANGED[k]))) this.notify(method, {});
  }

  private send(message: JsonRpcMessage | readonly JsonRpcMessage[], relatedRequestId?: RequestId): void {
    if (this.closed) return;
    this.transport.send(message, relatedRequestId === undefined ? undefined : { relatedRequestId }).catch((error: unknown) => {
      const what = Array.isArray(message) ? 'a batch answer' : ((message as JsonRpcMessage).method ?? 'a response');
      this.core.diagnostics.warn(`could not send ${what}: ${error instanceof Error ? error.message : String(error)}`);
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
