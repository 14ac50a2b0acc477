import type { Tracer, TracerProvider } from '@opentelemetry/api';
import { otel, tracerProviderRegistered } from '../../observability/otel-api.js';

/** What `createServer({ tracing })` takes: `false` for none, a provider of your own, or (default) the global one. @example createServer({ …, tracing: { tracerProvider: new BasicTracerProvider({ spanProcessors }) } }) */
export type TracingOption = boolean | { readonly tracerProvider: TracerProvider };

// The provider the API falls back to while no SDK is registered: a request then does no tracing work at all.
let noSdk: TracerProvider | undefined;
const TRACER_NAME = 'mcp-decorators';

/**
 * The tracer requests are traced with, looked up per request (an SDK may be registered after the server was made),
 * or undefined when tracing is off or no SDK is registered.
 */
export function tracerLookup(option: TracingOption | undefined): (() => Tracer | undefined) | undefined {
  if (option === false) return undefined;
  if (typeof option === 'object') {
    const tracer = option.tracerProvider.getTracer(TRACER_NAME);
    return () => tracer;
  }
  let provider: TracerProvider | undefined;
  let tracer: Tracer | undefined;
  return () => {
    // Until an SDK registers a provider, a request neither loads nor calls the API.
    if (!tracerProviderRegistered()) return undefined;
    const { trace, ProxyTracerProvider } = otel();
    noSdk ??= new ProxyTracerProvider().getDelegate();
    const global = trace.getTracerProvider();
    const real = global instanceof ProxyTracerProvider ? global.getDelegate() : global;
    if (real === noSdk) return undefined;
    if (real !== provider) {
      provider = real;
      tracer = real.getTracer(TRACER_NAME);
    }
    return tracer;
  };
}
