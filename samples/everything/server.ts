import { fileURLToPath } from 'node:url';
import { apps, createServer, skills, tasks, type DecoratedMcpServer, type ServerOptions } from 'mcp-decorators';
import { EverythingApps } from './everything-apps.js';
import { CatalogueChanges, EverythingDiagnostics } from './everything-diagnostics.js';
import { EverythingInputRequired } from './everything-input-required.js';
import { EverythingPrompts } from './everything-prompts.js';
import { EverythingResources } from './everything-resources.js';
import { EverythingTasks } from './everything-tasks.js';
import { EverythingTools } from './everything-tools.js';

/**
 * What a caller may change about the everything server; the catalogue is fixed (but for the trigger tools' toggles).
 * `extensions` replaces the default list (tasks, skills, apps): keep apps() in it, test_app_view links a view.
 */
export type EverythingServerOptions = Pick<ServerOptions, 'diagnostics' | 'bus' | 'stateSecret' | 'rateLimitStore'> & { readonly extensions?: ServerOptions['extensions'] };

/** The sample skill (SEP-2640): a folder with a SKILL.md, read from the sources (the build does not copy it). */
export const SKILL_FOLDER = fileURLToPath(new URL('../../../samples/everything/skills/task-fixtures', import.meta.url));

/**
 * The server the official MCP conformance suite runs against: every fixture it names, declared with decorators.
 * Callable without arguments, so `mcp-decorators serve dist/samples/everything` can build it.
 */
export function createEverythingServer(options: EverythingServerOptions = {}): DecoratedMcpServer {
  // One instance per server: the trigger tools change the catalogue of the server they are attached to.
  const changes = new CatalogueChanges();
  const server = createServer({
    name: 'mcp-decorators-everything',
    title: 'mcp-decorators everything server',
    version: '1.0.0',
    instructions: 'Test fixtures for the MCP conformance suite; every tool, resource and prompt answers with fixed test data.',
    classes: [EverythingTools, EverythingDiagnostics, changes, EverythingResources, EverythingPrompts, EverythingInputRequired, EverythingTasks, EverythingApps],
    extensions: [tasks(), skills({ folders: [SKILL_FOLDER] }), apps()],
    ...options,
  });
  changes.attach(server);
  return server;
}

export default createEverythingServer;
