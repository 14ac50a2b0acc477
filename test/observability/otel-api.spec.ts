import { expect } from 'chai';
import { trace } from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { otel, tracerProviderRegistered } from '../../lib/observability/otel-api.js';

describe('observability/otel-api', () => {
  it('sees a tracer provider registered through the application\'s own import of the API, and its removal', () => {
    expect(tracerProviderRegistered()).to.equal(false);
    trace.setGlobalTracerProvider(new BasicTracerProvider());
    try {
      expect(tracerProviderRegistered()).to.equal(true);
    } finally {
      trace.disable();
    }
    expect(tracerProviderRegistered()).to.equal(false);
  });

  it('loads the API on first use, sharing the global registry with every other copy', () => {
    const provider = new BasicTracerProvider();
    trace.setGlobalTracerProvider(provider);
    try {
      const seen = otel().trace.getTracerProvider();
      const real = seen instanceof otel().ProxyTracerProvider ? seen.getDelegate() : 'getDelegate' in seen ? (seen as { getDelegate(): unknown }).getDelegate() : seen;
      expect(real).to.equal(provider);
    } finally {
      trace.disable();
    }
  });
});
