import type { ClientDescription } from '../../model/handler-context.js';
import type { JsonValue } from '../../vocabulary/json-value.js';
import type { RevisionAdapter } from '../../revisions/revision-adapter.js';
import type { LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { MEMBER_KINDS, type MemberKind } from '../../vocabulary/member-kind.js';
import { RequestAbortedError } from '../../errors/request-aborted.error.js';
import type { ClientConnection } from '../contracts/extension.js';
import type { EngineCore, SessionPort } from '../contracts/method-call.js';
import { errorResponse, type JsonRpcMessage, type RequestId, type RequestParams } from '../protocol/json-rpc.js';
import { inspectMessage, isRequestId, refusalResponse } from '../protocol/message-gate.js';
import { ownProperty } from '../protocol/own-property.js';
import type { TransportMessageExtra, TransportPort } from '../protocol/transport-port.js';
import type { ConnectionHandle } from './connection-handle.js';
import type { InFlight } from './in-flight.js';
import { batchRefusal, Detour, directStart, openRequest, Opened, type ConnectionState } from './open-request.js';
import { OutboundRequests } from './outbound-requests.js';
import { answerOne } from './serve-request.js';

/** Hands a reply to `deliver` when there is one (and returns undefined), else returns it. */
function handOver(reply: JsonRpcMessage | undefined, deliver: ((reply: JsonRpcMessage) => void) | undefined): JsonRpcMessage | undefined {
  if (!deliver) return reply;
  if (reply) deliver(reply);
  return undefined;
}

/**
 * One client connection: passes every message through the gate, serves batches where the revision has them,
 * decides each request's era once (classifyInbound), tracks in-flight requests for cancellation, and carries
 * notifications and server-to-client requests. Revision-neutral: every wire decision is the adapter's.
 */
export class Connection implements ConnectionHandle, SessionPort {
  private ownId?: string;
  /** The way back to the client after a request was answered (extensions: task status, task input). */
  readonly connection: ClientConnection;
  private readonly closeListeners = new Set<() => void>();
  private state: ConnectionState;
  private readonly subscriptions = new Set<string>();
  private initialized = false;
  private closed = false;
  private readonly inFlight = new Map<RequestId, InFlight>();
  /** The id of the call the direct lane is running, while it runs. */
  private direct: RequestId | undefined = undefined;
  private readonly outbound: OutboundRequests;
  private readonly detach: () => void;

  constructor(
    private readonly core: EngineCore,
    private readonly transport: TransportPort,
    private readonly onClosed: (c: Connection) => void,
  ) {
    this.state = { client: { capabilities: {} }, logLevel: core.settings.defaultLogLevel };
    this.outbound = new OutboundRequests((message, related) => this.send(message, related), core.settings.clientWaitMs);
    this.detach = core.catalogue.onChange((kinds) => this.listChanged(kinds));
    const connection = this;
    this.connection = {
      get open() {
        return !connection.closed;
      },
      notify: (method, params, related) => this.notify(method, params, related),
      ask: (method, params, related, signal) => this.outbound.request(method, params, related, signal),
      onClose: (listener) => {
        this.closeListeners.add(listener);
        return () => void this.closeListeners.delete(listener);
      },
    };
  }

  /**
   * Unique per connection: what binds a session's tasks to it. Made on first use (tasks, extension requests): the
   * first Web Crypto call loads Node's crypto (~17 ms), which a connection's first answer need not wait for.
   */
  get id(): string {
    return (this.ownId ??= globalThis.crypto.randomUUID());
  }

  get revision(): string | undefined {
    return this.state.negotiated?.revision;
  }

  get client(): ClientDescription {
    return this.state.client;
  }

  /** The revision initialize negotiated, for the HTTP entry's batch check. */
  get adapter(): RevisionAdapter | undefined {
    return this.state.negotiated;
  }

  get busy(): boolean {
    return this.inFlight.size > 0 || this.direct !== undefined;
  }

  inProgress(id: RequestId): boolean {
    return this.inFlight.has(id) || this.direct === id;
  }

  /** Wires the transport and starts it. */
  async start(): Promise<void> {
    this.transport.onmessage = (message, extra) => this.receive(message, extra);
    this.transport.onclose = () => this.shutdown();
    this.transport.onerror = (error) => this.core.diagnostics.warn(`transport error: ${error.message}`);
    this.transport.onunusable = (id, problem) => {
      this.core.diagnostics.warn(`ignored a response from the client: ${problem}`);
      this.outbound.fail(id, problem);
    };
    await this.transport.start();
  }

  /** Closes the connection and its transport; in-flight calls are aborted and pending client requests fail. */
  async close(): Promise<void> {
    this.shutdown();
    await this.transport.close();
  }

  setLogLevel(level: LogLevel): void {
    this.state.logLevel = level;
  }

  subscribe(uri: string): void {
    this.subscriptions.add(uri);
  }

  unsubscribe(uri: string): void {
    this.subscriptions.delete(uri);
  }

  /** Tells a subscribed client that a resource changed. */
  resourceUpdated(uri: string): void {
    if (this.initialized && this.subscriptions.has(uri)) this.send({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } });
  }

  private receive(value: unknown, extra?: TransportMessageExtra): void {
    if (this.closed) return;
    if (Array.isArray(value)) {
      void this.receiveBatch(value, extra);
      return;
    }
    // A request's answer is sent by the request's own promise (see onRequest), not by one more chained to it.
    const reply = this.handle(value, extra, this.deliver);
    if (reply !== undefined && !(reply instanceof Promise)) this.send(reply);
  }

  private readonly deliver = (reply: JsonRpcMessage): void => this.send(reply);

  /**
   * Passes one parsed value through the gate and serves it: its reply (a promise of it for a request), or undefined
   * when it needs none. Not async, so a request's promise is the engine's own, not one more wrapped around it.
   */
  private handle(value: unknown, extra?: TransportMessageExtra, deliver?: (reply: JsonRpcMessage) => void): JsonRpcMessage | Promise<JsonRpcMessage | undefined> | undefined {
    const verdict = inspectMessage(value);
    switch (verdict.kind) {
      case 'invalid':
        if (verdict.answer) return refusalResponse(verdict);
        this.core.diagnostics.warn(`ignored a malformed response from the client (${verdict.message})`);
        // The request it answers (when its id can be read) fails now rather than at the end of clientWaitMs.
        if (verdict.id !== null) this.outbound.fail(verdict.id, verdict.message.replace(/^Invalid Request: /, ''));
        return undefined;
      case 'response':
        this.outbound.settle(verdict.message);
        return undefined;
      case 'notification':
        this.onNotification(verdict.message.method, verdict.message.params ?? {});
        return undefined;
      case 'request':
        return this.onRequest(verdict.message.id, verdict.message.method, verdict.message.params ?? {}, extra, deliver);
    }
  }

  /**
   * A JSON-RPC batch: served only where the negotiated revision has batches (2025-03-26), answered with one
   * array of the responses (notifications and responses in the batch get none); elsewhere one -32600.
   */
  private async receiveBatch(values: readonly unknown[], extra?: TransportMessageExtra): Promise<void> {
    const refusal = batchRefusal(this.state, values.length);
    if (refusal !== undefined) {
      this.send(errorResponse(null, RpcErrorCode.InvalidRequest, `Invalid Request: ${refusal}`));
      return;
    }
    const replies = (await Promise.all(values.map((value) => this.handle(value, extra)))).filter((r): r is JsonRpcMessage => r !== undefined);
    if (replies.length > 0) this.send(replies);
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
        call.abort(new RequestAbortedError('cancelled', typeof reason === 'string' ? reason : 'cancelled by the client'));
      }
    }
    // Every other notification (roots/list_changed, progress…) needs no answer.
  }

  // Not async, and no closure per request: a request whose answer is ready at once (a plain tool call) is answered at
  // once, with no promise. A cancellation read while the answer was awaited drops it. With `deliver`, the answer is
  // handed to it and undefined is returned (or resolved); without, the answer is returned (or resolved).
  private onRequest(id: RequestId, method: string, params: RequestParams, extra?: TransportMessageExtra, deliver?: (reply: JsonRpcMessage) => void): JsonRpcMessage | Promise<JsonRpcMessage | undefined> | undefined {
    // A plain tool's call is answered in place when it can be (open-request.ts, directStart), its id in progress meanwhile.
    let detour: Detour | undefined;
    if (method === 'tools/call') {
      this.direct = id;
      let direct: JsonRpcMessage | Detour | undefined;
      try {
        direct = directStart(this.core, this.state, this.inFlight, id, params);
      } finally {
        this.direct = undefined;
      }
      if (direct instanceof Detour) detour = direct;
      else if (direct !== undefined) return handOver(direct, deliver);
    }
    let flight: InFlight;
    let answer: JsonRpcMessage | Promise<JsonRpcMessage>;
    try {
      const opened = openRequest(this.core, this.state, this.inFlight, this, id, method, params, extra, detour?.decided);
      // A refusal, or initialize's answer, goes out on a later tick, as it always did.
      if (!(opened instanceof Opened)) return Promise.resolve(opened).then((reply) => handOver(reply, deliver));
      flight = opened.flight;
      answer = answerOne(this.core, detour?.head === undefined ? { id, method, params } : { id, method, params, headStart: detour.head }, opened.terms, flight, opened.stateless ? undefined : this);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    if (!(answer instanceof Promise)) return this.finish(id, flight, answer, deliver);
    return answer.then(
      (reply) => this.finish(id, flight, reply, deliver),
      (error: unknown) => {
        this.finish(id, flight, undefined, undefined);
        throw error;
      },
    );
  }

  /** Ends a request's flight and hands its answer over, unless the request was cancelled meanwhile. */
  private finish(id: RequestId, flight: InFlight, reply: JsonRpcMessage | undefined, deliver: ((reply: JsonRpcMessage) => void) | undefined): JsonRpcMessage | undefined {
    flight.done = true;
    this.inFlight.delete(id);
    return handOver(flight.cancelled ? undefined : reply, deliver);
  }

  /** The engine this connection serves, for its in-flight requests. */
  get engine(): EngineCore {
    return this.core;
  }

  /** A notification on behalf of one in-flight request (dropped once it was cancelled). */
  notifyFor(id: RequestId, method: string, params: { [key: string]: JsonValue }): void {
    this.notify(method, params, id);
  }

  /** A request to the client on behalf of one in-flight request. */
  askFor(id: RequestId, method: string, params: { [key: string]: JsonValue }, signal: AbortSignal): Promise<JsonValue> {
    return this.outbound.request(method, params, id, signal);
  }

  private notify(method: string, params: { [key: string]: JsonValue }, relatedRequestId?: RequestId): void {
    if (this.closed) return;
    if (relatedRequestId !== undefined && this.inFlight.get(relatedRequestId)?.cancelled) return;
    this.send({ jsonrpc: '2.0', method, params }, relatedRequestId);
  }

  private listChanged(kinds: ReadonlySet<MemberKind>): void {
    // Stateless clients hear about changes only on a subscriptions/listen stream.
    if (!this.initialized || this.state.era !== 'session') return;
    for (const method of new Set([...kinds].map((k) => MEMBER_KINDS[k].listChanged))) this.notify(method, {});
  }

  private send(message: JsonRpcMessage | readonly JsonRpcMessage[], relatedRequestId?: RequestId): void {
    if (this.closed) return;
    const sent = this.transport.send(message, relatedRequestId === undefined ? undefined : { relatedRequestId });
    // A response's failure reads the same whichever it was: one handler for them all, not a closure per response.
    if (!Array.isArray(message) && (message as JsonRpcMessage).method === undefined) sent.catch(this.responseNotSent);
    else sent.catch((error: unknown) => this.notSent(Array.isArray(message) ? 'a batch answer' : (message as JsonRpcMessage).method!, error));
  }

  private readonly responseNotSent = (error: unknown): void => this.notSent('a response', error);

  private notSent(what: string, error: unknown): void {
    this.core.diagnostics.warn(`could not send ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private shutdown(): void {
    if (this.closed) return;
    this.closed = true;
    this.detach();
    for (const call of this.inFlight.values()) call.abort(new RequestAbortedError('closed', 'the connection closed'));
    this.outbound.rejectAll(new RequestAbortedError('closed', 'the connection closed'));
    for (const listener of this.closeListeners) listener();
    this.closeListeners.clear();
    this.onClosed(this);
  }
}
