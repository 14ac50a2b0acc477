import type { Context, Span, Tracer } from '@opentelemetry/api';
import { otel } from '../../observability/otel-api.js';
import type { TraceContext } from '../../model/handler-context.js';
import { MCP_ATTRIBUTES as A, TOOL_ERROR } from '../../observability/mcp-attributes.js';
import { contextWithParent, incomingTrace, traceContextOf } from '../../observability/trace-context.js';
import type { CallTrace, MethodCall } from '../contracts/method-call.js';
import { ownProperty } from '../protocol/own-property.js';

/** How a request ended, for its span and its log line. */
export interface RequestEnd {
  /** `tool_error`, or the JSON-RPC error code as a string; absent when it was served. */
  readonly errorType?: string;
  readonly message?: string;
}

/** The low-cardinality target of a span name: the tool or prompt name (never a URI, as the conventions advise). */
export function targetOf(method: string, params: unknown): { readonly name?: string; readonly attribute?: string } {
  if (method === 'tools/call') return { name: stringOf(ownProperty(params, 'name')), attribute: A.toolName };
  if (method === 'prompts/get') return { name: stringOf(ownProperty(params, 'name')), attribute: A.promptName };
  if (method === 'resources/read' || method === 'resources/subscribe' || method === 'resources/unsubscribe') return { name: stringOf(ownProperty(params, 'uri')), attribute: A.resourceUri };
  return {};
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** One traced request: its SERVER span, and the child spans of its work (binding, handler, input rounds). */
export class RequestSpan implements CallTrace {
  readonly root: Span;
  readonly context: Context;
  private active: { readonly span: Span; readonly context: Context };
  private readonly open = new Set<Span>();

  constructor(private readonly tracer: Tracer, call: MethodCall) {
    const { request, terms, caller } = call;
    const { parent, link } = incomingTrace(ownProperty(request.params, '_meta'), caller.headers);
    const target = targetOf(request.method, request.params);
    const attributes: Record<string, string> = {
      [A.methodName]: request.method,
      [A.requestId]: String(request.id),
      [A.protocolVersion]: terms.adapter.revision,
    };
    if (target.attribute && target.name !== undefined) attributes[target.attribute] = target.name;
    if (request.method === 'tools/call') attributes[A.operationName] = 'execute_tool';
    const session = caller.headers?.get('mcp-session-id');
    if (session) attributes[A.sessionId] = session;
    if (caller.headers) attributes[A.networkTransport] = 'tcp';
    const name = target.attribute !== A.resourceUri && target.name !== undefined ? `${request.method} ${target.name}` : request.method;
    const { ROOT_CONTEXT, SpanKind, trace } = otel();
    const parentContext = contextWithParent(ROOT_CONTEXT, parent);
    this.root = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes, ...(link ? { links: [{ context: link }] } : {}) }, parentContext);
    this.context = trace.setSpan(parentContext, this.root);
    this.active = { span: this.root, context: this.context };
  }

  async span<T>(name: string, work: () => Promise<T>): Promise<T> {
    const { context, SpanKind, SpanStatusCode, trace } = otel();
    const outer = this.active;
    const child = this.tracer.startSpan(name, { kind: SpanKind.INTERNAL }, outer.context);
    const inner = { span: child, context: trace.setSpan(outer.context, child) };
    this.open.add(child);
    this.active = inner;
    try {
      return await context.with(inner.context, work);
    } catch (error) {
      child.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      if (this.active === inner) this.active = outer;
      this.open.delete(child);
      child.end();
    }
  }

  current(): TraceContext {
    return traceContextOf(this.active.span.spanContext());
  }

  /** Ends the request span (and any child still open: an input round the request ended on). */
  end(outcome: RequestEnd): void {
    const { SpanStatusCode } = otel();
    for (const child of this.open) child.end();
    this.open.clear();
    if (outcome.errorType !== undefined) {
      this.root.setAttribute(A.errorType, outcome.errorType);
      if (outcome.errorType !== TOOL_ERROR) this.root.setAttribute(A.statusCode, outcome.errorType);
      this.root.setStatus({ code: SpanStatusCode.ERROR, ...(outcome.message !== undefined ? { message: outcome.message } : {}) });
    }
    this.root.end();
  }
}
