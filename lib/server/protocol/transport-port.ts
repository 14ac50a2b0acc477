import type { Principal } from '../../model/principal.js';
import type { JsonRpcMessage, RequestId } from './json-rpc.js';

/** Who sent a message, as the HTTP entry learned it: the principal its bearer token names, and the peer's address (what `authInfo.extra.caller` holds). */
export interface MessageCaller {
  readonly principal?: Principal;
  readonly remoteAddress?: string;
}

/** What an HTTP transport tells the engine about one incoming message. */
export interface TransportMessageExtra {
  /** Closes this request's SSE stream so the client reconnects and resumes from the event store. */
  readonly closeSSEStream?: () => void;
  /** The HTTP request the message came in, when there was one. */
  readonly request?: Request;
  /**
   * What the HTTP entry handed the SDK's session transport with the request (`handleRequest(request, { authInfo })`),
   * passed back with each of its messages: `extra.caller` says who sent them (the shape of the internal `MessageCaller`, written out because this type is public and that one is not).
   */
  readonly authInfo?: { readonly extra?: { readonly caller?: { readonly principal?: Principal; readonly remoteAddress?: string } } };
}

/**
 * The small port the engine talks to; it has the shape of the official SDK's `Transport`, so SDK transports
 * plug in through a thin wrapper (see `server/transports/`).
 */
export interface TransportPort {
  start(): Promise<void>;
  /**
   * Sends one message, or one batch answer (an array, only to a batch that arrived on this transport);
   * `relatedRequestId` routes notifications and server requests to the stream of the request they belong to.
   */
  send(message: JsonRpcMessage | readonly JsonRpcMessage[], options?: { readonly relatedRequestId?: RequestId }): Promise<void>;
  close(): Promise<void>;
  /** Called with each parsed JSON value; the engine checks its shape (and answers batches) itself. */
  onmessage?: (message: unknown, extra?: TransportMessageExtra) => void;
  /**
   * A response from the client the transport could not hand on (a stdio line over the size limit), with its id: the
   * engine fails the request it answers. A response gets no reply, so the transport writes nothing back for it.
   */
  onunusable?: (id: RequestId, problem: string) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
}
