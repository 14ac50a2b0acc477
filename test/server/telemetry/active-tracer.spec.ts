import { trace } from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { expect } from 'chai';
import { tracerLookup } from '../../../lib/server/telemetry/active-tracer.js';

describe('server/telemetry/active-tracer', () => {
  it('finds no tracer while no SDK is registered, the SDK\'s once one is, and none after it is gone', () => {
    const lookup = tracerLookup(undefined)!;
    expect(lookup()).to.equal(undefined);
    trace.setGlobalTracerProvider(new BasicTracerProvider());
    try {
      expect(lookup()).to.not.equal(undefined);
      expect(lookup()).to.equal(lookup());
    } finally {
      trace.disable();
    }
    expect(lookup()).to.equal(undefined);
  });

  it('uses a provider given, and none when tracing is off', () => {
    expect(tracerLookup(false)).to.equal(undefined);
    expect(tracerLookup({ tracerProvider: new BasicTracerProvider() })!()).to.not.equal(undefined);
  });
});
