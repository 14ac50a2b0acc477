import type { EngineCore } from '../contracts/method-call.js';
import type { TransportPort } from '../protocol/transport-port.js';
import type { ServerAccess } from '../access/server-access.js';
import type { Connection } from './connection.js';
import type { MountSource } from './mount/mount-source.js';

/** What the framework's own entries (transports, manifest) reach behind a server; never exported from the package. */
export interface ServerInternals {
  readonly core: EngineCore;
  /** Declared access, rate limits and the resource server's settings (read by the HTTP entry). */
  readonly access: ServerAccess;
  /** Connects a transport and returns the connection itself (the public `connect` returns a handle). */
  connect(transport: TransportPort): Promise<Connection>;
  /** What another server needs to mount this one (`createServer({ mounts })`); absent from copies of the package that cannot be mounted. */
  readonly mountable?: MountSource;
}

// Kept on globalThis, like the metadata store, so that a server made by one copy of the package (the project's own
// node_modules) is served by another (a CLI run through npx, a linked checkout). The suffix versions what is registered,
// ServerInternals and the engine contracts behind it: change it when they change incompatibly, so that copies which
// cannot work together do not take each other's servers.
const REGISTRY = Symbol.for('mcp-decorators/server-internals@1');
// Every copy brands its servers under this unversioned key, so a copy can tell a server it cannot serve from no server.
const BRAND = Symbol.for('mcp-decorators/server');

function registry(): WeakMap<object, ServerInternals> {
  const host = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<object, ServerInternals> };
  return (host[REGISTRY] ??= new WeakMap());
}

/** Records a server's internals; called once by createServer. */
export function registerServer(server: object, parts: ServerInternals): void {
  registry().set(server, parts);
  Object.defineProperty(server, BRAND, { value: true, enumerable: false });
}

/** The internals of a server made by createServer, in this copy of the package or another compatible one; undefined for any other object. */
export function internalsOf(server: object): ServerInternals | undefined {
  return registry().get(server);
}

/** True for a server made by createServer in any copy of the package, including one whose internals this copy cannot use. */
export function isBrandedServer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}
