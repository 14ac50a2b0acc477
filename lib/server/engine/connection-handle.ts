import type { ClientDescription } from '../../model/handler-context.js';
import type { RequestId } from '../protocol/json-rpc.js';

/** What the rest of the world may do with a connection: see who is on it, and close it. @example const handle = await server.connect(transport); await handle.close(); */
export interface ConnectionHandle {
  /** The revision the connection negotiated (session era), once it did. */
  readonly revision?: string;
  /** The client, as initialize described it. */
  readonly client: ClientDescription;
  /** True while a request of this connection is being served. */
  readonly busy: boolean;
  /** True while the request with this id is being served. */
  inProgress(id: RequestId): boolean;
  close(): Promise<void>;
}
