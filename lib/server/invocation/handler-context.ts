import type { JsonValue } from '../../vocabulary/json-value.js';
import type { ElicitationResult, McpContext, McpLogger, RequestHeaders, Root, SamplingRequest, SamplingResult, InputOptions, ClientDescription, TraceContext } from '../../model/handler-context.js';
import type { Principal } from '../../model/principal.js';
import { incomingTrace, traceContextOf } from '../../observability/trace-context.js';
import { ToolError } from '../../model/tool-error.js';
import type { InputRequest } from '../../revisions/wire-types.js';
import { LOG_LEVELS, type LogLevel } from '../../vocabulary/log-levels.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { elicitationRequest, readElicitation, readRoots, readSampling, ROOTS_REQUEST, samplingRequest } from '../client-input/client-requests.js';
import type { MethodCall } from '../contracts/method-call.js';
import { META } from '../era/envelope.js';
import { isJsonObject, ownProperty } from '../protocol/own-property.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import type { Deadline } from './deadline.js';

/** The kinds of request a server may send its client. */
export type ClientRequestKind = 'elicitation' | 'sampling' | 'roots';

function declares(client: ClientDescription, name: ClientRequestKind): boolean {
  const declared = ownProperty(client.capabilities, name);
  if (!isJsonObject(declared)) return false;
  // Form elicitation: `elicitation: {}` (form only, the older spelling) or an explicit `form` mode.
  return name !== 'elicitation' || Object.keys(declared).length === 0 || Object.hasOwn(declared, 'form');
}

class CallLogger implements McpLogger {
  constructor(private readonly call: MethodCall) {}

  log(level: LogLevel, data: unknown, logger?: string): void {
    const { terms, exchange } = this.call;
    // Without a level (a stateless request that did not ask for logs) nothing is sent.
    if (exchange.isDone() || terms.logLevel === undefined || LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(terms.logLevel)) return;
    const params: { [key: string]: JsonValue } = { level, data: JSON.parse(JSON.stringify(data ?? null)) as JsonValue };
    if (logger !== undefined) params.logger = logger;
    exchange.notify('notifications/message', params);
  }

  debug(data: unknown): void {
    this.log('debug', data);
  }

  info(data: unknown): void {
    this.log('info', data);
  }

  warning(data: unknown): void {
    this.log('warning', data);
  }

  error(data: unknown): void {
    this.log('error', data);
  }
}

/** The `@Ctx()` object of one call: signal, progress, logging, client, revision, headers, and requests to the client. */
export class CallContext implements McpContext {
  readonly log: McpLogger;
  private lastProgress = -Infinity;

  constructor(private readonly call: MethodCall, private readonly deadline?: Deadline) {
    this.log = new CallLogger(call);
  }

  get signal(): AbortSignal {
    return this.call.run.signal;
  }

  get revision(): string {
    return this.call.terms.adapter.revision;
  }

  get client(): ClientDescription {
    return this.call.terms.client;
  }

  get requestId(): string | number {
    return this.call.request.id;
  }

  get headers(): RequestHeaders | undefined {
    return this.call.caller.headers;
  }

  get auth(): Principal | undefined {
    return this.call.caller.principal;
  }

  get trace(): TraceContext | undefined {
    if (this.call.trace) return this.call.trace.current();
    // Not traced here: the caller's own context, so the handler's outgoing calls still join its trace.
    const { parent } = incomingTrace(ownProperty(this.call.request.params, '_meta'), this.call.caller.headers);
    return parent ? traceContextOf(parent) : undefined;
  }

  async progress(progress: number, total?: number, message?: string): Promise<void> {
    const { request, exchange, terms } = this.call;
    // Progress must increase, and nothing may follow the response.
    if (exchange.isDone() || !(progress > this.lastProgress)) return;
    // An exchange that takes progress itself (a task's status message) needs no progress token.
    const sink = exchange.progress;
    if (sink) {
      this.lastProgress = progress;
      sink({ progress, ...(total !== undefined ? { total } : {}), ...(message !== undefined ? { message } : {}) });
      return;
    }
    if (request.progressToken === undefined) return;
    this.lastProgress = progress;
    exchange.notify('notifications/progress', terms.adapter.wire.encodeProgress({ progressToken: request.progressToken, progress, total, message }));
  }

  async startTask(): Promise<boolean> {
    const detach = this.call.run.detach;
    if (!detach) return false;
    await detach();
    return true;
  }

  async elicit<T extends object>(form: new () => T, message: string, options?: InputOptions): Promise<ElicitationResult<T>> {
    this.require('elicitation', 'elicitation requests');
    return this.ask('elicitation', options?.key, elicitationRequest(form, message), (answer) => readElicitation(form, answer));
  }

  async sample(request: SamplingRequest, options?: InputOptions): Promise<SamplingResult> {
    this.require('sampling', 'sampling requests');
    return this.ask('sampling', options?.key, samplingRequest(request), readSampling);
  }

  async roots(options?: InputOptions): Promise<readonly Root[]> {
    this.require('roots', 'roots requests');
    return this.ask('roots', options?.key, ROOTS_REQUEST, readRoots);
  }

  /**
   * Carries a client request built elsewhere (a proxy's upstream asking for elicitation, sampling or roots) to this
   * call's client as it is: pushed on the session revisions, an input-required round on the stateless one. The
   * answer is returned unread; the upstream that asked reads it.
   */
  relay(kind: ClientRequestKind, request: InputRequest, key?: string): Promise<JsonValue> {
    this.require(kind, `${request.method} requests`);
    // Only an object can be an answer; anything else is refused like a form reader refuses (a string naming why).
    return this.ask(kind, key, request, (answer) => (answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? answer : `The client answered ${request.method} with something that is not an object`));
  }

  canAsk(kind: ClientRequestKind): boolean {
    return this.call.terms.adapter.policy.clientRequests[kind] && declares(this.call.terms.client, kind);
  }

  closeSseStream(): boolean {
    if (!this.call.exchange.closeSseStream) return false;
    this.call.exchange.closeSseStream();
    return true;
  }

  private require(name: ClientRequestKind, what: string): void {
    if (this.canAsk(name)) return;
    const { adapter } = this.call.terms;
    if (adapter.policy.era === 'stateless') {
      // The per-request capabilities are the contract on the stateless wire: the spec's -32021.
      throw new ProtocolError(RpcErrorCode.MissingRequiredClientCapability, `This request needs the client capability "${name}" for ${what}; declare it in params._meta["${META.clientCapabilities}"]`, { requiredCapabilities: { [name]: {} } });
    }
    // An expected refusal, meant for the model: a tool error logged as one line, not a failure with a stack.
    if (!adapter.policy.clientRequests[name]) throw new ToolError(`This client cannot answer ${what}: protocol revision ${adapter.revision} has no ${name} requests.`);
    throw new ToolError(`This client cannot answer ${what}: it did not declare the "${name}" capability (protocol revision ${adapter.revision}).`);
  }

  /** Sends a request to the client now (session era), or collects it for an input-required round (stateless). */
  private async ask<T>(kind: string, key: string | undefined, request: InputRequest, read: (answer: JsonValue) => Promise<T | string> | T | string): Promise<T> {
    const { trace } = this.call;
    return trace ? trace.span(`input ${request.method}`, () => this.askNow(kind, key, request, read)) : this.askNow(kind, key, request, read);
  }

  private async askNow<T>(kind: string, key: string | undefined, request: InputRequest, read: (answer: JsonValue) => Promise<T | string> | T | string): Promise<T> {
    const { input, run } = this.call;
    const round = input.round;
    if (round) {
      return round.ask(kind, key, request, async (answer) => {
        const result = await read(answer);
        return typeof result === 'string' ? undefined : result;
      });
    }
    // Waiting on the user or the client's model does not count against the handler's time limit.
    this.deadline?.pause();
    let answer: JsonValue;
    try {
      answer = await input.ask(request, run.signal);
    } finally {
      this.deadline?.resume();
    }
    const result = await read(answer);
    if (typeof result === 'string') throw new ToolError(result);
    return result;
  }
}

/**
 * Relays a client request (elicitation, sampling, roots) through a handler's context, for a proxy forwarding what its
 * upstream asks during a call; undefined when `context` is not one the engine made.
 */
export function relayThrough(context: McpContext, kind: ClientRequestKind, request: InputRequest, key?: string): Promise<JsonValue> | undefined {
  return context instanceof CallContext ? context.relay(kind, request, key) : undefined;
}
