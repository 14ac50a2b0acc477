import type { JsonRpcMessage, RequestId } from './json-rpc.js';

/**
 * The small port the engine talks to; it has the shape of the official SDK's `Transport`, so SDK transports
 * plug in through a thin wrapper (see `server/transports/`).
 */
export interface TransportPort {
  start(): Promise<void>;
  /** Sends one message; `relatedRequestId` routes notifications and server requests to the stream of the request they belong to. */
  send(message: JsonRpcMessage, options?: { readonly relatedRequestId?: RequestId }): Promise<void>;
  close(): Promise<void>;
  onmessage?: (message: JsonRpcMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
}
