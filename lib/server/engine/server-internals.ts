import type { EngineCore } from '../contracts/method-call.js';
import type { TransportPort } from '../protocol/transport-port.js';
import type { ServerAccess } from '../access/server-access.js';
import type { Connection } from './connection.js';

/** What the framework's own entries (transports, manifest) reach behind a server; never exported from the package. */
export interface ServerInternals {
  readonly core: EngineCore;
  /** Declared access, rate limits and the resource server's settings (read by the HTTP entry). */
  readonly access: ServerAccess;
  /** Connects a transport and returns the connection itself (the public `connect` returns a handle). */
  connect(transport: TransportPort, options?: { readonly revision?: string; readonly stateless?: boolean }): Promise<Connection>;
}

const internals = new WeakMap<object, ServerInternals>();

/** Records a server's internals; called once by createServer. */
export function registerServer(server: object, parts: ServerInternals): void {
  internals.set(server, parts);
}

/** The internals of a server made by createServer; undefined for any other object. */
export function internalsOf(server: object): ServerInternals | undefined {
  return internals.get(server);
}
