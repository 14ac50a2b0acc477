import type { ClientDescription, LogLevel } from '../model/handler-context.js';
import type { JsonValue } from '../model/json-value.js';
import type { RevisionAdapter } from '../revisions/revision-adapter.js';
import type { RequestId } from './json-rpc.js';

/** What the engine knows about one connection, and how it talks back on it. */
export interface ConnectionState {
  /** The revision negotiated by initialize (session revisions), if any. */
  readonly adapter?: RevisionAdapter;
  readonly client: ClientDescription;
  readonly logLevel: LogLevel;
  readonly subscriptions: ReadonlySet<string>;
  setLogLevel(level: LogLevel): void;
  subscribe(uri: string): void;
  unsubscribe(uri: string): void;
  /** Sends a notification, routed with the request it belongs to when there is one. */
  notify(method: string, params: { [key: string]: JsonValue }, relatedRequestId?: RequestId): void;
  /** Sends a request to the client and resolves with its result (rejects on an error reply or abort). */
  request(method: string, params: { [key: string]: JsonValue }, relatedRequestId?: RequestId, signal?: AbortSignal): Promise<JsonValue>;
}
