import type { ServerModel } from '../../model/server-model.js';
import type { ServerIdentity } from '../../revisions/wire-types.js';
import { scan, type ScanEntry, type ScanOptions } from '../../scanner/scan.js';
import type { McpExtension } from '../contracts/extension.js';
import type { EngineCore } from '../contracts/method-call.js';
import type { NotificationBus } from '../contracts/notification-bus.js';
import type { TransportPort } from '../protocol/transport-port.js';
import { fanOut } from './bus-fan-out.js';
import { Connection } from './connection.js';
import type { ConnectionHandle } from './connection-handle.js';
import { checkExecutionModes, prepareModel } from './extension-runtime.js';
import type { ResourceUpdates } from './resource-updates.js';

/** A running catalogue that serves any number of connections. */
export interface DecoratedMcpServer {
  /** The current catalogue. */
  readonly model: ServerModel;
  readonly identity: ServerIdentity;
  /** Supported revisions, newest first. */
  readonly supportedRevisions: readonly string[];
  /** Serves one connection over a transport (stdio, in memory, one HTTP session…). */
  connect(transport: TransportPort): Promise<ConnectionHandle>;
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

/** What the public server object runs on. */
export interface ServerParts {
  readonly core: EngineCore;
  readonly extensions: readonly McpExtension[];
  readonly scanOptions: ScanOptions;
  readonly updates: ResourceUpdates;
  readonly bus?: NotificationBus;
  /** Run by `close()`, before the connections close (the mounts stop following their servers). */
  readonly onClose?: () => void;
}

/**
 * The public server object over an engine core: it joins the bus, starts the extensions, keeps the connections,
 * and on close closes the connections, leaves the bus and closes the extensions. `connect` is also returned bare,
 * for the framework's own entries, as it resolves with the Connection itself rather than its handle.
 */
export function decoratedServer({ core, extensions, scanOptions, updates, bus, onClose }: ServerParts): { server: DecoratedMcpServer; connect: (transport: TransportPort) => Promise<Connection> } {
  const { catalogue, identity } = core;
  const connections = new Set<Connection>();
  const announceLocally = (uri: string): void => {
    for (const connection of connections) connection.resourceUpdated(uri);
    updates.announce(uri);
  };
  const link = bus ? fanOut(bus, catalogue, announceLocally) : undefined;
  for (const extension of extensions) extension.start?.({ identity, cache: core.settings.cache, diagnostics: core.diagnostics, ...(bus ? { bus } : {}) });
  const connect = async (transport: TransportPort): Promise<Connection> => {
    const connection = new Connection(core, transport, (c) => connections.delete(c));
    connections.add(connection);
    await connection.start();
    return connection;
  };
  const server: DecoratedMcpServer = {
    get model() {
      return catalogue.snapshot();
    },
    identity,
    supportedRevisions: core.registry.supported,
    connect,
    add: (...classes) => {
      const added = prepareModel(extensions, scan(classes, scanOptions), catalogue.snapshot());
      checkExecutionModes(added, core.extensions);
      catalogue.add(added);
    },
    removeTool: (name) => catalogue.removeTool(name),
    removeResource: (uri) => catalogue.removeResource(uri),
    removeResourceTemplate: (uriTemplate) => catalogue.removeResourceTemplate(uriTemplate),
    removePrompt: (name) => catalogue.removePrompt(name),
    resourceUpdated: (uri) => {
      announceLocally(uri);
      link?.publishResourceUpdate(uri);
    },
    async close() {
      onClose?.();
      await Promise.all([...connections].map((c) => c.close()));
      link?.stop();
      for (const extension of extensions) await extension.close?.();
    },
  };
  return { server, connect };
}
