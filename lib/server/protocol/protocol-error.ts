import type { JsonValue } from '../../vocabulary/json-value.js';
import { McpDecoratorsError } from '../../errors/mcp-decorators-error.js';

/** Thrown inside the engine to answer a request with a JSON-RPC error (`rpcCode`) instead of a result. */
export class ProtocolError extends McpDecoratorsError {
  readonly code = 'MCPD_PROTOCOL';

  constructor(readonly rpcCode: number, message: string, readonly data?: JsonValue) {
    super(message);
  }
}
