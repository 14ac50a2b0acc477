import type { Context, SpanContext } from '@opentelemetry/api';
import { otel } from './otel-api.js';

/** W3C trace-flags bit 0 (the API's `TraceFlags.SAMPLED`). */
const SAMPLED = 0x01;
import type { RequestHeaders, TraceContext } from '../model/handler-context.js';

/** The `_meta` keys of W3C trace context (written unprefixed, as SEP-414 and the OpenTelemetry MCP conventions say). */
export const TRACE_META = { traceparent: 'traceparent', tracestate: 'tracestate' } as const;

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/**
 * The remote span context a W3C `traceparent` (and `tracestate`) names, or undefined for anything malformed:
 * version `ff`, all-zero ids, or extra fields on version 00.
 * @example spanContextOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')?.traceId // '4bf92f3577b34da6a3ce929d0e0e4736'
 */
export function spanContextOf(traceparent: unknown, tracestate?: unknown): SpanContext | undefined {
  if (typeof traceparent !== 'string') return undefined;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[5] !== undefined)) return undefined;
  const { createTraceState, isSpanContextValid } = otel();
  const context: SpanContext = {
    traceId: match[2]!,
    spanId: match[3]!,
    traceFlags: Number.parseInt(match[4]!, 16) & SAMPLED,
    isRemote: true,
    ...(typeof tracestate === 'string' && tracestate.trim() !== '' ? { traceState: createTraceState(tracestate.trim()) } : {}),
  };
  return isSpanContextValid(context) ? context : undefined;
}

/** The `traceparent` (and `tracestate`) of a span context. */
export function traceContextOf(span: SpanContext): TraceContext {
  const traceparent = `00-${span.traceId}-${span.spanId}-${(span.traceFlags & SAMPLED).toString(16).padStart(2, '0')}`;
  const state = span.traceState?.serialize();
  return state ? { traceparent, tracestate: state } : { traceparent };
}

function ownString(meta: unknown, key: string): unknown {
  return meta !== null && typeof meta === 'object' && !Array.isArray(meta) && Object.hasOwn(meta, key) ? (meta as Record<string, unknown>)[key] : undefined;
}

/**
 * Where a request's trace continues: the context in its `params._meta` (the parent, as the MCP conventions say),
 * and the HTTP request's `traceparent` header (a link when both are there, the parent when only it is).
 */
export function incomingTrace(meta: unknown, headers: RequestHeaders | undefined): { readonly parent?: SpanContext; readonly link?: SpanContext } {
  const fromMeta = spanContextOf(ownString(meta, TRACE_META.traceparent), ownString(meta, TRACE_META.tracestate));
  const fromHeaders = headers ? spanContextOf(headers.get('traceparent'), headers.get('tracestate')) : undefined;
  if (fromMeta) return fromHeaders && fromHeaders.spanId !== fromMeta.spanId ? { parent: fromMeta, link: fromHeaders } : { parent: fromMeta };
  return fromHeaders ? { parent: fromHeaders } : {};
}

/** A context whose active span is the remote parent. */
export function contextWithParent(base: Context, parent: SpanContext | undefined): Context {
  return parent ? otel().trace.setSpanContext(base, parent) : base;
}
