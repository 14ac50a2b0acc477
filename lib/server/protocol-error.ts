import type { JsonValue } from '../model/json-value.js';

/** Thrown inside the engine to answer a request with a JSON-RPC error instead of a result. */
export class ProtocolError extends Error {
  constructor(readonly code: number, message: string, readonly data?: JsonValue) {
    super(message);
  }
}
