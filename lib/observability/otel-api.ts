import type * as OtelApi from '@opentelemetry/api';
import { otelApi } from '../vocabulary/dependency-load.js';

// The OpenTelemetry API loads when a request is traced, not when the framework is imported: without an SDK
// registered (or a provider passed) no request ever needs it. Every copy of the API shares one global registry,
// so this copy sees the provider the application registered through its own import.

/** @opentelemetry/api, loaded on first use (see vocabulary/dependency-load.ts). */
export function otel(): typeof OtelApi {
  return otelApi();
}

// Where every 1.x copy of the API keeps what was registered globally (`trace` once an SDK set a tracer provider).
const REGISTRY = Symbol.for('opentelemetry.js.api.1');

/** True once some copy of the API has a global tracer provider registered (an SDK started); reads no module. */
export function tracerProviderRegistered(): boolean {
  const registry = (globalThis as { [REGISTRY]?: unknown })[REGISTRY];
  return registry !== null && typeof registry === 'object' && Object.hasOwn(registry, 'trace');
}
