import type { JsonRpcMessage, RequestId } from './json-rpc.js';

/** What an HTTP transport tells the engine about one incoming message. */
export interface TransportMessageExtra {
  /** Closes this request's SSE stream so the client reconnects and resumes from the event store. */
  readonly closeSSEStream?: () => void;
  /** The HTTP request the message came in, when there was one. */
  readonly request?: Request;
}

/**
 * The small port the engine talks to; it has the shape of the official SDK's `Transport`, so SDK transports
 * plug in through a thin wrapper (see `server/transports/`).
 */
export interface TransportPort {
  start(): Promise<void>;
  /** Sends one message; `relatedRequestId` routes notifications and server requests to the stream of the request they belong to. */
  send(message: JsonRpcMessage, options?: { readonly relatedRequestId?: RequestId }): Promise<void>;
  close(): Promise<void>;
  onmessage?: (message: JsonRpcMessage, extra?: TransportMessageExtra) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
}
