import type { Tracer } from '@opentelemetry/api';
import { otel } from '../../observability/otel-api.js';
import type { Principal } from '../../model/principal.js';
import type { WireObject } from '../../revisions/wire-types.js';
import { RpcErrorCode } from '../../vocabulary/rpc-error-codes.js';
import { levelOfOutcome, type RequestLogger, type RequestLogRecord, type RequestOutcome } from '../../observability/request-logger.js';
import { TOOL_ERROR } from '../../observability/mcp-attributes.js';
import type { MethodCall, RequestObserver } from '../contracts/method-call.js';
import { ProtocolError } from '../protocol/protocol-error.js';
import { tracerLookup, type TracingOption } from './active-tracer.js';
import { RequestSpan, targetOf, type RequestEnd } from './request-span.js';

/** What a request's outcome says for spans and logs. */
function endOf(result: WireObject | undefined, error: unknown): RequestEnd & { readonly outcome: RequestOutcome; readonly code?: number } {
  if (error !== undefined) {
    const code = error instanceof ProtocolError ? error.rpcCode : RpcErrorCode.InternalError;
    return { outcome: 'error', code, errorType: String(code), message: error instanceof Error ? error.message : String(error) };
  }
  if (result !== undefined && Object.hasOwn(result, 'isError') && result.isError === true) return { outcome: 'tool_error', errorType: TOOL_ERROR };
  return { outcome: 'ok' };
}

function who(principal: Principal | undefined): Pick<RequestLogRecord, 'subject' | 'clientId'> {
  if (!principal) return {};
  return { subject: principal.subject, ...(principal.clientId !== undefined ? { clientId: principal.clientId } : {}) };
}

/**
 * The request observer of a server: a SERVER span per request (OpenTelemetry semantic conventions for MCP) when an
 * SDK is registered or a provider given, and one request log line when a logger is. Undefined when neither can
 * ever happen, so the engine then does nothing per request.
 */
export function createRequestObserver(tracing: TracingOption | undefined, logger: RequestLogger | undefined): RequestObserver | undefined {
  const tracerOf = tracerLookup(tracing);
  if (!tracerOf && !logger) return undefined;
  const log = (record: RequestLogRecord): void => logger?.[levelOfOutcome(record.outcome)](record, 'mcp request');
  const observed = async (call: MethodCall, serve: (call: MethodCall) => WireObject | Promise<WireObject>, tracer: Tracer | undefined): Promise<WireObject> => {
    const started = performance.now();
    const span = tracer ? new RequestSpan(tracer, call) : undefined;
    let result: WireObject | undefined;
    let failure: unknown;
    try {
      result = await (span ? otel().context.with(span.context, () => serve({ ...call, trace: span })) : serve(call));
      return result;
    } catch (error) {
      failure = error ?? new Error('undefined was thrown');
      throw error;
    } finally {
      const end = endOf(result, failure);
      span?.end(end);
      if (logger) {
        const { request, terms, caller } = call;
        const name = targetOf(request.method, request.params).name;
        const session = caller.headers?.get('mcp-session-id');
        log({
          method: request.method,
          ...(name !== undefined ? { name } : {}),
          revision: terms.adapter.revision,
          durationMs: Math.round((performance.now() - started) * 1000) / 1000,
          outcome: end.outcome,
          ...(end.code !== undefined ? { code: end.code } : {}),
          ...who(caller.principal),
          ...(caller.remoteAddress !== undefined ? { ip: caller.remoteAddress } : {}),
          requestId: request.id,
          ...(session ? { sessionId: session } : {}),
          ...(span ? { traceId: span.root.spanContext().traceId } : {}),
        });
      }
    }
  };
  return {
    // Not async: without an SDK and a logger the request is served as it would be without an observer.
    observe(call, serve) {
      const tracer = tracerOf?.();
      return tracer || logger ? observed(call, serve, tracer) : serve(call);
    },
    watching: () => logger !== undefined || tracerOf?.() !== undefined,
    refused(method, status, principal, name, ip) {
      log({ method, ...(name !== undefined ? { name } : {}), durationMs: 0, outcome: 'refused', status, ...who(principal), ...(ip !== undefined ? { ip } : {}) });
    },
  };
}
