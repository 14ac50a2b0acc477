import type { JsonRpcMessage, RequestId } from '../../../protocol/json-rpc.js';
import type { TransportMessageExtra, TransportPort } from '../../../protocol/transport-port.js';

/** The parts of the SDK's session transport the engine uses (its `Transport` shape). */
export interface SdkSessionTransport {
  start(): Promise<void>;
  /** Takes the SDK's own message type, which the engine's messages are sent as. */
  send(message: never, options?: { relatedRequestId?: RequestId }): Promise<void>;
  close(): Promise<void>;
  onmessage?: ((message: never, extra?: never) => void) | undefined;
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
}

/**
 * The engine's port onto one session's SDK transport. A message that belongs to no request (a `list_changed`, a
 * `resources/updated`, a task's status) can only go out on the session's GET stream, and before the client has
 * opened one there is none to resume either: a first GET starts empty. The SDK would still check the message's
 * shape, keep it in the event store and drop it, for every session on every change; `streamOpened` says whether
 * the client has opened (or resumed) its GET stream yet, and until then such messages stop here.
 */
export class SessionPort implements TransportPort {
  onunusable?: (id: RequestId, problem: string) => void;

  constructor(
    private readonly transport: SdkSessionTransport,
    private readonly streamOpened: () => boolean,
  ) {}

  set onmessage(handler: ((message: unknown, extra?: TransportMessageExtra) => void) | undefined) {
    this.transport.onmessage = handler as SdkSessionTransport['onmessage'];
  }

  get onmessage(): ((message: unknown, extra?: TransportMessageExtra) => void) | undefined {
    return this.transport.onmessage as ((message: unknown, extra?: TransportMessageExtra) => void) | undefined;
  }

  set onclose(handler: (() => void) | undefined) {
    this.transport.onclose = handler;
  }

  get onclose(): (() => void) | undefined {
    return this.transport.onclose;
  }

  set onerror(handler: ((error: Error) => void) | undefined) {
    this.transport.onerror = handler;
  }

  get onerror(): ((error: Error) => void) | undefined {
    return this.transport.onerror;
  }

  start(): Promise<void> {
    return this.transport.start();
  }

  close(): Promise<void> {
    return this.transport.close();
  }

  async send(message: JsonRpcMessage | readonly JsonRpcMessage[], options?: { readonly relatedRequestId?: RequestId }): Promise<void> {
    // A batch answer, a response, or anything tied to a request goes to that request's stream, as the SDK routes it.
    const standalone = !Array.isArray(message) && options?.relatedRequestId === undefined && 'method' in message;
    if (standalone && !this.streamOpened()) return;
    return this.transport.send(message as never, options as { relatedRequestId?: RequestId } | undefined);
  }
}
