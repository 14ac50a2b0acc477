import type { LogLevel } from '../model/handler-context.js';
import type { ServerModel } from '../model/server-model.js';
import { scan, type ScanEntry, type ScanOptions } from '../scanner/scan.js';
import { randomBytes } from 'node:crypto';
import type { CachePolicy, ServerFeatures, ServerIdentity } from '../revisions/revision-adapter.js';
import { RequestStateSealer } from './request-state.js';
import { AdapterRegistry, type RevisionChoice } from './adapter-registry.js';
import { Catalogue } from './catalogue.js';
import { Connection } from './connection.js';
import { stderrDiagnostics, type Diagnostics } from './diagnostics.js';
import type { ServerCore, ServerSettings } from './server-core.js';
import type { TransportPort } from './transport-port.js';

/** Options of createServer; the identity fields (name, version, title…) are what `serverInfo` carries. */
export interface ServerOptions extends ServerIdentity {
  /** Hints for the client's model on how to use this server. */
  readonly instructions?: string;
  /** Decorated classes (built with `scan.factory`, default `new C()`) or instances used as they are. */
  readonly classes: readonly ScanEntry[];
  readonly scan?: ScanOptions;
  /** Revisions to speak: built-in names or adapters of your own; default every built-in revision. */
  readonly revisions?: readonly RevisionChoice[];
  /** Items per list page; default 100. */
  readonly pageSize?: number;
  /** Tool call time limit in ms (0 = none); default 60,000. */
  readonly toolTimeoutMs?: number;
  /** Log level until the client sets one; default `debug`. */
  readonly defaultLogLevel?: LogLevel;
  /** Where diagnostics go; default stderr. */
  readonly diagnostics?: Diagnostics;
  /**
   * 2026-07-28 caching hints per kind of result; defaults: discover and lists 5 minutes `public` (the catalogue
   * changes only through add/remove, which listen streams announce), reads 0 ms `private`.
   */
  readonly cache?: Partial<CachePolicy>;
  /** Secret that signs the requestState of input-required rounds; default random per process (set one to share across processes). */
  readonly stateSecret?: string | Uint8Array;
  /** How long an input-required round may take before its requestState expires; default 10 minutes. */
  readonly inputTimeoutMs?: number;
}

/** A running catalogue that serves any number of connections. */
export interface DecoratedMcpServer {
  /** The current catalogue. */
  readonly model: ServerModel;
  readonly identity: ServerIdentity;
  /** Supported revisions, newest first. */
  readonly supportedRevisions: readonly string[];
  /** The shared state connections are built on (for entries such as stdio and HTTP). */
  readonly core: ServerCore;
  /**
   * Serves one connection over a transport. `revision` pins a connection that will see no `initialize`
   * (a stateless HTTP request) to that revision.
   */
  connect(transport: TransportPort, options?: { readonly revision?: string; readonly stateless?: boolean }): Promise<Connection>;
  /** Scans and adds more classes at run time; connected clients get list_changed notifications. */
  add(...classes: readonly ScanEntry[]): void;
  removeTool(name: string): boolean;
  removeResource(uri: string): boolean;
  removeResourceTemplate(uriTemplate: string): boolean;
  removePrompt(name: string): boolean;
  /** Sends notifications/resources/updated to every client subscribed to `uri`. */
  resourceUpdated(uri: string): void;
  /** Closes every connection. */
  close(): Promise<void>;
}

/**
 * Scans decorated classes and returns a server that speaks every configured MCP revision.
 * @example samples/acme-tools/server.ts (`createServer({ name: 'acme-tools', version: '1.0.0', classes: [new AcmeTools(repository)] })`)
 */
export function createServer(options: ServerOptions): DecoratedMcpServer {
  const catalogue = new Catalogue();
  catalogue.add(scan(options.classes, options.scan));
  const settings: ServerSettings = {
    pageSize: options.pageSize ?? 100,
    toolTimeoutMs: options.toolTimeoutMs ?? 60_000,
    defaultLogLevel: options.defaultLogLevel ?? 'debug',
    cache: {
      discover: options.cache?.discover ?? { ttlMs: 300_000, cacheScope: 'public' },
      lists: options.cache?.lists ?? { ttlMs: 300_000, cacheScope: 'public' },
      reads: options.cache?.reads ?? { ttlMs: 0, cacheScope: 'private' },
    },
  };
  const secret = typeof options.stateSecret === 'string' ? Buffer.from(options.stateSecret, 'utf8') : (options.stateSecret ?? randomBytes(32));
  const resourceListeners = new Set<(uri: string) => void>();
  if (!(Number.isInteger(settings.pageSize) && settings.pageSize > 0)) throw new RangeError(`pageSize must be a positive integer, got ${settings.pageSize}`);
  const identity: ServerIdentity = { name: options.name, version: options.version };
  for (const key of ['title', 'description', 'websiteUrl', 'icons'] as const) {
    if (options[key] !== undefined) Object.assign(identity, { [key]: options[key] });
  }
  // Every list is declared (with listChanged) even while empty: classes added at run time may fill it, and a
  // client only accepts list_changed for capabilities it was told about.
  const features = (): ServerFeatures => ({ tools: true, resources: true, prompts: true, completions: true, logging: true });
  const core: ServerCore = {
    identity,
    instructions: options.instructions,
    catalogue,
    registry: new AdapterRegistry(options.revisions),
    settings,
    diagnostics: options.diagnostics ?? stderrDiagnostics,
    sealer: new RequestStateSealer(secret, options.inputTimeoutMs ?? 600_000),
    features,
    onResourceUpdated: (listener) => {
      resourceListeners.add(listener);
      return () => void resourceListeners.delete(listener);
    },
  };
  const connections = new Set<Connection>();
  return {
    get model() {
      return catalogue.snapshot();
    },
    identity,
    supportedRevisions: core.registry.supported,
    core,
    async connect(transport, connectOptions = {}) {
      const preset = connectOptions.revision === undefined ? undefined : (core.registry.exact(connectOptions.revision) ?? core.registry.latestSession());
      const connection = new Connection(core, transport, (c) => connections.delete(c), preset, connectOptions.stateless === true);
      connections.add(connection);
      await connection.start();
      return connection;
    },
    add: (...classes) => catalogue.add(scan(classes, options.scan)),
    removeTool: (name) => catalogue.removeTool(name),
    removeResource: (uri) => catalogue.removeResource(uri),
    removeResourceTemplate: (uriTemplate) => catalogue.removeResourceTemplate(uriTemplate),
    removePrompt: (name) => catalogue.removePrompt(name),
    resourceUpdated: (uri) => {
      for (const connection of connections) connection.resourceUpdated(uri);
      for (const listener of resourceListeners) listener(uri);
    },
    async close() {
      await Promise.all([...connections].map((c) => c.close()));
    },
  };
}
