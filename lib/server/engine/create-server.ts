import type { ServerModel } from '../../model/server-model.js';
import { scan, type ScanOptions } from '../../scanner/scan.js';
import { Catalogue } from '../catalogue/catalogue.js';
import { stderrDiagnostics } from '../contracts/diagnostics.js';
import { SESSION_METHODS, STATELESS_METHODS } from '../methods/method-table.js';
import { decoratedServer, type DecoratedMcpServer } from './decorated-server.js';
import { buildEngineCore } from './engine-core.js';
import { checkExecutionModes, compileExtensions, prepareModel } from './extension-runtime.js';
import { ResourceUpdates } from './resource-updates.js';
import { registerServer } from './server-internals.js';
import type { ServerOptions } from './server-options.js';
import { accessOf, settingsOf } from './server-settings.js';

export type { ServerOptions } from './server-options.js';
export type { DecoratedMcpServer } from './decorated-server.js';

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
  const access = accessOf(options);
  catalogue.onChange(() => access.forget());
  const updates = new ResourceUpdates();
  const core = buildEngineCore({ options, settings, catalogue, compiled, access, updates });
  const { server, connect } = decoratedServer({ core, extensions, scanOptions, updates, ...(options.bus ? { bus: options.bus } : {}) });
  registerServer(server, { core, connect, access });
  return server;
}
