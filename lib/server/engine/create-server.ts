import type { ServerModel } from '../../model/server-model.js';
import { scan, type ScanOptions } from '../../scanner/scan.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { stderrDiagnostics } from '../contracts/diagnostics.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../methods/method-table.js';
import { decoratedServer, type DecoratedMcpServer } from './decorated-server.js';
import { buildEngineCore } from './engine-core.js';
import { checkExecutionModes, compileExtensions, prepareModel } from './extension-runtime.js';
import { Mounts } from './mount/mounts.js';
import { mountSourceOf } from './mount/mount-source.js';
import { ResourceUpdates } from './resource-updates.js';
import { registerServer } from './server-internals.js';
import type { ServerOptions } from './server-options.js';
import { accessOf, settingsOf } from './server-settings.js';

export type { ServerOptions } from './server-options.js';
export type { DecoratedMcpServer } from './decorated-server.js';
export type { ServerMount } from './mount/mounts.js';

/**
 * Scans decorated classes and returns a server that speaks every configured MCP revision: settings, then the
 * extensions' methods, the catalogue (the classes and the extensions' classes and resources), access, the engine
 * core, and the public server over it.
 * @example samples/acme-tools/server.ts (`createServer({ name: 'acme-tools', version: '1.0.0', classes: [new AcmeTools(repository)] })`)
 */
export function createServer(options: ServerOptions): DecoratedMcpServer {
  const settings = settingsOf(options);
  const extensions = options.extensions ?? [];
  const compiled = compileExtensions(extensions, { session: SESSION_METHODS, stateless: STATELESS_METHODS }, options.owner);
  const scanOptions: ScanOptions = { diagnostics: options.diagnostics ?? stderrDiagnostics, ...options.scan };
  const scanned = scan([...options.classes, ...extensions.flatMap((e) => e.classes ?? [])], scanOptions);
  const initial: ServerModel = prepareModel(extensions, { ...scanned, resources: [...scanned.resources, ...extensions.flatMap((e) => e.resources ?? [])] });
  checkExecutionModes(initial, compiled.runtime);
  const catalogue = new Catalogue();
  catalogue.add(initial);
  // Only a server with mounts pays for them: the rest is built as if mounting did not exist.
  const mounts = options.mounts && options.mounts.length > 0 ? new Mounts(options.mounts) : undefined;
  mounts?.addTo(catalogue);
  const access = accessOf(options);
  catalogue.onChange(() => access.forget());
  const updates = new ResourceUpdates();
  const core = buildEngineCore({ options, settings, catalogue, compiled, access, updates, ...(mounts ? { mounted: (member) => mounts.chainOf(member) } : {}) });
  let announce = (_uri: string): void => undefined;
  const stop = mounts?.follow(catalogue, (uri) => announce(uri), core.diagnostics);
  const { server, connect } = decoratedServer({ core, extensions, scanOptions, updates, ...(options.bus ? { bus: options.bus } : {}), ...(stop ? { onClose: stop } : {}) });
  announce = (uri) => server.resourceUpdated(uri);
  registerServer(server, { core, connect, access, mountable: mountSourceOf(options) });
  return server;
}
