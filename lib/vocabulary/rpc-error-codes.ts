/**
 * Every JSON-RPC error code the framework sends, in one table: the JSON-RPC 2.0 standard codes, MCP's own,
 * and the two implementation-defined ones its HTTP entry uses.
 * @example if (response.error?.code === RpcErrorCode.UnsupportedProtocolVersion) retryWith(response.error.data.supported[0]);
 */
export const RpcErrorCode = {
  /** The text is not JSON (JSON-RPC 2.0). */
  ParseError: -32700,
  /** The JSON is not a valid request (JSON-RPC 2.0). */
  InvalidRequest: -32600,
  /** No such method, or one the revision does not define (JSON-RPC 2.0). */
  MethodNotFound: -32601,
  /** Bad params: unknown tool or prompt, invalid arguments, bad cursor; resource not found on 2026-07-28 (JSON-RPC 2.0). */
  InvalidParams: -32602,
  /** The server failed (JSON-RPC 2.0); the message never carries a stack. */
  InternalError: -32603,
  /** An HTTP-level refusal (implementation-defined range): 403, 405, 406, 413, 415, 503… */
  HttpError: -32000,
  /** The HTTP session does not exist (implementation-defined range, as the SDKs use it). */
  SessionNotFound: -32001,
  /** A call over a rate limit, with `data.retryAfterMs` (implementation-defined range; HTTP 429 where it can be). */
  RateLimited: -32005,
  /** Resource not found, before 2026-07-28 (MCP). */
  ResourceNotFound: -32002,
  /** HTTP headers that disagree with the body (MCP 2026-07-28). */
  HeaderMismatch: -32020,
  /** The request needs a client capability it did not declare (MCP 2026-07-28). */
  MissingRequiredClientCapability: -32021,
  /** The protocol version of the request is not one the server speaks (MCP 2026-07-28). */
  UnsupportedProtocolVersion: -32022,
} as const;

/** One of the codes above. */
export type RpcErrorCodeValue = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];
